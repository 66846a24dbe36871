import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { ApiRequestError, apiClient } from '../../../lib/api-client';
import { UserFacingError } from '../../../lib/error-message';
import { outcomeUnknown } from '../api/idempotency';
import { runWorkOrderAction, saveAnswer } from '../api/work-order-actions';
import { outboxStore, type NewOutboxEntry, type OutboxEntry } from './outbox-store';
import { uploadResumably } from './resumable-upload';

/** Files sent at once; changes of state go one at a time, in the order they were made. */
const PARALLEL_FILES = 3;
/**
 * Tries after a failure wait 10 s, then twice as long each time up to 5 min, and never less than a
 * busy or unavailable server's Retry-After; a success starts again from 10 s.
 */
const FIRST_RETRY_MS = 10_000;
const LAST_RETRY_MS = 300_000;
let failures = 0;

function retryDelayMs(errors: unknown[]) {
  const backoff = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
  failures += 1;
  const asked = Math.max(
    0,
    ...errors.map((error) =>
      error instanceof ApiRequestError ? (error.retryAfterSeconds ?? 0) * 1000 : 0,
    ),
  );
  return Math.max(backoff, asked);
}

export interface OutboxState {
  entries: OutboxEntry[];
  /** How much of each file entry has gone up, from 0 to 1. */
  progress: Record<string, number>;
  /** The network is down or the last try failed for want of it. */
  waiting: boolean;
}

interface OutboxHooks {
  /** The server's answer: the work order as it now is. */
  onSent: (workOrder: WorkOrder) => void;
  /** The server refused an entry (it is dropped): say why. */
  onRefused: (entry: OutboxEntry, error: unknown) => void;
}

let state: OutboxState = { entries: [], progress: {}, waiting: false };
let hooks: OutboxHooks = { onSent: () => undefined, onRefused: () => undefined };
const listeners = new Set<() => void>();
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** The signed-in user whose entries are shown and sent; others' wait for them to sign in. */
let owner: number | null = null;
let loaded: Promise<void> | null = null;
let listening = false;

function setState(next: Partial<OutboxState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

async function send(entry: OutboxEntry): Promise<WorkOrder> {
  if (entry.kind === 'action') return runWorkOrderAction(entry.request);
  if (entry.kind === 'answer')
    return saveAnswer({
      workOrderId: entry.workOrderId,
      deliverableId: entry.deliverableId,
      answer: entry.answer,
      idempotencyKey: entry.key,
    });
  const uploadId = await uploadResumably({
    file: entry.file,
    name: entry.name,
    uploadUrl: entry.uploadUrl,
    onUrl: (uploadUrl) => void outboxStore.put({ ...entry, uploadUrl }),
    onProgress: (fraction) => setState({ progress: { ...state.progress, [entry.key]: fraction } }),
  });
  return apiClient.post<WorkOrder>(
    `/api/work-orders/${entry.workOrderId}/deliverables/${entry.deliverableId}/`,
    { upload_id: uploadId },
    { headers: { 'idempotency-key': entry.key } },
  );
}

async function forget(key: string) {
  await outboxStore.remove(key);
  const { [key]: _done, ...progress } = state.progress;
  setState({ entries: state.entries.filter((each) => each.key !== key), progress });
}

/**
 * Sends one entry: true when it is settled (sent, or refused by the server), else the error to
 * wait on.
 */
async function attempt(entry: OutboxEntry): Promise<true | { unsettled: unknown }> {
  try {
    const workOrder = await send(entry);
    await forget(entry.key);
    failures = 0;
    hooks.onSent(workOrder);
    return true;
  } catch (error) {
    if (outcomeUnknown(error)) return { unsettled: error };
    await forget(entry.key);
    hooks.onRefused(entry, error);
    return true;
  }
}

async function drain() {
  while (state.entries.length > 0 && isOnline() && state.entries[0]!.ownerId === owner) {
    const head = state.entries[0]!;
    let settled: (true | { unsettled: unknown })[];
    if (head.kind !== 'file') settled = [await attempt(head)];
    else {
      const files: OutboxEntry[] = [];
      for (const entry of state.entries) {
        if (entry.kind !== 'file' || files.length === PARALLEL_FILES) break;
        files.push(entry);
      }
      settled = await Promise.all(files.map(attempt));
    }
    const unsettled = settled.flatMap((each) => (each === true ? [] : [each.unsettled]));
    if (unsettled.length > 0) {
      setState({ waiting: true });
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void outbox.flush(), retryDelayMs(unsettled));
      return;
    }
  }
  setState({ waiting: state.entries.length > 0 });
}

/** What the phone waits to send, sent as soon as the network lets it. */
export const outbox = {
  configure(next: OutboxHooks) {
    hooks = next;
  },

  /**
   * Reads what the signed-in user left unsent on this phone, and starts sending it; another
   * user's entries stay kept, unsent, until they sign in again. Null: no one is signed in.
   */
  load(ownerId: number | null) {
    if (ownerId === owner && loaded) return loaded;
    owner = ownerId;
    clearTimeout(retryTimer);
    setState({ entries: [], progress: {}, waiting: false });
    if (ownerId === null) return (loaded = Promise.resolve());
    if (!listening && typeof window !== 'undefined') {
      listening = true;
      window.addEventListener('online', () => void outbox.flush());
    }
    loaded = outboxStore
      .of(ownerId)
      .then((entries) => {
        if (owner !== ownerId) return;
        setState({ entries });
        return outbox.flush();
      })
      .catch(() => undefined);
    return loaded;
  },

  /** Keeps entries made together (photos picked at once), then starts sending them together. */
  async add(...made: NewOutboxEntry[]) {
    if (owner === null)
      throw new UserFacingError('Sign in again to keep this for sending when there is a signal.');
    const ownerId = owner;
    const entries = made.map((entry): OutboxEntry => ({ ...entry, ownerId }));
    for (const entry of entries) await outboxStore.put(entry);
    setState({ entries: [...state.entries, ...entries], waiting: !isOnline() });
    void outbox.flush();
  },

  /** Whether changes of this work order wait to be sent: a new one must go after them. */
  holds: (workOrderId: number) => state.entries.some((entry) => entry.workOrderId === workOrderId),

  /** Drops an entry that has not been sent (the agent took it back). */
  discard: (key: string) => forget(key),

  flush() {
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  },

  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },

  snapshot: () => state,
};
