import {
  DELIVERABLE_EDIT_STATES,
  WORK_ORDER_TEXT,
  type TimelineEntry,
  type WorkOrder,
  type WorkOrderParty,
} from '@fieldhire/contract/work-orders';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import type { ClientKey } from '../../platform/client-key';
import { ERROR_CODES } from '@fieldhire/contract/errors';
import { AppError, conflict, fieldError, notFound, permissionDenied } from '../../platform/errors';
import type { Emit } from '../../platform/events/event-bus';
import { readFile } from 'node:fs/promises';
import { sha256 } from '../../platform/crypto';
import { documentKind } from '../../platform/uploads/file-checks';
import {
  STORED_CONTENT_TYPES,
  type PrivateFileStore,
  type StoredExtension,
} from '../../platform/uploads/file-store';
import { siteTimeZone } from './site-time';
import { processPhoto } from './work-order-files';
import {
  createWorkOrdersRepository,
  type WorkOrderMove,
  type WorkOrderRow,
} from './work-orders.repository';

type Store = ReturnType<typeof createWorkOrdersRepository>;

/**
 * One change of a work order under its lock: null when it adds no step to the timeline; `move`,
 * the change of its row, made with the step.
 */
export type ChangeWork = (
  row: WorkOrderRow,
  party: WorkOrderParty,
  tx: Database,
  emit: Emit,
) => Promise<{ change: TimelineEntry['type']; note: string | null; move?: WorkOrderMove } | null>;

type RunChange = (
  viewer: Viewer,
  id: number,
  key: ClientKey | undefined,
  work: ChangeWork,
) => Promise<WorkOrder>;

interface StoredFile {
  file: string;
  thumb: string | null;
  fileName: string | null;
  contentHash: string;
  takenAt: Date | null;
  lat: number | null;
  lon: number | null;
}

/** The deliverable of the work order, checked as the agent's to change now. */
function editableDeliverable(row: WorkOrderRow, party: WorkOrderParty, deliverableId: string) {
  if (party !== 'agent') throw permissionDenied(WORK_ORDER_TEXT.agentOnly);
  if (!DELIVERABLE_EDIT_STATES.includes(row.status))
    throw conflict(WORK_ORDER_TEXT.wrongState(row.status));
  const deliverable = row.deliverables.find((each) => each.id === deliverableId);
  if (!deliverable) throw notFound(WORK_ORDER_TEXT.unknownDeliverable);
  return deliverable;
}

const describeMissing = (missing: { label: string; needed: number }[]) =>
  missing.map((each) => (each.needed > 1 ? `${each.label} (${each.needed} more)` : each.label));

