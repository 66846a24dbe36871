import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Counter } from 'prom-client';

/** What the app keeps in Redis; each has a per-process fallback while Redis is unreachable. */
export type RedisUse = 'rate_limits' | 'login_attempts' | 'events';

/** How long a request waits for one Redis command before it does without Redis. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * A client for request paths: while Redis is unreachable commands fail at once instead of waiting
 * in the offline queue for a reconnect, and a command Redis does not answer fails after
 * COMMAND_TIMEOUT_MS. ioredis keeps reconnecting (backing off to 2 s) for as long as it takes.
 */
export function createRedisClient(url: string, connectionName?: string) {
  return new Redis(url, {
    connectionName,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
  });
}

export interface RedisLink {
  readonly client: Redis;
  /** Prefix of every key and channel, so deployments can share one Redis. */
  readonly prefix: string;
  /** Whether commands can be sent now. */
  up(): boolean;
  /** For readiness: whether Redis answers a PING. */
  ping(): Promise<boolean>;
  /** Records that `use` did without Redis: a metric each time, a warning once per outage and use. */
  fellBack(use: RedisUse, error?: unknown): void;
}

/** Watches the connection: logs when Redis goes away and when it is back. */
export function watchRedis(
  client: Redis,
  { prefix, log, fallbacks }: { prefix: string; log: FastifyBaseLogger; fallbacks: Counter<'use'> },
): RedisLink {
  let state: 'starting' | 'up' | 'down' = 'starting';
  const warned = new Set<RedisUse>();
  const lost = (error?: unknown) => {
    if (state === 'down') return;
    state = 'down';
    log.warn(
      { err: error },
      'Redis is unreachable: rate limits and login attempts count per process, and events reach only this process, until it is back',
    );
  };
  client.on('error', lost);
  // A connection closed on purpose (shutdown) ends; one that Redis dropped is retried.
  client.on('close', () =>
    setImmediate(() => {
      if (client.status !== 'end') lost();
    }),
  );
  client.on('ready', () => {
    if (state === 'down')
      log.info('Redis is back: rate limits, login attempts and events use it again');
    state = 'up';
    warned.clear();
  });
  return {
    client,
    prefix,
    up: () => client.status === 'ready',
    async ping() {
      if (client.status !== 'ready') return false;
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    fellBack(use, error) {
      fallbacks.inc({ use });
      if (warned.has(use)) return;
      warned.add(use);
      log.warn(
        { err: error, use },
        `Redis unavailable: ${use.replace('_', ' ')} handled by this process alone`,
      );
    },
  };
}
