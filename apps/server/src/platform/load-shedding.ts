import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@fieldhire/contract/errors';

export interface LoadSheddingOptions {
  /** Shed new requests while the event loop's mean delay over the last sample is above this. */
  maxEventLoopDelayMs: number;
  /** Shed new requests while this many are already being answered. */
  maxInFlight: number;
  sampleIntervalMs?: number;
  retryAfterSeconds?: number;
}

/**
 * Only API calls are refused. Pages and their scripts are files (refusing them leaves a blank page),
 * and health checks and metrics must answer a busy process as they always do.
 */
const isShedable = (path: string) => path.startsWith('/api/');

const RESOLUTION_MS = 10;

/**
 * Answers 503 with Retry-After at once, before any other work, while the process is behind: its
 * event loop runs late (CPU saturated, a long synchronous task, GC) or too many requests wait for
 * their answer. A client then retries shortly instead of queueing behind everyone for seconds.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const {
    maxEventLoopDelayMs,
    maxInFlight,
    sampleIntervalMs = 500,
    retryAfterSeconds = 1,
  } = options;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let delayMs = 0;
  let lastSample = performance.now();
  const sample = () => {
    const now = performance.now();
    // A blocked loop delays this timer too, and a loop blocked for the whole window leaves the
    // histogram empty: the timer's own lateness is the other measure.
    const late = now - lastSample - sampleIntervalMs;
    lastSample = now;
    const mean = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : 0;
    delayMs = Math.max(0, mean, late);
    histogram.reset();
  };
  const timer = setInterval(sample, sampleIntervalMs);
  timer.unref();
  let inFlight = 0;

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (!isShedable(path)) return;
    if (delayMs > maxEventLoopDelayMs || inFlight >= maxInFlight) {
      request.log.warn({ eventLoopDelayMs: Math.round(delayMs), inFlight }, 'shedding load');
      return reply.status(503).header('retry-after', String(retryAfterSeconds)).send({
        detail: 'The server is busy. Please try again in a moment.',
        code: ERROR_CODES.overloaded,
      });
    }
    inFlight += 1;
    // Counted down once, whether the answer was sent or the client went away first.
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
    };
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return {
    /** The event loop delay of the last sample, in milliseconds. */
    get eventLoopDelayMs() {
      return delayMs;
    },
    get inFlight() {
      return inFlight;
    },
  };
}
