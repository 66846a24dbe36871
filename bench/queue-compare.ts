/**
 * Job queues compared: pg-boss 10 as the product runs it (apps/server/src/platform/queue/job-queue.ts,
 * through its `db` adapter, batches of 20 as deliver-email) against graphile-worker 0.17 (its own pg
 * pool, 20 jobs at once), each on PGlite (embedded, in this process; graphile-worker reaches it
 * through @electric-sql/pglite-socket, without prepared statements) and on PostgreSQL. For each:
 *  - enqueue: BENCH_JOBS jobs sent 10 at a time while no worker runs (jobs/s);
 *  - backlog: those jobs handled once the workers start (jobs/s);
 *  - end to end: BENCH_JOBS more sent 10 at a time while the workers run, first send to last
 *    handler start (jobs/s), with the CPU each job cost PostgreSQL and this process;
 *  - latency: BENCH_RATE jobs/s for BENCH_SECONDS, from calling send to the handler starting.
 * Workers poll every BENCH_POLL_SECONDS (0.5, pg-boss's minimum). pg-boss is also measured woken
 * by the sending process after each send, as the product does after a commit.
 *
 * Environment: DATABASE_URL (PostgreSQL server), BENCH_JOBS (5000), BENCH_RATE (100),
 * BENCH_SECONDS (10), BENCH_POLL_SECONDS (0.5), BENCH_DATABASES (pglite,postgres), BENCH_NO_WRITE.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Logger, makeWorkerUtils, run } from 'graphile-worker';
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { createJobQueue, type JobQueue } from '../apps/server/src/platform/queue/job-queue';
import { benchUrl, createBenchDatabase, dropBenchDatabase } from './bench-database';
import {
  atRate,
  inParallel,
  latencySummary,
  loadAverages,
  machine,
  ms,
  sleep,
  type LatencySummary,
} from './bench-stats';
import { cpuBetween, ownCpu, postgresCpu } from './process-cpu';
import { writeResultsSection } from './results-file';

const JOBS = Number(process.env.BENCH_JOBS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POLL_SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? 0.5);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as Kind[];
const DB_NAME = 'fieldhire_bench_queue';
const SENDERS = 10;
const IN_FLIGHT = 20;
const JOB = 'bench-job';

type Kind = 'pglite' | 'postgres';

/** A queue under test: `work` starts its workers, whose handler reports each job as it starts. */
interface Contender {
  send(seq: number): Promise<void>;
  work(started: (seq: number) => void): Promise<void>;
  /** Wakes this process's workers at once (pg-boss's notifyWorker, as the product's wake). */
  wake?(): void;
  close(): Promise<void>;
}

const log = pino({ level: 'warn' });

async function pgBoss(database: DatabaseHandle): Promise<Contender> {
  const queue = (work: boolean, started: (seq: number) => void = () => {}) => {
    const created = createJobQueue({ database, log, pollSeconds: POLL_SECONDS, work });
    created.define<{ seq: number }>({
      name: JOB,
      handle: async ({ seq }) => started(seq),
      batchSize: IN_FLIGHT,
    });
    return created;
  };
  const producer = queue(false);
  await producer.start();
  let active: JobQueue = producer;
  return {
    send: (seq) => active.send(JOB, { seq }),
    async work(started) {
      active = queue(true, started);
      await active.start();
      await producer.stop();
    },
    wake: () => active.wake(JOB),
    async close() {
      await active.stop();
      await database.close();
    },
  };
}

const quiet = new Logger(() => (level, message) => {
  if ((level as string) === 'error') console.error(`graphile-worker: ${message}`);
});

