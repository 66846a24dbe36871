import type { FastifyInstance } from 'fastify';
import { safeEqual } from './crypto';
import { sendRouteNotFound } from './errors';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  socketsOpen: Gauge;
  eventsFannedOut: Counter;
  redisFallbacks: Counter<'use'>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Prometheus metrics: request latency by route, plus gauges the realtime hub updates. `/metrics`
 * answers only to `Authorization: Bearer <token>`; without a token configured, or with a wrong
 * one, it looks like no route at all.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'fieldhire_' });
  const duration = new Histogram({
    name: 'fieldhire_http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status code',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const socketsOpen = new Gauge({
    name: 'fieldhire_ws_sockets_open',
    help: 'Open WebSocket connections',
    registers: [registry],
  });
  const eventsFannedOut = new Counter({
    name: 'fieldhire_ws_events_fanned_out_total',
    help: 'Realtime events delivered to sockets',
    registers: [registry],
  });

  const redisFallbacks = new Counter({
    name: 'fieldhire_redis_fallbacks_total',
    help: 'Operations done without Redis while it was unreachable, by use (rate_limits, login_attempts, events)',
    labelNames: ['use'],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !given || !safeEqual(given, token)) return sendRouteNotFound(request, reply);
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return { registry, socketsOpen, eventsFannedOut, redisFallbacks };
}
