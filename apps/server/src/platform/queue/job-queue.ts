import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { runPrepared, textQuery, type Database, type DatabaseHandle } from '../../db/database';

/** How a kind of background job runs: its handler, retries and batch size. */
export interface JobDefinition<T> {
  name: string;
  handle(data: T): Promise<void>;
  /** Attempts after the first; waits double from `retryDelaySeconds` (pg-boss backoff). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Jobs fetched and run at once by this process. */
  batchSize?: number;
  /** A cron line (UTC): the job is also enqueued on that schedule, once across processes. */
  cron?: string;
  /**
   * Milliseconds a `wake` waits before it starts the workers, so the jobs committed meanwhile are
   * fetched together (one fetch, one batch, one completion) rather than one at a time. 0: at once.
   */
  wakeAfterMs?: number;
}

export interface SendOptions {
  /** The caller's transaction: the job exists only if it commits. */
  tx?: Database;
  startAfterSeconds?: number;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Sends one job of `name` for each of `data`, a thousand to a statement. */
  sendMany<T extends object>(
    name: string,
    data: readonly T[],
    options?: SendOptions,
  ): Promise<void>;
  /**
   * In one statement, in the caller's transaction: `rows`, a query (an insert … returning) whose
   * rows each answer a jsonb `data`, and a job of `name` per row with that data. A row and the job
   * that works on it cost one round trip instead of two (an outbox row and its delivery).
   */
  sendForRows(name: string, rows: SQL, options: { tx: Database }): Promise<void>;
  /**
   * What `sendForRows` writes, as common table expressions for a statement of the caller's: the
   * rows (`written`, answering their `data`) and a job of `name` per row (pg-boss's `defaults` and
   * the insert `queued`), so a statement that writes something else writes these too.
   */
  jobsForRows(name: string, rows: SQL): Promise<SQL>;
  /** Starts this process's workers at once instead of at their next poll. */
  wake(name: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';
const SEND_MANY_CHUNK = 1000;
const ANALYZE_AFTER_JOBS = 5000;

/**
 * The pg-boss adapter of a drizzle transaction. Its statements (the job insert, with every change
 * that queues work) are prepared once per connection: planning the insert costs as much as running it.
 */
const bossDb = (db: Database): PgBoss.Db => ({
  async executeSql(text, values) {
    return { rows: await runPrepared(db, { text, values: values ?? [] }) };
  },
});

/** The caller's transaction, when the job must commit with it. */
const connectionOf = ({ tx }: SendOptions) => (tx ? { db: bossDb(tx) } : {});

interface JobQueueOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Seconds between polls of an idle worker (pg-boss's minimum is 0.5). */
  pollSeconds: number;
  /** False in processes that only enqueue (they still send and schedule nothing). */
  work: boolean;
}

/** PostgreSQL's codes for losing a race to create the same object: deadlock, duplicates. */
const RACE_CODES = new Set(['40P01', '23505', '42P07', '42710']);
const SETUP_TRIES = 6;

/**
 * Runs one step of setting up the queue's tables and queues, again when another process starting
 * at the same moment won the race to create the same object (the step is idempotent).
 */
async function settingUp<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= SETUP_TRIES || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400 * attempt));
    }
  }
}

/**
 * Durable background work on PostgreSQL (pg-boss, on either driver): a job sent inside a
 * transaction is committed with it, any process's worker runs it, and a failed run is retried
 * with backoff; a job whose process died while running it is retried when it expires.
 */