async function graphileWorker(
  connectionString: string,
  {
    noPreparedStatements,
    onClose,
  }: { noPreparedStatements: boolean; onClose: () => Promise<void> },
): Promise<Contender> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const logError = (error: Error) => console.error(`graphile-worker connection: ${error.message}`);
  pool.on('error', logError);
  pool.on('connect', (client) => client.on('error', logError));
  const utils = await makeWorkerUtils({ pgPool: pool, logger: quiet, noPreparedStatements });
  await utils.migrate();
  let runner: Awaited<ReturnType<typeof run>> | undefined;
  return {
    send: async (seq) => void (await utils.addJob(JOB, { seq })),
    async work(started) {
      runner = await run({
        pgPool: pool,
        logger: quiet,
        noPreparedStatements,
        noHandleSignals: true,
        concurrency: IN_FLIGHT,
        pollInterval: POLL_SECONDS * 1000,
        taskList: { [JOB]: async (payload) => started((payload as { seq: number }).seq) },
      });
    },
    async close() {
      await runner?.stop();
      await utils.release();
      await pool.end();
      await onClose();
    },
  };
}

async function open(kind: Kind, queue: 'pg-boss' | 'graphile-worker'): Promise<Contender> {
  if (kind === 'postgres') {
    await dropBenchDatabase(DB_NAME);
    const url = await createBenchDatabase(DB_NAME);
    return queue === 'pg-boss'
      ? pgBoss(await openDatabase({ url }))
      : graphileWorker(url, {
          noPreparedStatements: false,
          onClose: () => dropBenchDatabase(DB_NAME),
        });
  }
  if (queue === 'pg-boss') return pgBoss(await openDatabase({ pgliteDir: 'memory://' }));
  const db = await PGlite.create('memory://');
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
  await server.start();
  // Every client of pglite-socket shares one PGlite session, where prepared statement names clash.
  return graphileWorker(`postgres://postgres@${server.getServerConn()}/postgres`, {
    noPreparedStatements: true,
    onClose: async () => {
      await server.stop();
      await db.close();
    },
  });
}

/** When each job was sent, and how long after it its handler started. */
class Clock {
  sentAt = new Map<number, number>();
  latencies: number[] = [];
  handled = 0;
  next = 0;
  started = (seq: number) => {
    const sent = this.sentAt.get(seq);
    this.handled += 1;
    if (sent !== undefined) this.latencies.push(performance.now() - sent);
  };
  send(contender: Contender, wake = false) {
    const seq = this.next++;
    this.sentAt.set(seq, performance.now());
    return contender.send(seq).then(() => (wake ? contender.wake?.() : undefined));
  }
  async until(handled: number, timeoutMs = 120_000) {
    const deadline = performance.now() + timeoutMs;
    while (this.handled < handled && performance.now() < deadline) await sleep(5);
    if (this.handled < handled) throw new Error(`only ${this.handled} of ${handled} jobs handled`);
    return performance.now();
  }
}

interface Row {
  kind: Kind;
  queue: string;
  enqueue: number;
  backlog: number;
  endToEnd: number;
  cpu: { db: number; node: number };
  latency: LatencySummary;
  woken?: LatencySummary;
}

async function latencyAt(clock: Clock, contender: Contender, wake: boolean) {
  clock.latencies = [];
  const target = clock.handled + RATE * SECONDS;
  const { calls } = await atRate(RATE, RATE * SECONDS, () => clock.send(contender, wake));
  await Promise.all(calls);
  await clock.until(target);
  return latencySummary(clock.latencies);
}

