import { randomBytes } from 'node:crypto';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  API_KEY_TEXT,
  API_KEYS_PER_COMPANY,
  type ApiKey,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@fieldhire/contract/api-keys';
import type { Database } from '../../db/database';
import { requireCompanyManager, type Viewer } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { conflict, notFound } from '../../platform/errors';
import { toIso } from '../../platform/iso-time';
import type { JobQueue } from '../../platform/queue/job-queue';
import { createApiKeysRepository, type ApiKeyRow } from './api-keys.repository';

const MANAGERS_ONLY = {
  notEmployer: API_KEY_TEXT.managersOnly,
  noCompany: API_KEY_TEXT.managersOnly,
  notManager: API_KEY_TEXT.managersOnly,
};

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  shown: row.shown,
  scopes: row.scopes,
  created_at: toIso(row.created_at),
  created_by: row.created_by,
  last_used_at: row.last_used_at === null ? null : toIso(row.last_used_at),
  last_used_ip: row.last_used_ip,
  revoked_at: row.revoked_at === null ? null : toIso(row.revoked_at),
});

/** How long a POST's answer is kept for its Idempotency-Key. */
const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;
export const FORGET_IDEMPOTENCY_KEYS = 'forget-idempotency-keys';

/** A company's keys to the public API: made and revoked by its owner and admins. */
export function createApiKeysService({ db, queue }: { db: Database; queue: JobQueue }) {
  const repository = createApiKeysRepository(db);

  queue.define<object>({
    name: FORGET_IDEMPOTENCY_KEYS,
    cron: '40 * * * *',
    handle: () => repository.forgetIdempotencyBefore(new Date(Date.now() - IDEMPOTENCY_KEPT_MS)),
  });

  return {
    async list(viewer: Viewer) {
      const { companyId } = requireCompanyManager(viewer, MANAGERS_ONLY);
      return { results: (await repository.list(companyId)).map(toApiKey) };
    },

    async create(viewer: Viewer, body: CreateApiKeyBody): Promise<CreatedApiKey> {
      const { companyId } = requireCompanyManager(viewer, MANAGERS_ONLY);
      if ((await repository.activeCount(companyId)) >= API_KEYS_PER_COMPANY)
        throw conflict(API_KEY_TEXT.tooMany);
      const key = API_KEY_PREFIX + randomBytes(30).toString('base64url');
      const id = await repository.insert({
        companyId,
        createdBy: viewer.id,
        name: body.name,
        shown: key.slice(0, API_KEY_SHOWN_CHARS),
        keyHash: sha256(key),
        scopes: body.scopes,
      });
      const [row] = await repository.list(companyId, id);
      return { ...toApiKey(row!), key };
    },

    async revoke(viewer: Viewer, id: number) {
      const { companyId } = requireCompanyManager(viewer, MANAGERS_ONLY);
      if (!(await repository.revoke(companyId, id))) throw notFound(API_KEY_TEXT.notFound);
    },

    claimIdempotency: (keyId: number, key: string, request: string) =>
      repository.claimIdempotency(keyId, key, request),
    completeIdempotency: (keyId: number, key: string, status: number, body: unknown) =>
      repository.completeIdempotency(keyId, key, status, body),
    releaseIdempotency: (keyId: number, key: string) => repository.releaseIdempotency(keyId, key),

    /** The viewer a request with `key` acts as, or null when the key is unknown or revoked. */
    async resolve(key: string, ip: string): Promise<Viewer | null> {
      if (!API_KEY_PATTERN.test(key)) return null;
      const holder = await repository.holder(sha256(key));
      if (!holder) return null;
      await repository.touch(holder.key_id, ip);
      return {
        id: holder.owner_id,
        role: 'employer',
        emailVerified: holder.email_verified,
        companyId: holder.company_id,
        teamRole: 'owner',
        maySpend: true,
        tokenId: 0,
        apiKey: { id: holder.key_id, name: holder.name, scopes: holder.scopes },
      };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
