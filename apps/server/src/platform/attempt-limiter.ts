import type { Redis } from 'ioredis';

/** Counts attempts per key in a fixed window; shared across processes when Redis is given. */
export interface AttemptLimiter {
  /** Returns seconds to wait when the key is over its limit, else null. */
  blockedFor(key: string): Promise<number | null>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createAttemptLimiter(options: { max: number; windowSeconds: number; prefix: string; redis?: Redis }): AttemptLimiter {
  const { max, windowSeconds, prefix, redis } = options;
  if (redis) {
    return {
      async blockedFor(key) {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.ttl(prefix + key)]);
        return Number(count ?? 0) >= max ? Math.max(ttl, 1) : null;
      },
      async fail(key) {
        const count = await redis.incr(prefix + key);
        if (count === 1) await redis.expire(prefix + key, windowSeconds);
      },
      async reset(key) {
        await redis.del(prefix + key);
      },
    };
  }
  const counts = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= Date.now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    blockedFor(key) {
      const entry = current(key);
      return Promise.resolve(entry && entry.count >= max ? Math.ceil((entry.resetAt - Date.now()) / 1000) : null);
    },
    fail(key) {
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowSeconds * 1000 };
      entry.count += 1;
      counts.set(key, entry);
      return Promise.resolve();
    },
    reset(key) {
      counts.delete(key);
      return Promise.resolve();
    },
  };
}
