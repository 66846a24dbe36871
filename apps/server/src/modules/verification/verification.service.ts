import {
  AGENT_DOCUMENT_KINDS,
  EXPIRY_REMINDER_DAYS,
  VERIFICATION_TEXT,
  type DocumentKind,
  type OpsVerificationItem,
  type VerificationDocument,
} from '@fieldhire/contract/verification';
import type { Operator } from '@fieldhire/contract/operations';
import type { Database } from '../../db/database';
import { requireCompanyManager, type Viewer } from '../../platform/auth';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { emitClaimedInBatches } from '../../platform/events/emit-claimed';
import type { EventBus } from '../../platform/events/event-bus';
import { toIso } from '../../platform/iso-time';
import type { JobQueue } from '../../platform/queue/job-queue';
import { documentKind } from '../../platform/uploads/file-checks';
import {
  STORED_CONTENT_TYPES,
  type PrivateFileStore,
  type StoredExtension,
} from '../../platform/uploads/file-store';
import type { OperationsService } from '../operations/operations.service';
import { processPhoto } from '../work-orders/work-order-files';
import {
  createVerificationRepository,
  type DocumentOwner,
  type DocumentRow,
} from './verification.repository';

export const EXPIRING_DOCUMENT_REMINDERS = 'remind-expiring-documents';
const REMINDER_BATCH = 200;
const QUEUE_LIMIT = 200;

interface VerificationDeps {
  db: Database;
  events: EventBus;
  files: PrivateFileStore;
  queue: JobQueue;
  operations: Pick<OperationsService, 'recordAction'>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The documents' owner for the viewer: the agent themself, or the company they manage. */
function ownerOf(viewer: Viewer): DocumentOwner {
  if (viewer.role === 'candidate') return { userId: viewer.id };
  const manager = requireCompanyManager(viewer, {
    notEmployer: VERIFICATION_TEXT.managersOnly,
    noCompany: VERIFICATION_TEXT.managersOnly,
    notManager: VERIFICATION_TEXT.managersOnly,
  });
  return { companyId: manager.companyId };
}

const ownsDocument = (owner: DocumentOwner, row: DocumentRow) =>
  'companyId' in owner ? row.company_id === owner.companyId : row.user_id === owner.userId;

function toDocument(row: DocumentRow, filePrefix: string): VerificationDocument {
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.file_name,
    status: row.expired ? 'expired' : row.status,
    expires_on: row.expires_on,
    rejection_reason: row.rejection_reason,
    uploaded_at: toIso(row.created_at),
    reviewed_at: row.reviewed_at === null ? null : toIso(row.reviewed_at),
    file_url: `${filePrefix}${row.id}/file/`,
  };
}

const OWNER_FILES = '/api/verification/documents/';
const OPS_FILES = '/api/ops/verification/';

function toOpsItem(row: DocumentRow): OpsVerificationItem {
  return {
    ...toDocument(row, OPS_FILES),
    owner:
      row.company_id !== null
        ? { type: 'company', id: row.company_id, name: row.owner_name }
        : { type: 'agent', id: row.user_id!, name: row.owner_name },
  };
}

