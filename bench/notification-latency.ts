/**
 * Notification latency: the real server on PostgreSQL (one process, workers on, SMTP to a sink in
 * this process). An employer logs in and posts jobs, field agents apply (BENCH_APPLICANTS_PER_JOB
 * to each job) and open their WebSockets; then the employer moves applicants through the pipeline
 * (reviewed, shortlisted, approved, rejected: one candidate after another) at each of BENCH_RATES
 * changes/s for BENCH_SECONDS, after a warm-up in which other applicants go through every move.
 * Measured: from sending `PATCH /api/applicants/{id}/` to the candidate's socket receiving
 * `{ type: "notification" }`, and, for the queue, from the same PATCH to the status email (a
 * deliver-email job) reaching the SMTP sink. Target: p99 under 50 ms at 200 changes/s.
 *
 * Environment: DATABASE_URL (PostgreSQL server), BENCH_RATES (20,50,200), BENCH_SECONDS (20),
 * BENCH_CANDIDATES (enough for every change), BENCH_APPLICANTS_PER_JOB (25), BENCH_PORT (3980),
 * BENCH_ORDER (`by-job`, or `across-jobs`: see ORDER),
 * BENCH_NO_WRITE, BENCH_STATEMENTS (print each step's costliest statements from
 * pg_stat_statements, when the PostgreSQL server preloads it).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { REALTIME_PATH } from '@fieldhire/contract/realtime';
import { queryRows, type Database } from '../apps/server/src/db/database';
import { seedBenchEmployer } from './bench-employer';
import { hashPassword, sha256 } from '../apps/server/src/platform/crypto';
import { benchUrl, dropBenchDatabase, openBenchDatabase } from './bench-database';
import { jobInput } from '../apps/server/test/job-input';
import { startServer, stopServer, type BenchServer } from './bench-server';
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
import { cpuBetween, cpuSeconds, postgresCpu } from './process-cpu';
import { writeResultsSection } from './results-file';
import { startSmtpSink } from './smtp-sink';

const RATES = (process.env.BENCH_RATES ?? '20,50,200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CHANGES = RATES.reduce((sum, rate) => sum + rate * SECONDS, 0);
const PORT = Number(process.env.BENCH_PORT ?? 3980);
const DB_NAME = 'fieldhire_bench_notify';
const PASSWORD = 'bench-employer-password';
const MOVES = ['reviewed', 'shortlisted', 'approved', 'rejected'] as const;
/** Each applicant can move four times. */
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? Math.ceil(CHANGES / MOVES.length));
/** A status change answers the job with all its applicants, so their number per job matters (at most 50, a job's most openings). */
const PER_JOB = Number(process.env.BENCH_APPLICANTS_PER_JOB ?? 25);
/**
 * Applicants of their own jobs who go through every move before the measured steps, several at
 * once, so that each move's code and statements are warm on the server's connections, as on a
 * server that has been up a while. They are the last applicants, after the measured ones.
 */
const WARM_UP_CANDIDATES = 2 * PER_JOB;
/**
 * Which candidate each move takes next: `by-job` moves a job's applicants one after another, so a
 * company's consecutive approvals all wait for the same job's row; `across-jobs` takes one
 * applicant of each job in turn, as changes spread over a marketplace's jobs do.
 */
const ORDER = process.env.BENCH_ORDER === 'across-jobs' ? 'across-jobs' : 'by-job';
const SEEDED = CANDIDATES + WARM_UP_CANDIDATES;
const JOBS = Math.ceil(SEEDED / PER_JOB);

/** The measured candidates in the order the moves take them. */
const candidateOrder = Array.from({ length: CANDIDATES }, (_, i) => i);
if (ORDER === 'across-jobs') candidateOrder.sort((a, b) => (a % PER_JOB) - (b % PER_JOB) || a - b);

const tokenOf = (i: number) =>
  createHash('sha256').update(`fieldhire-notify-${i}`).digest('hex').slice(0, 40);
const emailOf = (i: number) => `notify${i}@bench.test`;

