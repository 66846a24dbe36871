import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ApiScope } from '@fieldhire/contract/api-keys';
import { queryRows, type Database } from '../../db/database';
import { apiIdempotency, apiKeys } from '../../db/schema/api-keys';

export interface ApiKeyRow {
  id: number;
  name: string;
  shown: string;
  scopes: ApiScope[];
  created_at: Date | string;
  created_by: string | null;
  last_used_at: Date | string | null;
  last_used_ip: string | null;
  revoked_at: Date | string | null;
}

/** Who a key acts as: its company's owner, within the key's scopes. */
export interface KeyHolder {
  key_id: number;
  name: string;
  scopes: ApiScope[];
  company_id: number;
  owner_id: number;
  email_verified: boolean;
}

export function createApiKeysRepository(db: Database) {
  return {
    async insert(key: {
      companyId: number;
      createdBy: number;
      name: string;
      shown: string;
      keyHash: string;
      scopes: ApiScope[];
    }) {
      const [row] = await db.insert(apiKeys).values(key).returning({ id: apiKeys.id });
      return row!.id;
    },

    list(companyId: number, id?: number) {
      return queryRows<ApiKeyRow>(
        db,
        sql`select k.id, k.name, k.shown, k.scopes, k.created_at, k.last_used_at, k.last_used_ip,
                   k.revoked_at, nullif(trim(u.first_name || ' ' || u.last_name), '') as created_by
              from api_keys k left join users u on u.id = k.created_by
             where k.company_id = ${companyId} ${id === undefined ? sql`` : sql`and k.id = ${id}`}
             order by k.id desc`,
      );
    },

    async activeCount(companyId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(apiKeys)
        .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
      return row?.n ?? 0;
    },

    /** Revokes the company's key; false when the company has no such key. */
    async revoke(companyId: number, id: number) {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId)))
        .returning({ id: apiKeys.id });
      return rows.length === 1;
    },

    /**
     * The holder of a live key, by the key's hash. A suspended owner's company reaches nothing
     * through its keys, as its sessions reach nothing.
     */
    async holder(keyHash: string) {
      const [row] = await queryRows<KeyHolder>(
        db,
        sql`select k.id as key_id, k.name, k.scopes, k.company_id, m.user_id as owner_id,
                   u.email_verified
              from api_keys k
              join team_memberships m on m.company_id = k.company_id and m.role = 'owner'
              join users u on u.id = m.user_id and u.suspended_at is null
             where k.key_hash = ${keyHash} and k.revoked_at is null`,
      );
      return row ?? null;
    },

    /** Notes the key's use, once a minute at most: a busy key does not write on every request. */
    async touch(keyId: number, ip: string) {
      await db.execute(
        sql`update api_keys set last_used_at = now(), last_used_ip = ${ip}
             where id = ${keyId}
               and (last_used_at is null or last_used_at < now() - interval '1 minute'
                    or last_used_ip is distinct from ${ip})`,
      );
    },

    /**
     * Claims `key` for a request of the API key: answers null when this is its first use, or
     * what the first use stored (`status` null while it still runs).
     */
    async claimIdempotency(apiKeyId: number, key: string, request: string) {
      const inserted = await db
        .insert(apiIdempotency)
        .values({ apiKeyId, key, request })
        .onConflictDoNothing()
        .returning({ key: apiIdempotency.key });
      if (inserted.length === 1) return null;
      const [row] = await db
        .select({
          request: apiIdempotency.request,
          status: apiIdempotency.status,
          body: apiIdempotency.body,
        })
        .from(apiIdempotency)
        .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.key, key)));
      return row ?? null;
    },

    async completeIdempotency(apiKeyId: number, key: string, status: number, body: unknown) {
      await db
        .update(apiIdempotency)
        .set({ status, body })
        .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.key, key)));
    },

    /** Frees a key whose request failed on the server's side, so a retry runs again. */
    async releaseIdempotency(apiKeyId: number, key: string) {
      await db
        .delete(apiIdempotency)
        .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.key, key)));
    },

    async forgetIdempotencyBefore(before: Date) {
      await db.execute(sql`delete from api_idempotency where created_at < ${before}`);
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