export function createVerificationService({
  db,
  events,
  files,
  queue,
  operations,
}: VerificationDeps) {
  const repository = createVerificationRepository(db);

  /** A PDF or Word file is kept as sent; anything else must be a photo, kept without metadata. */
  async function store(content: Buffer) {
    const kind = documentKind(content);
    if (kind) return files.save(content, kind);
    const photo = await processPhoto('file', content, 'UTC').catch(() => {
      throw fieldError('file', VERIFICATION_TEXT.refusedFile);
    });
    return files.save(photo.image, 'webp');
  }

  async function ownDocument(viewer: Viewer, id: number) {
    const row = await repository.find(id);
    if (!row || !ownsDocument(ownerOf(viewer), row)) throw notFound(VERIFICATION_TEXT.notFound);
    return row;
  }

  const fileOf = (row: DocumentRow) => {
    const location = files.pathOf(row.file);
    if (!location) throw notFound('File not found.');
    const extension = row.file.slice(row.file.lastIndexOf('.') + 1) as StoredExtension;
    return { path: location, contentType: STORED_CONTENT_TYPES[extension], name: row.file_name };
  };

  queue.define<object>({
    name: EXPIRING_DOCUMENT_REMINDERS,
    cron: '15 8 * * *',
    handle: () =>
      emitClaimedInBatches(
        events,
        REMINDER_BATCH,
        (tx, batch) => createVerificationRepository(tx).claimExpiring(EXPIRY_REMINDER_DAYS, batch),
        (each) => ({
          type: 'verification.expiring',
          documentId: each.id,
          kind: each.kind,
          expiresOn: each.expires_on,
          companyId: each.company_id,
          userId: each.user_id,
        }),
      ),
  });

  /** Reviews a pending document as an operator, with its audit entry, and tells its owner. */
  async function review(
    operator: Operator,
    id: number,
    status: 'verified' | 'rejected',
    reason: string | null,
  ) {
    return events.transaction(async (tx, emit) => {
      const store = createVerificationRepository(tx);
      const row = await store.find(id, true);
      if (!row) throw notFound(VERIFICATION_TEXT.notFound);
      if (row.status !== 'pending') throw conflict(VERIFICATION_TEXT.alreadyReviewed);
      await store.review(id, { status, reason, operatorId: operator.id });
      await operations.recordAction(tx, {
        operatorId: operator.id,
        action: `document.${status === 'verified' ? 'verify' : 'reject'}`,
        targetType: row.company_id !== null ? 'company' : 'user',
        targetId: row.company_id ?? row.user_id!,
        before: { document: id, kind: row.kind, status: 'pending' },
        after: { document: id, kind: row.kind, status, expires_on: row.expires_on },
        reason,
      });
      await emit({
        type: 'verification.reviewed',
        documentId: id,
        kind: row.kind,
        status,
        reason,
        companyId: row.company_id,
        userId: row.user_id,
      });
      return toOpsItem((await store.find(id))!);
    });
  }

  return {
    async list(viewer: Viewer) {
      const rows = await repository.ofOwner(ownerOf(viewer));
      return { results: rows.map((row) => toDocument(row, OWNER_FILES)) };
    },

    /**
     * Sends a document for review: agents send licenses and insurance, a company's owner and
     * admins any of the three. An insurance certificate needs the date it expires, and nothing
     * already expired is taken.
     */
    async upload(
      viewer: Viewer,
      input: { kind: DocumentKind; expiresOn: string | undefined; content: Buffer; name: string },
    ) {
      const owner = ownerOf(viewer);
      if ('userId' in owner && !(AGENT_DOCUMENT_KINDS as readonly string[]).includes(input.kind))
        throw fieldError('kind', VERIFICATION_TEXT.notForAgents);
      if (input.kind === 'insurance' && !input.expiresOn)
        throw fieldError('expires_on', VERIFICATION_TEXT.expiryNeeded);
      if (input.expiresOn && input.expiresOn < today())
        throw fieldError('expires_on', VERIFICATION_TEXT.expired);
      const file = await store(input.content);
      try {
        const id = await repository.insert(owner, {
          kind: input.kind,
          file,
          fileName: input.name.slice(0, 200) || 'document',
          expiresOn: input.expiresOn ?? null,
          uploadedBy: viewer.id,
        });
        return toDocument((await repository.find(id))!, OWNER_FILES);
      } catch (error) {
        await files.remove(file);
        throw error;
      }
    },

    /** Takes a document back; a verified one's badge goes with it. */
    async remove(viewer: Viewer, id: number) {
      const row = await ownDocument(viewer, id);
      await repository.remove(id);
      await files.remove(row.file);
    },

    async ownFile(viewer: Viewer, id: number) {
      return fileOf(await ownDocument(viewer, id));
    },

    async queue(status: 'pending' | 'verified' | 'rejected') {
      return { results: (await repository.byStatus(status, QUEUE_LIMIT)).map(toOpsItem) };
    },

    async operatorFile(id: number) {
      const row = await repository.find(id);
      if (!row) throw notFound(VERIFICATION_TEXT.notFound);
      return fileOf(row);
    },

    verify: (operator: Operator, id: number) => review(operator, id, 'verified', null),
    reject: (operator: Operator, id: number, reason: string) =>
      review(operator, id, 'rejected', reason),
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
