import { useRef } from 'react';
import { ApiRequestError } from '../../../lib/api-client';

/** A random id for one user action, sent as its Idempotency-Key. */
export function newIdempotencyKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (a phone on the LAN in development is not one).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the server may have done the action although no answer came: a retry sends the same key. */
export const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;

/**
 * One key per user action: the same key for an action (by `scope`, such as "approve") until the
 * server answers it, so a retry after a lost answer is not done twice; then a new one.
 */
export function useIdempotencyKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    current: (scope: string) => {
      const existing = keys.current.get(scope);
      if (existing) return existing;
      const key = newIdempotencyKey();
      keys.current.set(scope, key);
      return key;
    },
    /** The server answered (done, or refused): the next attempt is a new action. */
    settle: (scope: string, error?: unknown) => {
      if (!error || !outcomeUnknown(error)) keys.current.delete(scope);
    },
  };
}
