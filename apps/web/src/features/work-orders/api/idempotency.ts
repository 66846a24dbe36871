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
 * One key per user action: the same key for an action (by `scope`, such as "approve") and what it
 * sends, until the server answers it, so a retry after a lost answer is not done twice; then a new
 * one. The server refuses a key sent again with another body, so another body is another action,
 * with a key of its own.
 */
export function useIdempotencyKeys() {
  const keys = useRef(new Map<string, { key: string; body: unknown; sent: string }>());
  return {
    current: (scope: string, body?: unknown) => {
      const sent = JSON.stringify(body ?? null);
      const existing = keys.current.get(scope);
      if (existing?.sent === sent) return existing.key;
      const key = newIdempotencyKey();
      keys.current.set(scope, { key, body, sent });
      return key;
    },
    /**
     * What the action sent when its outcome is still unknown (no answer came), so a retry can send
     * the same request (a check-in its first reading of the place); else undefined.
     */
    unanswered: <T>(scope: string) => keys.current.get(scope)?.body as T | undefined,
    /** The server answered (done, or refused): the next attempt is a new action. */
    settle: (scope: string, error?: unknown) => {
      if (!error || !outcomeUnknown(error)) keys.current.delete(scope);
    },
  };
}
