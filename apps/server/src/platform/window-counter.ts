import type { Redis } from 'ioredis';
import type { RedisLink, RedisUse } from './redis';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends; 0 when no window is running. */
  resetInMs: number;
}

/** Counts per key in fixed windows: rate limits and failed logins. */
export interface WindowCounter {
  /** Adds one, starting a window of `windowMs` when none is running for the key. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  clear(key: string): Promise<void>;
}

const MAX_MEMORY_KEYS = 10_000;

/** Counts in this process, keeping at most MAX_MEMORY_KEYS keys (the oldest go first). */
export function createMemoryCounter(): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= Date.now()) windows.delete(key);
    return windows.get(key);
  };
  const countOf = (entry: { count: number; resetAt: number } | undefined): WindowCount =>
    entry
      ? { count: entry.count, resetInMs: entry.resetAt - Date.now() }
      : { count: 0, resetInMs: 0 };
  return {
    increment(key, windowMs) {
      let entry = current(key);
      if (!entry) {
        if (windows.size >= MAX_MEMORY_KEYS) windows.delete(windows.keys().next().value!);
        entry = { count: 0, resetAt: Date.now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return Promise.resolve(countOf(entry));
    },
    peek: (key) => Promise.resolve(countOf(current(key))),
    clear(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Counts in Redis under `prefix`, shared by every process. */
export function createRedisCounter(redis: Redis, prefix: string): WindowCounter {
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [[countError, count], [ttlError, ttl]] = ((await redis
        .pipeline()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) ?? []) as [[Error | null, string | null], [Error | null, number]];
      const failed = countError ?? ttlError;
      if (failed) throw failed;
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Counts in Redis while it answers, else in this process (reported to `link` as a fallback), so a
 * Redis outage loosens limits to per-process ones instead of failing requests. Counts made during
 * an outage stay in the process; once Redis is back, counting goes on from what Redis holds.
 */
export function createWindowCounter(options: {
  link?: RedisLink;
  namespace: string;
  use: RedisUse;
}): WindowCounter {
  const memory = createMemoryCounter();
  const { link: given, namespace, use } = options;
  if (!given) return memory;
  const link = given;
  const redis = createRedisCounter(link.client, link.prefix + namespace);
  async function either<R>(call: (counter: WindowCounter) => Promise<R>): Promise<R> {
    if (link.up()) {
      try {
        return await call(redis);
      } catch (error) {
        link.fellBack(use, error);
      }
    } else {
      link.fellBack(use);
    }
    return call(memory);
  }
  return {
    increment: (key, windowMs) => either((counter) => counter.increment(key, windowMs)),
    peek: (key) => either((counter) => counter.peek(key)),
    clear: (key) => either((counter) => counter.clear(key)),
  };
}