export function createJobQueue({ database, log, pollSeconds, work }: JobQueueOptions): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const workerIds = new Map<string, string>();
  // pg-boss's stop does not wait for a fetch already under way (whose jobs then run) nor for the
  // completion it sends without awaiting: stop waits for every query and batch, so none runs after
  // the database is closed.
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    pending.add(work);
    work.then(
      () => pending.delete(work),
      () => pending.delete(work),
    );
    return work;
  };
  const executeSql = (text: string, values?: unknown[]) => track(database.executeSql(text, values));
  const boss = new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    supervise: work,
    schedule: work,
    migrate: true,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  let started = false;
  /** Wakes waiting for their definition's `wakeAfterMs`, by job name. */
  const wakes = new Map<string, NodeJS.Timeout>();

  /**
   * pg-boss takes the next jobs of a queue in priority and creation order, which its own indexes
   * do not hold: with a backlog every fetch sorted every waiting job (400 ms at 100,000). This
   * index gives them in that order. Processes starting at once may race to make it; one wins.
   */
  async function addFetchOrderIndex() {
    await executeSql(
      `CREATE INDEX IF NOT EXISTS job_fetch_order ON ${SCHEMA}.job (name, priority DESC, created_on, id)
       WHERE state < 'active'`,
    );
  }

  /**
   * pg-boss's own statement that inserts jobs from a JSON list ($1) with its defaults ($2…$6), as
   * `insert` runs it, split where the rows of `sendForRows` go in; null if its text is not as
   * expected (another pg-boss), and then `sendForRows` takes two statements.
   */
  let insertParts: Promise<{ defaults: string; insert: string; tail: string } | null> | undefined;
  const insertStatement = () =>
    (insertParts ??= (async () => {
      let text = '';
      await boss.insert([], {
        db: {
          executeSql(statement: string) {
            text = statement;
            return Promise.resolve({ rows: [] });
          },
        },
      });
      const start = text.indexOf('WITH defaults as');
      const insert = text.indexOf('INSERT INTO');
      const list = text.indexOf('json_to_recordset($1)');
      if (start < 0 || insert < start || list < insert || /\$1\b/.test(text.slice(list + 21)))
        return null;
      return {
        defaults: text.slice(start + 'WITH '.length, insert),
        insert: text.slice(insert, list + 'json_to_recordset('.length),
        tail: text.slice(list + 'json_to_recordset($1'.length),
      };
    })());

  /** How pg-boss stores a job of `name`: its definition's retries, and when it may start. */
  function settingsOf(name: string, { startAfterSeconds }: SendOptions) {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`Unknown background job ${name}.`);
    return {
      // A moment rather than seconds: pg-boss reads a number as an interval in a CASE whose other
      // branch casts it to a timestamp, which the embedded database folds and refuses.
      ...(startAfterSeconds ? { startAfter: new Date(Date.now() + startAfterSeconds * 1000) } : {}),
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 5,
      retryBackoff: true,
    };
  }

  async function runBatch(definition: JobDefinition<object>, jobs: PgBoss.Job<object>[]) {
    const failed: { id: string; error: unknown }[] = [];
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await definition.handle(job.data);
        } catch (error) {
          failed.push({ id: job.id, error });
        }
      }),
    );
    for (const { id, error } of failed) {
      log.warn(
        { err: error, job: definition.name, id },
        'background job failed; it will be retried',
      );
      // Recording the failure can fail too (the database is closing): the job then expires and is retried.
      await boss
        .fail(definition.name, id, {
          message: error instanceof Error ? error.message : String(error),
        })
        .catch((failure: unknown) =>
          log.warn({ err: failure, job: definition.name, id }, 'could not record a failed job'),
        );
    }
    // A full batch suggests more are waiting: fetch again now rather than after the poll interval.
    const workerId = workerIds.get(definition.name);
    if (jobs.length === (definition.batchSize ?? 1) && workerId) boss.notifyWorker(workerId);
  }

  async function jobsForRows(name: string, rows: SQL) {
    const parts = await insertStatement();
    if (!parts) throw new Error("pg-boss's job insert is not as job-queue.ts expects.");
    const settings = settingsOf(name, {});
    // pg-boss's defaults ($2…$6) are its constructor's, none of which is set here.
    const defaults = [null, null, null, null, null, null];
    return sql`written AS (${rows}), ${textQuery(parts.defaults, defaults)},
      queued AS (${textQuery(parts.insert, defaults)}(
        select coalesce(json_agg(json_build_object(
          'name', ${name}::text, 'data', w.data, 'retryLimit', ${settings.retryLimit}::int,
          'retryDelay', ${settings.retryDelay}::int, 'retryBackoff', ${settings.retryBackoff}::bool)), '[]')
        from written w)${textQuery(parts.tail, defaults)})`;
  }

  async function send(name: string, data: object, options: SendOptions = {}) {
    await boss.send(name, data, { ...connectionOf(options), ...settingsOf(name, options) });
  }

  return {
    define(definition) {
      if (started) throw new Error(`Job ${definition.name} was defined after the queue started.`);
      definitions.set(definition.name, definition);
    },
    send,
    async sendMany(name, data, options = {}) {
      const settings = settingsOf(name, options);
      for (let from = 0; from < data.length; from += SEND_MANY_CHUNK) {
        await boss.insert(
          data
            .slice(from, from + SEND_MANY_CHUNK)
            .map((item) => ({ name, data: item, ...settings })),
          connectionOf(options),
        );
      }
      // Statistics from before such a burst make pg-boss's fetch join by scanning every waiting
      // job (a second a fetch at 100,000) until autovacuum analyzes; analyzing now keeps it quick.
      if (data.length >= ANALYZE_AFTER_JOBS) {
        const statement = `ANALYZE ${SCHEMA}.job`;
        if (options.tx) await options.tx.execute(sql.raw(statement));
        else await executeSql(statement);
      }
    },
    async sendForRows(name, rows, { tx }) {
      if (!(await insertStatement())) {
        const written = await runPrepared<{ data: object }>(tx, rows);
        for (const row of written) await send(name, row.data, { tx });
        return;
      }
      await runPrepared(tx, sql`WITH ${await jobsForRows(name, rows)} select 1`);
    },
    jobsForRows,
    wake(name) {
      const workerId = workerIds.get(name);
      if (!workerId || wakes.has(name)) return;
      const after = definitions.get(name)?.wakeAfterMs ?? 0;
      if (after <= 0) return boss.notifyWorker(workerId);
      const timer = setTimeout(() => {
        wakes.delete(name);
        if (started) boss.notifyWorker(workerId);
      }, after);
      timer.unref();
      wakes.set(name, timer);
    },
    async start() {
      started = true;
      // Two processes creating the schema at once collide before pg-boss's own install lock;
      // made first here, it already exists for both.
      await settingUp(() => executeSql(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`));
      await boss.start();
      await settingUp(addFetchOrderIndex);
      for (const definition of definitions.values()) {
        await settingUp(() =>
          boss.createQueue(definition.name, { name: definition.name, policy: 'standard' }),
        );
        if (!work) continue;
        const id = await boss.work<object>(
          definition.name,
          { batchSize: definition.batchSize ?? 1, pollingIntervalSeconds: pollSeconds },
          (jobs) => track(runBatch(definition, jobs)),
        );
        workerIds.set(definition.name, id);
        if (definition.cron)
          await settingUp(() => boss.schedule(definition.name, definition.cron!, {}));
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      for (const timer of wakes.values()) clearTimeout(timer);
      wakes.clear();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
      // A turn of the event loop lets what a settled query sets off (a batch, a completion) begin.
      do {
        await Promise.allSettled([...pending]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (pending.size > 0);
    },
  };
}
