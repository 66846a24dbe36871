import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowCounter } from './window-counter';

/** Per-route limits for @fastify/rate-limit, keyed by client IP. */
export const RATE_LIMITS = {
  login: { max: 20, timeWindow: '1 minute' },
  operatorLogin: { max: 10, timeWindow: '10 minutes' },
  report: { max: 20, timeWindow: '1 hour' },
  register: { max: 10, timeWindow: '10 minutes' },
  email: { max: 5, timeWindow: '10 minutes' },
  passwordReset: { max: 5, timeWindow: '10 minutes' },
  contact: { max: 5, timeWindow: '10 minutes' },
  invite: { max: 20, timeWindow: '10 minutes' },
  /** A guest's job alert mails a confirmation link to any address given. */
  guestAlert: { max: 5, timeWindow: '10 minutes' },
} as const;

export const rateLimited = (name: keyof typeof RATE_LIMITS) => ({ rateLimit: RATE_LIMITS[name] });

/** The plugin passes each route's settings, with the time window in milliseconds, to `child`. */
interface RouteLimit {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store counting with `counter` (Redis with a per-process fallback), one
 * key space per route: `{method} {url}:{client key}`.
 */
export function rateLimitStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '',
      private readonly windowMs = 60_000,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ) {
      counter
        .increment(this.scope + key, typeof timeWindow === 'number' ? timeWindow : this.windowMs)
        .then(
          ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: unknown) {
      const { timeWindow, routeInfo } = routeOptions as RouteLimit;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new CounterStore(
        undefined,
        `${method} ${routeInfo?.url ?? ''}:`,
        typeof timeWindow === 'number' ? timeWindow : this.windowMs,
      );
    }
  }
  return CounterStore;
}
