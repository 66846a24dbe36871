/** Per-route limits for @fastify/rate-limit, keyed by client IP. */
export const RATE_LIMITS = {
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '10 minutes' },
  email: { max: 5, timeWindow: '10 minutes' },
  passwordReset: { max: 5, timeWindow: '10 minutes' },
  contact: { max: 5, timeWindow: '10 minutes' },
  invite: { max: 20, timeWindow: '10 minutes' },
} as const;

export const rateLimited = (name: keyof typeof RATE_LIMITS) => ({ rateLimit: RATE_LIMITS[name] });
