/**
 * Messaging load: opens many WebSockets (10,000 by default) to the real server and measures
 * send-to-deliver latency (POST /api/messages/ issued → the recipient's socket receives the message
 * event) at increasing message rates, on one process and on two processes sharing Redis, where every
 * message is posted on one process and delivered by the other. Results go to bench/RESULTS.md.
 *
 * Environment: DATABASE_URL (PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test),
 * REDIS_URL (needed for the two-process run), BENCH_SOCKETS (10000), BENCH_RATES (100,250,500,1000),
 * BENCH_SECONDS per rate (10), BENCH_MODES (one,two), BENCH_PORT (3950), MESSAGING_BENCH_DB,
 * BENCH_NODE_ARGS (extra node flags for the servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"),
 * BENCH_QUIET_LOAD (1.5: wait for the load average to fall below it before each run; 0 skips),
 * BENCH_TRACE (set: print each step's latency per second of sending).
 */
import { createHash } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { REALTIME_PATH } from '@fieldhire/contract/realtime';
import { queryRows, type Database } from '../apps/server/src/db/database';
import { benchUrl, openBenchDatabase } from './bench-database';
import {
  startServer as startBenchServer,
  stopServer,
  type BenchServer as Server,
} from './bench-server';
import { machine, ms, percentile, sleep } from './bench-stats';
import { cpuBetween, cpuSeconds, pidsMatching } from './process-cpu';
import { writeResultsSection } from './results-file';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const RATES = (process.env.BENCH_RATES ?? '100,250,500,1000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MODES = (process.env.BENCH_MODES ?? 'one,two').split(',') as Array<'one' | 'two'>;
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const DB_NAME = process.env.MESSAGING_BENCH_DB ?? 'fieldhire_bench_messaging';
const REDIS_URL = process.env.REDIS_URL;
const CONNECT_CONCURRENCY = 200;
/** The benchmark's servers expose /metrics to this token only. */
const METRICS_TOKEN = createHash('sha256').update(`bench-metrics-${process.pid}`).digest('hex');
/** Before each run, wait (up to 10 minutes) for the 1-minute load average to fall below this; 0 skips. */
const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? 1.5);
const DRAIN_MS = 5000;
/** Print each step's latency per second of sending, to see whether slow messages come together. */
const TRACE = Boolean(process.env.BENCH_TRACE);

const pairs = Math.floor(SOCKETS / 2);
/** Pair k talks between users 2k and 2k+1, on different processes when there are two. */
const processOf = (user: number, processes: number) =>
  (Math.floor(user / 2) + (user % 2)) % processes;
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** A POST over a kept-alive connection; resolves with the status code (0 when it failed). */
function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}
const tokenOf = (i: number) =>
  createHash('sha256').update(`fieldhire-bench-${i}`).digest('hex').slice(0, 40);