async function measure(kind: Kind, queue: 'pg-boss' | 'graphile-worker'): Promise<Row> {
  const contender = await open(kind, queue);
  const clock = new Clock();
  try {
    let t0 = performance.now();
    await inParallel(JOBS, SENDERS, () => clock.send(contender));
    const enqueue = JOBS / ((performance.now() - t0) / 1000);

    t0 = performance.now();
    await contender.work(clock.started);
    const backlog = (JOBS / ((await clock.until(JOBS)) - t0)) * 1000;

    const cpuBefore = { db: postgresCpu(DB_NAME), node: ownCpu() };
    t0 = performance.now();
    await inParallel(JOBS, SENDERS, () => clock.send(contender));
    const endToEnd = (JOBS / ((await clock.until(2 * JOBS)) - t0)) * 1000;
    const cpu = {
      db: (cpuBetween(cpuBefore.db, postgresCpu(DB_NAME)) * 1000) / JOBS,
      node: (cpuBetween(cpuBefore.node, ownCpu()) * 1000) / JOBS,
    };

    const latency = await latencyAt(clock, contender, false);
    const woken = contender.wake ? await latencyAt(clock, contender, true) : undefined;
    const row = {
      kind,
      queue,
      enqueue,
      backlog,
      endToEnd,
      cpu,
      latency,
      ...(woken ? { woken } : {}),
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await contender.close();
  }
}

const latencyCells = (l: LatencySummary) =>
  `${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)}`;

function report(rows: Row[]) {
  const throughput = (row: Row) =>
    `${row.enqueue.toFixed(0)} | ${row.backlog.toFixed(0)} | ${row.endToEnd.toFixed(0)} | ` +
    `${row.kind === 'pglite' ? '-' : row.cpu.db.toFixed(2)} + ${row.cpu.node.toFixed(2)}`;
  const line = (row: Row, name: string, latency: LatencySummary, figures: string) =>
    `| ${row.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${name} | ${figures} | ${latencyCells(latency)} |`;
  return [
    '<!-- queue-compare:start -->',
    '## Job queues: pg-boss against graphile-worker',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${machine()}), ` +
      'PostgreSQL 15 on the same machine, by `npm run queue-compare -w @fieldhire/bench` ' +
      '(`bench/queue-compare.ts`), everything but PostgreSQL in one Node 20 process. pg-boss 10.4.2 ' +
      "runs as the product runs it (`createJobQueue`: pg-boss's `db` adapter, a worker fetching up to " +
      `${IN_FLIGHT} jobs a batch as deliver-email does); graphile-worker 0.17.3 runs ${IN_FLIGHT} jobs at once on its ` +
      'own `pg` pool of 10 (defaults otherwise). On PGlite (in-memory, in the process) graphile-worker ' +
      'goes through `@electric-sql/pglite-socket` on loopback, with prepared statements off ' +
      '(all clients share one PGlite session; on PostgreSQL they are on); LISTEN/NOTIFY does not reach through it, so it polls. ' +
      `Both poll every ${POLL_SECONDS} s (pg-boss's minimum). Jobs do nothing but record when they start.`,
    '',
    `Enqueue: ${JOBS.toLocaleString('en-US')} jobs sent ${SENDERS} at a time, no worker running. Backlog: ` +
      'those jobs handled once the workers start. End to end: as many again sent while the workers ' +
      'run, from the first send to the last handler start; its CPU per job is that of the ' +
      "PostgreSQL backends (the database's cost of one job) + this process (PGlite runs inside it). " +
      `Latency: ${RATE} jobs/s for ${SECONDS} s, from calling send to the handler starting. ` +
      '"woken" sends as the product does after a commit: `wake()` right after the send ' +
      "(pg-boss's notifyWorker, this process's workers only).",
    '',
    '| database | queue | enqueue jobs/s | backlog handled/s | end to end handled/s | CPU ms per job: PostgreSQL + node | latency p50 ms | p95 | p99 | max |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.flatMap((row) => [
      line(
        row,
        row.queue === 'pg-boss' ? 'pg-boss, polling' : row.queue,
        row.latency,
        throughput(row),
      ),
      ...(row.woken ? [line(row, 'pg-boss, woken', row.woken, ' | | | ')] : []),
    ]),
    '',
    `Load average (1, 5, 15 min) at the end: ${loadAverages()}; other work shared the machine.`,
    '<!-- queue-compare:end -->',
  ].join('\n');
}

const rows: Row[] = [];
try {
  for (const kind of DATABASES) {
    for (const queue of ['pg-boss', 'graphile-worker'] as const)
      rows.push(await measure(kind, queue));
  }
} finally {
  if (DATABASES.includes('postgres')) await dropBenchDatabase(DB_NAME);
}
const section = report(rows);
console.log(section);
console.log(`database URL was ${benchUrl(DB_NAME)} (dropped)`);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('queue-compare', section);
