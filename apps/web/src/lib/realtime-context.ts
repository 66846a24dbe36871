import type { ServerEvent } from '@fieldhire/contract/messaging';
import { createContext, use, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeClient, RealtimeStatus } from './realtime';

/** The signed-in user's realtime connection; null for guests. Provided by the app shell. */
export const RealtimeContext = createContext<RealtimeClient | null>(null);

export function useRealtimeClient(): RealtimeClient | null {
  return use(RealtimeContext);
}

/** Calls the latest `handler` for every server event while mounted. */
export function useRealtimeEvent(handler: (event: ServerEvent) => void) {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client?.subscribe((event) => latest.current(event)), [client]);
}

export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtimeClient();
  const subscribe = useCallback(
    (onChange: () => void) => client?.onStatus(onChange) ?? (() => undefined),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => client?.status ?? 'idle',
    () => 'idle',
  );
}