/** The employer, its company and job posts; candidates with the tokens a login would have given them. */
async function seed(db: Database) {
  await seedBenchEmployer(db, {
    username: 'bench_notify_employer',
    passwordHash: await hashPassword(PASSWORD),
    jobPosts: JOBS,
  });
  for (let start = 0; start < SEEDED; start += 500) {
    const batch = Array.from({ length: Math.min(500, SEEDED - start) }, (_, k) => start + k);
    const users = await queryRows<{ id: number }>(
      db,
      sql`insert into users (username, email, password_hash, first_name, last_name, role, email_verified)
        values ${sql.join(
          batch.map(
            (i) =>
              sql`(${`bench_notify_${i}`}, ${emailOf(i)}, 'unusable', 'Agent', ${String(i)}, 'candidate', true)`,
          ),
          sql`, `,
        )}
        returning id`,
    );
    await db.execute(
      sql`insert into auth_tokens (user_id, token_hash, expires_at) values ${sql.join(
        users.map(
          (user, k) => sql`(${user.id}, ${sha256(tokenOf(batch[k]!))}, now() + interval '1 day')`,
        ),
        sql`, `,
      )}`,
    );
  }
}

/** The headers of a signed-in request the way the web client sends them: token, CSRF cookie and header. */
const sessionHeaders = (token: string, csrf: string) => ({
  authorization: `Token ${token}`,
  'content-type': 'application/json',
  'x-csrftoken': csrf,
  cookie: `csrftoken=${csrf}`,
});

