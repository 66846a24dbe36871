import type { ActionRequest } from '../api/work-order-actions';

/** A change made on the phone that waits for the network, as its maker adds it. */
export type NewOutboxEntry =
  | { kind: 'action'; key: string; workOrderId: number; createdAt: number; request: ActionRequest }
  | {
      kind: 'answer';
      key: string;
      workOrderId: number;
      createdAt: number;
      deliverableId: string;
      answer: string;
    }
  | {
      kind: 'file';
      key: string;
      workOrderId: number;
      createdAt: number;
      deliverableId: string;
      file: Blob;
      name: string;
      /** Where the resumable upload lives once created, so a later try resumes it. */
      uploadUrl?: string;
    };

/** An entry as kept across reloads: with the user who made it, the only one it is sent for. */
export type OutboxEntry = NewOutboxEntry & { ownerId: number };

const DATABASE = 'fieldhire-outbox';
const STORE = 'entries';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The outbox could not be opened.'));
  });
}

let database: Promise<IDBDatabase> | null = null;

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  database ??= openDatabase();
  const db = await database;
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('Outbox write failed.'));
  });
}

/** The outbox in IndexedDB: entries in the order they were made. */
export const outboxStore = {
  put: (entry: OutboxEntry) => run('readwrite', (store) => store.put(entry)).then(() => undefined),
  remove: (key: string) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
  /** The entries one user made. */
  async of(ownerId: number): Promise<OutboxEntry[]> {
    const entries = await run('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>);
    return entries
      .filter((entry) => entry.ownerId === ownerId)
      .sort((a, b) => a.createdAt - b.createdAt);
  },
};