/** Photos, documents and answers of a work order's deliverables. */
export function createDeliverableItems({
  files,
  repository,
  change,
  peek,
}: {
  files: PrivateFileStore;
  repository: Store;
  change: RunChange;
  /** The work order and the viewer's side of it, read without a lock (404 for others). */
  peek: (viewer: Viewer, id: number) => Promise<{ row: WorkOrderRow; party: WorkOrderParty }>;
}) {
  async function storeFile(
    kind: 'photo' | 'document',
    source: Buffer | string,
    name: string | null,
    siteState: string,
  ) {
    // Documents are small enough to read whole; photos are read from their file by sharp.
    const content =
      kind === 'document' && typeof source === 'string' ? await readFile(source) : source;
    if (kind === 'photo' || typeof content === 'string' || documentKind(content) === null) {
      const photo = await processPhoto('file', content, siteTimeZone(siteState)).catch(
        (error: unknown) => {
          if (kind === 'document')
            throw fieldError(
              'file',
              'Upload the document as a PDF, DOC or DOCX file, or a photo of it.',
            );
          throw error;
        },
      );
      const [file, thumb] = await Promise.all([
        files.save(photo.image, 'webp'),
        files.save(photo.thumb, 'webp'),
      ]);
      const stored: StoredFile = {
        file,
        thumb,
        fileName: name,
        contentHash: photo.hash,
        takenAt: photo.takenAt,
        lat: photo.lat,
        lon: photo.lon,
      };
      return stored;
    }
    const file = await files.save(content, documentKind(content)!);
    return {
      file,
      thumb: null,
      fileName: name,
      contentHash: sha256(content),
      takenAt: null,
      lat: null,
      lon: null,
    };
  }

  const forget = async (stored: StoredFile) => {
    await files.remove(stored.file);
    await files.remove(stored.thumb);
  };

  return {
    /**
     * Where a delivered photo or document (or its thumbnail) is on disk, for the work order's
     * parties only (404 for anyone else), with the type and name it is sent under.
     */
    async file(viewer: Viewer, id: number, itemId: number, variant: 'file' | 'thumb') {
      await peek(viewer, id);
      const item = (await repository.items([id])).find((each) => each.id === itemId);
      const name = variant === 'thumb' ? item?.thumb : item?.file;
      const location = files.pathOf(name);
      if (!location || !name) throw notFound('File not found.');
      const extension = name.slice(name.lastIndexOf('.') + 1) as StoredExtension;
      return {
        path: location,
        contentType: STORED_CONTENT_TYPES[extension],
        downloadName: extension === 'webp' ? null : (item?.fileName ?? `document.${extension}`),
      };
    },

    /** Refuses a submission while a required deliverable lacks items: 400 listing them. */
    async requireComplete(store: Store, row: WorkOrderRow) {
      const counts = await store.itemCounts(row.id);
      const missing = row.deliverables
        .filter((each) => each.required && (counts.get(each.id) ?? 0) < each.min_count)
        .map((each) => ({
          id: each.id,
          label: each.label,
          needed: each.min_count - (counts.get(each.id) ?? 0),
        }));
      if (missing.length > 0)
        throw new AppError(
          400,
          ERROR_CODES.validation,
          `${WORK_ORDER_TEXT.missing.slice(0, -1)}: ${describeMissing(missing).join(', ')}.`,
          undefined,
          undefined,
          { missing },
        );
    },

    /**
     * Adds a photo or document: the file is read and stored before the work order is locked, then
     * recorded under the lock; the same content, or the same key, is kept once.
     */
    async addFile(
      viewer: Viewer,
      id: number,
      deliverableId: string,
      upload: { content: Buffer | string; name: string | null },
      key?: ClientKey,
    ) {
      const { row: current, party: side } = await peek(viewer, id);
      const deliverable = editableDeliverable(current, side, deliverableId);
      if (deliverable.kind === 'question') throw fieldError('answer', WORK_ORDER_TEXT.notAQuestion);
      const stored = await storeFile(deliverable.kind, upload.content, upload.name, current.state);
      let kept = false;
      try {
        return await change(viewer, id, key, async (row, party, tx) => {
          editableDeliverable(row, party, deliverableId);
          kept =
            (await createWorkOrdersRepository(tx).addItem({
              workOrderId: id,
              deliverableId,
              ...stored,
              clientKey: key?.value ?? null,
            })) !== null;
          return null;
        });
      } finally {
        if (!kept) await forget(stored);
      }
    },

    /** Answers a question; a new answer replaces the one before. */
    answer(viewer: Viewer, id: number, deliverableId: string, answer: string, key?: ClientKey) {
      return change(viewer, id, key, async (row, party, tx) => {
        const deliverable = editableDeliverable(row, party, deliverableId);
        if (deliverable.kind !== 'question')
          throw fieldError(
            'file',
            deliverable.kind === 'photo' ? WORK_ORDER_TEXT.notAPhoto : WORK_ORDER_TEXT.notADocument,
          );
        const store = createWorkOrdersRepository(tx);
        await store.removeAnswers(id, deliverableId);
        await store.addItem({
          workOrderId: id,
          deliverableId,
          answer,
          clientKey: key?.value ?? null,
        });
        return null;
      });
    },

    async removeItem(viewer: Viewer, id: number, itemId: number, key?: ClientKey) {
      let removed: { file: string | null; thumb: string | null } | null = null;
      const workOrder = await change(viewer, id, key, async (row, party, tx) => {
        const store = createWorkOrdersRepository(tx);
        const item = (await store.items([id])).find((each) => each.id === itemId);
        if (!item) throw notFound('Item not found.');
        editableDeliverable(row, party, item.deliverableId);
        removed = await store.removeItem(id, itemId);
        return null;
      });
      const gone = removed as { file: string | null; thumb: string | null } | null;
      if (gone) {
        await files.remove(gone.file);
        await files.remove(gone.thumb);
      }
      return workOrder;
    },
  };
}