/** Users bench_msg_0 … with known tokens, and one conversation per pair (2k, 2k+1). */
async function seed(db: Database) {
  await db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, role, email_verified)
    select 'bench_msg_' || i, 'bench_msg_' || i || '@bench.test', 'unusable', 'Bench', 'User ' || i,
      case when i % 2 = 0 then 'employer' else 'candidate' end, true
    from generate_series(0, ${SOCKETS - 1}::int) as i
    on conflict do nothing`);
  const users = await queryRows<{ id: number; username: string }>(
    db,
    sql`select id, username from users where username like 'bench\\_msg\\_%'`,
  );
  const idOf = new Map(users.map((u) => [Number(u.username.slice('bench_msg_'.length)), u.id]));
  await db.execute(sql`
    insert into auth_tokens (user_id, token_hash, expires_at)
    select u.id, encode(sha256(convert_to(left(encode(sha256(convert_to('fieldhire-bench-' ||
        substr(u.username, 11), 'UTF8')), 'hex'), 40), 'UTF8')), 'hex'), now() + interval '30 days'
    from users u
    where u.username like 'bench\\_msg\\_%'
      and not exists (select 1 from auth_tokens t where t.user_id = u.id)`);
  await db.execute(sql`update auth_tokens set expires_at = now() + interval '30 days'
    where user_id in (select id from users where username like 'bench\\_msg\\_%')`);

  const existing = await queryRows<{ conversationId: number; userId: number }>(
    db,
    sql`select conversation_id as "conversationId", user_id as "userId" from conversation_participants
      where user_id in (select id from users where username like 'bench\\_msg\\_%')`,
  );
  const conversationOfUser = new Map(existing.map((row) => [row.userId, row.conversationId]));
  const conversations: number[] = [];
  const missing: number[] = [];
  for (let k = 0; k < pairs; k += 1) {
    const found = conversationOfUser.get(idOf.get(2 * k)!);
    if (found === undefined) missing.push(k);
    conversations[k] = found ?? 0;
  }
  for (let start = 0; start < missing.length; start += 1000) {
    const batch = missing.slice(start, start + 1000);
    const created = await queryRows<{ id: number }>(
      db,
      sql`insert into conversations (job_id) select null from generate_series(1, ${batch.length}::int) returning id`,
    );
    const values = batch.flatMap((k, index) => {
      const id = created[index]!.id;
      conversations[k] = id;
      return [sql`(${id}, ${idOf.get(2 * k)!})`, sql`(${id}, ${idOf.get(2 * k + 1)!})`];
    });
    await db.execute(
      sql`insert into conversation_participants (conversation_id, user_id) values ${sql.join(values, sql`, `)}`,
    );
  }
  // Every run rewrites the tokens and bumps conversations thousands of times; autovacuum may be off.
  await db.execute(
    sql`vacuum analyze users, auth_tokens, conversations, conversation_participants, messages`,
  );
  return { conversations, idOf };
}

const startServer = (port: number, redis: boolean) =>
  startBenchServer(port, {
    DATABASE_URL: benchUrl(DB_NAME),
    REDIS_URL: redis ? (REDIS_URL ?? '') : '',
    METRICS_TOKEN,
  });

async function metric(server: Server, name: string) {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

/** Message delivery bookkeeping: when each was sent, and when it reached its recipient. */
class Tracker {
  sentAt = new Map<number, number>();
  latencies: number[] = [];
  acks: number[] = [];
  failures = 0;
  delivered = 0;

  onRecipientFrame = (data: WebSocket.RawData) => {
    const text = (data as Buffer).toString();
    if (!text.startsWith('{"type":"message"')) return;
    const content = (JSON.parse(text) as { message: { content: string } }).message.content;
    if (!content.startsWith('bench ')) return;
    const seq = Number(content.slice(6));
    const sent = this.sentAt.get(seq);
    if (sent === undefined) return;
    this.sentAt.delete(seq);
    this.delivered += 1;
    const latency = performance.now() - sent;
    this.latencies.push(latency);
    if (TRACE) this.traced.push([sent, latency]);
  };

  /** [sent at, latency] of each delivered message, kept when tracing. */
  traced: Array<[number, number]> = [];

  printTrace(started: number) {
    const startedAt = new Date(Date.now() - (performance.now() - started));
    console.log(`  step started at ${startedAt.toISOString()}`);
    const seconds = new Map<number, number[]>();
    for (const [sent, latency] of this.traced) {
      const second = Math.floor((sent - started) / 1000);
      seconds.set(second, [...(seconds.get(second) ?? []), latency]);
    }
    for (const [second, values] of [...seconds].sort(([a], [b]) => a - b)) {
      const sorted = values.toSorted((a, b) => a - b);
      console.log(
        `  second ${second}: ${sorted.length} messages, p50 ${ms(percentile(sorted, 50))} ms, ` +
          `p99 ${ms(percentile(sorted, 99))} ms, max ${ms(sorted.at(-1) ?? NaN)} ms`,
      );
    }
  }

  reset() {
    this.sentAt.clear();
    this.latencies = [];
    this.traced = [];
    this.acks = [];
    this.failures = 0;
    this.delivered = 0;
  }
}

async function openSockets(servers: Server[], tracker: Tracker) {
  const sockets: WebSocket[] = new Array<WebSocket>(SOCKETS);
  const started = performance.now();
  let next = 0;
  let failed = 0;
  async function worker() {
    while (next < SOCKETS) {
      const i = next;
      next += 1;
      const server = servers[processOf(i, servers.length)]!;
      const url = new URL(REALTIME_PATH, server.url.replace('http', 'ws'));
      url.searchParams.set('token', tokenOf(i));
      const ws = new WebSocket(url);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          failed += 1;
          resolve();
        }, 30_000);
        ws.once('message', () => {
          clearTimeout(timer);
          resolve();
        });
        ws.once('error', () => {
          clearTimeout(timer);
          failed += 1;
          resolve();
        });
      });
      if (i % 2 === 1) ws.on('message', tracker.onRecipientFrame);
      sockets[i] = ws;
    }
  }
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return { sockets, seconds: (performance.now() - started) / 1000, failed };
}

interface Step {
  rate: number;
  /** CPU milliseconds per message: server processes, PostgreSQL, Redis, the load client. */
  cpuMs: Record<keyof CpuSnapshot, number>;
  /** The machine's 1-minute load average when the step ended (other work included). */
  load: number;
  achieved: number;
  sent: number;
  delivered: number;
  failures: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  ackP50: number;
  ackP99: number;
  /** How late this client's own event loop ran (p99 and max, ms): its lag is part of every latency. */
  clientLagP99: number;
  clientLagMax: number;
}

async function runRate(
  servers: Server[],
  conversations: number[],
  tracker: Tracker,
  rate: number,
  seconds: number,
  csrf: string,
  seqStart: number,
): Promise<Step & { nextSeq: number }> {
  tracker.reset();
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const cpuBefore = cpuSnapshot(servers);
  let seq = seqStart;
  let sent = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(rate * seconds);
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    while (sent < due) {
      const k = Math.floor(Math.random() * conversations.length);
      const conversation = conversations[k]!;
      const current = seq;
      seq += 1;
      sent += 1;
      const t0 = performance.now();
      tracker.sentAt.set(current, t0);
      const body = JSON.stringify({ content: `bench ${current}` });
      pending.push(
        post(
          `${servers[processOf(2 * k, servers.length)]!.url}/api/messages/?conversation_id=${conversation}`,
          {
            authorization: `Token ${tokenOf(2 * k)}`,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'x-csrftoken': csrf,
            cookie: `csrftoken=${csrf}`,
          },
          body,
        ).then((status) => {
          if (status === 201) tracker.acks.push(performance.now() - t0);
          else {
            tracker.failures += 1;
            tracker.sentAt.delete(current);
          }
        }),
      );
    }
    await sleep(2);
  }
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const deadline = performance.now() + DRAIN_MS;
  while (tracker.sentAt.size > 0 && performance.now() < deadline) await sleep(20);
  const cpuAfter = cpuSnapshot(servers);
  lag.disable();
  if (TRACE) tracker.printTrace(started);
  const perMessage = (key: keyof CpuSnapshot) =>
    (cpuBetween(cpuBefore[key], cpuAfter[key]) * 1000) / sent;
  const cpuMs = {
    server: perMessage('server'),
    postgres: perMessage('postgres'),
    redis: perMessage('redis'),
    client: perMessage('client'),
  };
  const latencies = tracker.latencies.toSorted((a, b) => a - b);
  const acks = tracker.acks.toSorted((a, b) => a - b);
  return {
    rate,
    cpuMs,
    load: loadavg()[0]!,
    achieved: sent / elapsed,
    sent,
    delivered: tracker.delivered,
    failures: tracker.failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    ackP50: percentile(acks, 50),
    ackP99: percentile(acks, 99),
    clientLagP99: lag.percentile(99) / 1e6,
    clientLagMax: lag.max / 1e6,
    nextSeq: seq,
  };
}

interface ModeResult {
  mode: 'one' | 'two';
  connectSeconds: number;
  connectFailed: number;
  socketsOpen: number[];
  rssMb: number[];
  steps: Step[];
}

/** CPU used by each part of the system, to tell this benchmark's cost from other work on the machine. */
function cpuSnapshot(servers: Server[]) {
  return {
    server: cpuSeconds(servers.map((s) => s.child.pid!)),
    postgres: cpuSeconds(pidsMatching('postgres:', DB_NAME)),
    redis: cpuSeconds(pidsMatching('redis-server')),
    client: new Map([[process.pid, (process.cpuUsage().user + process.cpuUsage().system) / 1e6]]),
  };
}
type CpuSnapshot = ReturnType<typeof cpuSnapshot>;

async function waitForQuiet() {
  const deadline = Date.now() + 10 * 60_000;
  while (QUIET_LOAD > 0 && loadavg()[0]! > QUIET_LOAD && Date.now() < deadline) {
    console.log(`waiting for a quieter machine (load ${loadavg()[0]!.toFixed(1)})`);
    await sleep(15_000);
  }
}

async function runMode(mode: 'one' | 'two', conversations: number[]): Promise<ModeResult> {
  await waitForQuiet();
  const servers =
    mode === 'one'
      ? [await startServer(PORT, false)]
      : await Promise.all([startServer(PORT, true), startServer(PORT + 1, true)]);
  const tracker = new Tracker();
  try {
    console.log(`[${mode}] opening ${SOCKETS} sockets`);
    const { sockets, seconds, failed } = await openSockets(servers, tracker);
    console.log(`[${mode}] ${SOCKETS - failed} sockets open in ${seconds.toFixed(1)} s`);
    const socketsOpen = await Promise.all(
      servers.map((s) => metric(s, 'fieldhire_ws_sockets_open')),
    );
    const csrf = (
      (await (await fetch(`${servers[0]!.url}/api/refresh-csrf/`)).json()) as {
        csrfToken: string;
      }
    ).csrfToken;

    let seq = 0;
    seq = (await runRate(servers, conversations, tracker, 250, 5, csrf, seq)).nextSeq;
    const steps: Step[] = [];
    for (const rate of RATES) {
      const step = await runRate(servers, conversations, tracker, rate, SECONDS, csrf, seq);
      seq = step.nextSeq;
      steps.push(step);
      console.log(
        `[${mode}] ${rate}/s: sent ${step.sent}, delivered ${step.delivered}, failed ${step.failures}, ` +
          `cpu ms/msg server ${step.cpuMs.server.toFixed(2)} pg ${step.cpuMs.postgres.toFixed(2)} redis ${step.cpuMs.redis.toFixed(2)} client ${step.cpuMs.client.toFixed(2)}, ` +
          `p50 ${ms(step.p50)} ms, p99 ${ms(step.p99)} ms, ack p50 ${ms(step.ackP50)} ms, ` +
          `client loop delay p99 ${ms(step.clientLagP99)} ms, max ${ms(step.clientLagMax)} ms`,
      );
    }
    const rssMb = await Promise.all(
      servers.map(
        async (s) => (await metric(s, 'fieldhire_process_resident_memory_bytes')) / 2 ** 20,
      ),
    );
    for (const socket of sockets) socket?.terminate();
    return { mode, connectSeconds: seconds, connectFailed: failed, socketsOpen, rssMb, steps };
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

function report(results: ModeResult[], totalMessages: number) {
  const lines = [
    '<!-- messaging:start -->',
    '## Messaging: sockets and send-to-deliver latency',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${machine()}), PostgreSQL 15 and Redis on the same machine, by ` +
      '`npm run messaging -w @fieldhire/bench` (`bench/messaging-load.ts`). It starts the real server ' +
      `(\`apps/server/src/main.ts\`, rate limits off) on its own database, opens ${SOCKETS.toLocaleString('en-US')} ` +
      'WebSockets from one client process (each waits for its `user_info`), then posts messages over ' +
      `HTTP at each rate for ${SECONDS} s between random pairs of those users (${totalMessages.toLocaleString('en-US')} ` +
      'messages stored in the conversations so far). Latency is from issuing `POST /api/messages/` ' +
      "to the recipient's socket receiving the `message` event, so it includes storing the message. " +
      "Each message also goes to the sender's socket and sends the recipient a `user_info` with the new " +
      'unread count. The client, the server processes, PostgreSQL and Redis share the cores.',
    '',
    '"Two processes": the two users of each pair are connected to different processes and the sender ' +
      'posts on its own (half the posts on each), so every event crosses Redis pub/sub. Targets ' +
      '(DESIGN.md): 10,000 open sockets on one process; p99 under 50 ms at 500 messages/s, on one ' +
      'process and across two.',
    '',
  ];
  for (const result of results) {
    lines.push(
      `### ${result.mode === 'one' ? 'One process (in-process broker)' : 'Two processes through Redis'}`,
      '',
      `${(SOCKETS - result.connectFailed).toLocaleString('en-US')} of ${SOCKETS.toLocaleString('en-US')} sockets ` +
        `open in ${result.connectSeconds.toFixed(1)} s; the server counted ${result.socketsOpen.join(' + ')} ` +
        `open sockets; resident memory after the run ${result.rssMb.map((v) => `${v.toFixed(0)} MB`).join(' + ')}.`,
      '',
      '| target rate /s | achieved /s | delivered / sent | p50 ms | p95 ms | p99 ms | max ms | POST p50 ms | POST p99 ms | CPU ms per message: server + PostgreSQL + Redis (client) | load avg |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...result.steps.map(
        (s) =>
          `| ${s.rate} | ${s.achieved.toFixed(0)} | ${s.delivered} / ${s.sent} | ${ms(s.p50)} | ` +
          `${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(s.ackP50)} | ${ms(s.ackP99)} | ` +
          `${s.cpuMs.server.toFixed(2)} + ${s.cpuMs.postgres.toFixed(2)} + ${s.cpuMs.redis.toFixed(2)} (${s.cpuMs.client.toFixed(2)}) | ${s.load.toFixed(1)} |`,
      ),
      '',
    );
  }
  lines.push('<!-- messaging:end -->');
  return lines.join('\n');
}

const database = await openBenchDatabase(DB_NAME);
console.log(`seeding ${SOCKETS} users and ${pairs} conversations`);
const { conversations } = await seed(database.db);
const results: ModeResult[] = [];
for (const mode of MODES) {
  if (mode === 'two' && !REDIS_URL) {
    console.log('skipping the two-process run: REDIS_URL is not set');
    continue;
  }
  results.push(await runMode(mode, conversations));
}
const [{ n: totalMessages } = { n: 0 }] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from messages`,
);
await database.close();
const section = report(results, totalMessages);
console.log(section);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('messaging', section);
