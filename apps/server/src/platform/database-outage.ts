import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { DATABASE_UNAVAILABLE_DETAIL, ERROR_CODES } from '@fieldhire/contract/error-codes';
import type { DatabaseHandle } from '../db/database';

/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says when it gives up waiting or its connection is gone. */
const DRIVER_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'is not queryable',
  'Client was closed',
];
/**
 * SQLSTATEs of a database that cannot serve now: a connection exception (class 08), the server
 * shutting down or starting (57P01-57P03), too many connections (53300), or a session ended idle in
 * its transaction (25P03).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|25P03)$/;

const STATEMENT_TIMED_OUT = '57014';

/**
 * Whether `error` (possibly wrapped by drizzle) says the database could not be reached or answer;
 * `reachable` leaves out a statement that ran past its timeout on a database that answers.
 */
export function isDatabaseUnavailable(error: unknown, { reachable = true } = {}): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (code === STATEMENT_TIMED_OUT) return reachable;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)))
      return true;
    if (
      DRIVER_MESSAGES.some(
        (message) => current instanceof Error && current.message.includes(message),
      )
    )
      return true;
  }
  return false;
}

export interface DatabaseOutageOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** How often a database found unreachable is asked again. */
  probeIntervalMs?: number;
  /** How long a probe waits for its answer. */
  probeTimeoutMs?: number;
  retryAfterSeconds?: number;
}

/** What `work` resolves to, or 'late' when it has not within `timeoutMs` (it is not stopped). */
export async function withinDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the database answered a trivial query within `timeoutMs`. */
const databaseAnswers = async (database: DatabaseHandle, timeoutMs: number) =>
  (await withinDeadline(
    database.executeSql('SELECT 1').then(
      () => true,
      () => false,
    ),
    timeoutMs,
  )) === true;

/**
 * Once a request fails because PostgreSQL cannot be reached or does not answer, new API calls are
 * answered 503 with Retry-After at once, before any other work, instead of each waiting for its own
 * timeout; a probe asks the database again every second and lets them through once it answers.
 * Pages, health checks and metrics are never refused. The embedded database runs in the process
 * and has no outage of its own.
 */
export function watchDatabaseOutage(app: FastifyInstance, options: DatabaseOutageOptions) {
  const { database, log, probeIntervalMs = 1_000, probeTimeoutMs = 1_500 } = options;
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  let since: number | null = null;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  const unavailable = (reply: FastifyReply) =>
    reply
      .status(503)
      .header('retry-after', retryAfter)
      .send({ detail: DATABASE_UNAVAILABLE_DETAIL, code: ERROR_CODES.unavailable });

  function scheduleProbe() {
    probe = setTimeout(() => {
      void databaseAnswers(database, probeTimeoutMs).then((answers) => {
        if (closed) return;
        if (!answers) return scheduleProbe();
        log.info({ downForMs: Date.now() - since! }, 'the database answers again');
        since = null;
        probe = undefined;
      });
    }, probeIntervalMs);
    probe.unref();
  }

  if (database.kind === 'postgres')
    app.addHook('onRequest', async (request, reply) => {
      if (since === null || !request.url.startsWith('/api/')) return;
      return unavailable(reply);
    });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(probe);
  });

  return {
    /** Whether new API calls are refused now. */
    get down() {
      return since !== null;
    },
    /** An error a request met: when it says the database is unreachable, refuse calls until it answers. */
    noteError(error: unknown) {
      if (database.kind !== 'postgres' || since !== null) return;
      if (!isDatabaseUnavailable(error, { reachable: false })) return;
      since = Date.now();
      log.warn(
        { err: error },
        'the database cannot be reached: refusing API calls until it answers',
      );
      scheduleProbe();
    },
    unavailable,
  };
}
export type DatabaseOutage = ReturnType<typeof watchDatabaseOutage>;