/** A JSON call the way the web client makes it; one shed under load (503) is sent again. */
async function call(
  server: BenchServer,
  token: string,
  csrf: string,
  method: string,
  path: string,
  body: unknown,
) {
  let response: Response;
  for (let attempt = 1; ; attempt += 1) {
    response = await fetch(`${server.url}${path}`, {
      method,
      headers: sessionHeaders(token, csrf),
      body: JSON.stringify(body),
    });
    if (response.status !== 503 || attempt >= 20) break;
    await response.arrayBuffer();
    await sleep(250);
  }
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A status change as a browser sends it (compressed answers accepted), over kept-alive
 * connections; the answer's bytes are read but not decompressed or parsed, so the load generator
 * costs the shared cores as little as it can.
 */
function changeStatus(
  server: BenchServer,
  token: string,
  csrf: string,
  path: string,
  status: string,
) {
  const payload = JSON.stringify({ status });
  return new Promise<void>((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      {
        method: 'PATCH',
        agent: keepAlive,
        headers: {
          ...sessionHeaders(token, csrf),
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'br, gzip',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`PATCH ${path} answered ${response.statusCode}`)),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Logs the employer in, posts the jobs and has every candidate apply; answers what the run needs. */
async function marketplace(server: BenchServer) {
  const fresh = (await (await fetch(`${server.url}/api/refresh-csrf/`)).json()) as {
    csrfToken: string;
  };
  const login = await fetch(`${server.url}/api/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': fresh.csrfToken,
      cookie: `csrftoken=${fresh.csrfToken}`,
    },
    body: JSON.stringify({ username: 'bench_notify_employer', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const { token, csrfToken: csrf } = (await login.json()) as { token: string; csrfToken: string };
  const jobs: number[] = [];
  await inParallel(JOBS, 5, async (j) => {
    jobs[j] = (
      await call(
        server,
        token,
        csrf,
        'POST',
        '/api/jobs/',
        // An opening for every applicant, so each approval assigns the work.
        { ...jobInput(`Exterior inspection ${j + 1} in Austin`), openings: PER_JOB },
      )
    ).id as number;
  });
  const applications: number[] = [];
  await inParallel(SEEDED, 10, async (i) => {
    const applied = await call(server, tokenOf(i), csrf, 'POST', '/api/apply/', {
      job_id: jobs[Math.floor(i / PER_JOB)],
      message: 'I am nearby and free this week.',
    });
    applications[i] = (applied.application as { id: number }).id;
  });
  return { token, csrf, applications };
}

type Move = (typeof MOVES)[number];

/** When each candidate's pending change was sent, and the latencies of its socket event and email. */
class Tracker {
  /** Each candidate's pending change: when it was sent and the move it makes. */
  pendingChanges = new Map<number, { sentAt: number; move: Move }>();
  emailSentAt = new Map<string, number>();
  notified: number[] = [];
  notifiedByMove = new Map<Move, number[]>();
  emailed: number[] = [];
  acks: number[] = [];
  failures = 0;

  onFrame(candidate: number, data: WebSocket.RawData) {
    if (!(data as Buffer).toString().startsWith('{"type":"notification"')) return;
    const change = this.pendingChanges.get(candidate);
    if (!change) return;
    this.pendingChanges.delete(candidate);
    const latency = performance.now() - change.sentAt;
    this.notified.push(latency);
    const { move } = change;
    const ofMove = this.notifiedByMove.get(move) ?? [];
    ofMove.push(latency);
    this.notifiedByMove.set(move, ofMove);
  }

  onEmail = (recipients: string[]) => {
    for (const recipient of recipients) {
      const sent = this.emailSentAt.get(recipient);
      if (sent === undefined) continue;
      this.emailSentAt.delete(recipient);
      this.emailed.push(performance.now() - sent);
    }
  };

  reset() {
    this.pendingChanges.clear();
    this.emailSentAt.clear();
    this.notified = [];
    this.notifiedByMove.clear();
    this.emailed = [];
    this.acks = [];
    this.failures = 0;
  }
}

async function openSockets(server: BenchServer, tracker: Tracker) {
  const sockets: WebSocket[] = [];
  await inParallel(SEEDED, 50, async (i) => {
    const url = new URL(REALTIME_PATH, server.url.replace('http', 'ws'));
    url.searchParams.set('token', tokenOf(i));
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('message', () => resolve());
      ws.once('error', reject);
    });
    ws.on('message', (data) => tracker.onFrame(i, data));
    sockets[i] = ws;
  });
  return sockets;
}

interface Step {
  rate: number;
  achieved: number;
  sent: number;
  failures: number;
  notification: LatencySummary;
  /**
   * The notification's latency by move: an approval takes an opening of the job and a rejection
   * gives it back, each holding the job's row until its commit, so consecutive changes of one job
   * wait for each other there.
   */
  byMove: Partial<Record<Move, LatencySummary>>;
  patch: LatencySummary;
  email: LatencySummary;
  /** CPU ms per change: the server process, its PostgreSQL backends, this load generator. */
  cpu: { server: number; db: number; generator: number };
  /** The load generator's own event-loop delay, ms (p99, max): how late it may see an event. */
  generatorDelay: { p99: number; max: number };
}

const STATEMENTS = Boolean(process.env.BENCH_STATEMENTS);

/** Empties pg_stat_statements (BENCH_STATEMENTS only). */
async function resetStatements(db: Database) {
  if (STATEMENTS) await db.execute(sql`select pg_stat_statements_reset()`);
}

/** The statements that cost PostgreSQL most over a step, per change (BENCH_STATEMENTS only). */
async function printStatements(db: Database, changes: number) {
  if (!STATEMENTS) return;
  const rows = await queryRows<{
    ms: number;
    plan: number;
    calls: number;
    rows: number;
    query: string;
  }>(
    db,
    sql`select (total_exec_time + total_plan_time)::float8 as ms, total_plan_time::float8 as plan,
          calls::int as calls, rows::int as rows, query
        from pg_stat_statements s join pg_database d on d.oid = s.dbid
        where d.datname = current_database()
        order by total_exec_time + total_plan_time desc limit 60`,
  );
  const [all] = await queryRows<{ ms: number; calls: number }>(
    db,
    sql`select sum(total_exec_time + total_plan_time)::float8 as ms, sum(calls)::int as calls
        from pg_stat_statements s join pg_database d on d.oid = s.dbid
        where d.datname = current_database()`,
  );
  console.log(
    `statements: ${(all!.calls / changes).toFixed(1)} per change, ` +
      `${(all!.ms / changes).toFixed(2)} ms per change (planning and lock waits included)`,
  );
  for (const row of rows)
    console.log(
      `${(row.ms / changes).toFixed(3)} ms/change (plan ${(row.plan / changes).toFixed(3)}) ` +
        `${(row.calls / changes).toFixed(2)} calls/change ${row.rows} rows: ` +
        row.query.replace(/\s+/g, ' ').slice(0, 300),
    );
}

/** Moves the warm-up applicants through every move, ten changes at a time. */
async function warmUp(server: BenchServer, run: Awaited<ReturnType<typeof marketplace>>) {
  for (const status of MOVES)
    await inParallel(WARM_UP_CANDIDATES, 10, (w) =>
      changeStatus(
        server,
        run.token,
        run.csrf,
        `/api/applicants/${run.applications[CANDIDATES + w]}/`,
        status,
      ),
    );
}

async function drive(
  server: BenchServer,
  run: Awaited<ReturnType<typeof marketplace>>,
  tracker: Tracker,
  first: number,
  count: number,
  rate: number,
) {
  tracker.reset();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const cpu = () => ({
    server: cpuSeconds([server.child.pid!]),
    db: postgresCpu(DB_NAME),
    generator: process.cpuUsage(),
  });
  const before = cpu();
  const { calls, achieved } = await atRate(rate, count, async (k) => {
    const change = first + k;
    const candidate = candidateOrder[change % CANDIDATES]!;
    const status = MOVES[Math.floor(change / CANDIDATES)]!;
    const sent = performance.now();
    tracker.pendingChanges.set(candidate, { sentAt: sent, move: status });
    tracker.emailSentAt.set(emailOf(candidate), sent);
    try {
      await changeStatus(
        server,
        run.token,
        run.csrf,
        `/api/applicants/${run.applications[candidate]}/`,
        status,
      );
      tracker.acks.push(performance.now() - sent);
    } catch {
      tracker.failures += 1;
      tracker.pendingChanges.delete(candidate);
      tracker.emailSentAt.delete(emailOf(candidate));
    }
  });
  await Promise.all(calls);
  const deadline = performance.now() + 10_000;
  while (
    (tracker.pendingChanges.size > 0 || tracker.emailSentAt.size > 0) &&
    performance.now() < deadline
  )
    await sleep(20);
  const after = cpu();
  loopDelay.disable();
  return {
    rate,
    achieved,
    sent: count,
    failures: tracker.failures,
    generatorDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
    notification: latencySummary(tracker.notified),
    byMove: Object.fromEntries(
      [...tracker.notifiedByMove].map(([move, latencies]) => [move, latencySummary(latencies)]),
    ),
    patch: latencySummary(tracker.acks),
    email: latencySummary(tracker.emailed),
    cpu: {
      server: (cpuBetween(before.server, after.server) * 1000) / count,
      db: (cpuBetween(before.db, after.db) * 1000) / count,
      generator: cpuMs(process.cpuUsage(before.generator)) / count,
    },
  };
}

const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

function report(steps: Step[]) {
  const cells = (l: LatencySummary) => `${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)}`;
  return [
    '<!-- notification-latency:start -->',
    '## Notifications: status change to socket event',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${machine()}), ` +
      'PostgreSQL 15 on the same machine, by `npm run notification-latency -w @fieldhire/bench` ' +
      '(`bench/notification-latency.ts`). It starts the real server (`apps/server/src/main.ts`, one process, ' +
      'queue workers on, `SMTP_URL` pointing to an SMTP sink in the benchmark process) on a fresh database; ' +
      `an employer logs in (\`POST /api/login/\`) and posts ${JOBS} jobs, ${SEEDED.toLocaleString('en-US')} field ` +
      `agents (their tokens written as a login writes them) apply through the API, ${PER_JOB} to each job, and open their ` +
      `WebSockets. Then the employer moves applicants at each rate for ${SECONDS} s (after a warm-up in which ` +
      `${WARM_UP_CANDIDATES} of them, the last, go through every move, ten changes at a time), ` +
      `one candidate after another (${ORDER === 'by-job' ? "a job's applicants in a row" : 'one applicant of each job in turn'}, BENCH_ORDER=${ORDER}) ` +
      'through reviewed, shortlisted, approved (each job has an opening per ' +
      'applicant, so approval assigns the work: a work order) and rejected (which cancels it). Each change writes ' +
      "the notification and queues its email (outbox row + deliver-email job) in the change's transaction; " +
      'after the commit the socket event goes out and the worker is woken.',
    '',
    "Notification: from sending `PATCH /api/applicants/{id}/` to the candidate's socket receiving " +
      '`{ type: "notification" }`. PATCH: until its answer. Email: from the same PATCH to the status email ' +
      "reaching the SMTP sink (the queue's path: commit, wake, fetch, deliver). CPU per change: the server " +
      "process's and its PostgreSQL backends', then this benchmark's own process (the HTTP client, the candidates' " +
      'sockets and the SMTP sink), which shares the cores, and how late its event loop ran (an event it hears late counts as that much slower). ' +
      'Target: notification p99 under 50 ms at 200 changes/s.',
    '',
    '| changes/s (achieved) | notified / sent (failed) | notification p50 ms | p95 | p99 | max | PATCH p50 ms | p99 | email p50 ms | p99 | CPU ms per change: server + PostgreSQL | load generator | its event-loop delay p99 / max ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...steps.map(
      (s) =>
        `| ${s.rate} (${s.achieved.toFixed(0)}) | ${s.notification.count} / ${s.sent} (${s.failures}) | ` +
        `${cells(s.notification)} | ${ms(s.patch.p50)} | ${ms(s.patch.p99)} | ${ms(s.email.p50)} | ${ms(s.email.p99)} | ` +
        `${s.cpu.server.toFixed(2)} + ${s.cpu.db.toFixed(2)} | ${s.cpu.generator.toFixed(2)} | ` +
        `${ms(s.generatorDelay.p99)} / ${ms(s.generatorDelay.max)} |`,
    ),
    '',
    "The notification by move (approvals and rejections each hold the job's row, and the company's " +
      'reliability record, until their commit): count, p50 and p99 ms.',
    '',
    `| changes/s | ${MOVES.join(' | ')} |`,
    `|---|${MOVES.map(() => '---|').join('')}`,
    ...steps.map(
      (s) =>
        `| ${s.rate} | ` +
        MOVES.map((move) => {
          const latency = s.byMove[move];
          return latency ? `${latency.count}: ${ms(latency.p50)} / ${ms(latency.p99)}` : '-';
        }).join(' | ') +
        ' |',
    ),
    '',
    `Load average (1, 5, 15 min) at the end: ${loadAverages()}; other work shared the machine.`,
    '<!-- notification-latency:end -->',
  ].join('\n');
}

await dropBenchDatabase(DB_NAME);
const database = await openBenchDatabase(DB_NAME);
if (STATEMENTS) await database.db.execute(sql`create extension if not exists pg_stat_statements`);
await seed(database.db);
const tracker = new Tracker();
const sink = await startSmtpSink(tracker.onEmail);
const steps: Step[] = [];
try {
  const server = await startServer(PORT, {
    DATABASE_URL: benchUrl(DB_NAME),
    SMTP_URL: sink.url,
    REDIS_URL: '',
  });
  try {
    const run = await marketplace(server);
    const sockets = await openSockets(server, tracker);
    console.log(`${run.applications.length} applications, ${sockets.length} sockets open`);
    // Each step starts once the emails queued before it are delivered.
    const unsent = () =>
      queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from outbox where sent_at is null`,
      );
    const drained = async () => {
      const deadline = performance.now() + 120_000;
      while ((await unsent())[0]!.n > 0 && performance.now() < deadline) await sleep(200);
    };
    await drained();
    await warmUp(server, run);
    let next = 0;
    for (const rate of RATES) {
      await drained();
      await resetStatements(database.db);
      const step = await drive(server, run, tracker, next, rate * SECONDS, rate);
      next += rate * SECONDS;
      steps.push(step);
      console.log(JSON.stringify(step));
      await printStatements(database.db, rate * SECONDS);
    }
    for (const socket of sockets) socket.terminate();
  } finally {
    await stopServer(server);
  }
} finally {
  await sink.close();
  await database.close();
  await dropBenchDatabase(DB_NAME);
}
const section = report(steps);
console.log(section);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('notification-latency', section);
