import { useSyncExternalStore } from 'react';
import { outbox, type OutboxState } from './outbox';

const serverState: OutboxState = { entries: [], progress: {}, waiting: false };

/** The outbox as it changes; `workOrderId` keeps the entries of one work order. */
export function useOutbox(workOrderId?: number): OutboxState {
  const state = useSyncExternalStore(outbox.subscribe, outbox.snapshot, () => serverState);
  if (workOrderId === undefined) return state;
  return { ...state, entries: state.entries.filter((each) => each.workOrderId === workOrderId) };
}
