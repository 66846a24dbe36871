import type { WindowCounter } from './window-counter';

/** Counts failed attempts per key in a fixed window. */
export interface AttemptLimiter {
  /** Returns seconds to wait when the key is over its limit, else null. */
  blockedFor(key: string): Promise<number | null>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createAttemptLimiter(options: {
  max: number;
  windowSeconds: number;
  counter: WindowCounter;
}): AttemptLimiter {
  const { max, windowSeconds, counter } = options;
  return {
    async blockedFor(key) {
      const { count, resetInMs } = await counter.peek(key);
      return count >= max ? Math.max(Math.ceil(resetInMs / 1000), 1) : null;
    },
    async fail(key) {
      await counter.increment(key, windowSeconds * 1000);
    },
    reset: (key) => counter.clear(key),
  };
}
