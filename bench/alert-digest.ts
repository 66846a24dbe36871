/**
 * A daily digest run on PostgreSQL, on the bench database (1,000,000 jobs and the alerts of
 * `bench-alerts.ts`): BENCH_DIGESTS daily alerts of verified field agents get five new matches
 * each (in match runs of about 850 alerts, as a new job finds) and a time zone where it is now 7
 * in the morning; the real server
 * (`apps/server/src/main.ts`, queue workers on, `SMTP_URL` pointing to an SMTP sink in this
 * process) then runs the hourly send-alert-digests job, queued here as its schedule queues it.
 * Written: from queueing the run to the last alert marked sent (its email in the outbox, its
 * deliver-email job queued). Delivered: to the last email received by the sink.
 * Target: 100,000 digests in under 5 minutes, their emails going through the queue.
 *
 * BENCH_PROCESSES server processes run it side by side, as a deployment on this machine's two
 * cores would, their workers sharing the queue.
 *
 * Environment: DATABASE_URL (PostgreSQL server), BENCH_DIGESTS (100000), BENCH_PORT (3972, and
 * the ports after it), BENCH_PROCESSES (2), BENCH_NO_WRITE.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/database';
import { SEND_ALERT_DIGESTS } from '../apps/server/src/modules/saved-searches/alert-work';
import { seedBenchAlerts } from './bench-alerts';
import { benchUrl, openBenchDatabase } from './bench-database';
import { openEnqueueOnlyQueue } from './enqueue-only-queue';
import { seedBenchJobs } from './bench-jobs';
import { startServer, stopServer, type BenchServer } from './bench-server';
import { loadAverages, machine, sleep } from './bench-stats';
import { cpuBetween, cpuSeconds, postgresCpu } from './process-cpu';
import { writeResultsSection } from './results-file';
import { startSmtpSink } from './smtp-sink';

const DIGESTS = Number(process.env.BENCH_DIGESTS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3972);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const MATCHES_EACH = 5;
/** Alerts a new job finds, as the matching bench measures: the runs hold about as many. */
const ALERTS_PER_RUN = 850;
const DEADLINE_MS = 30 * 60_000;

/** A fixed-offset zone where it is 7 in the morning now ("Etc/GMT-5" is UTC+5). */
function zoneAtSevenNow() {
  let offset = 7 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const database = await openBenchDatabase();
const { db } = database;
await seedBenchJobs(db, 1_000_000);
await seedBenchAlerts(db, 1_000_000);

// Too near the next hour, the run could start after the zone's 7 o'clock has passed.
while (new Date().getUTCMinutes() >= 55) await sleep(10_000);
const zone = zoneAtSevenNow();
await db.execute(sql`drop table if exists bench_digests`);
await db.execute(sql`create unlogged table bench_digests as
  select id, user_id from saved_searches
  where frequency = 'daily' and user_id is not null order by id limit ${DIGESTS}`);
await db.execute(sql`update saved_searches a set time_zone = ${zone}, last_sent_at = null, paused = false
  from bench_digests d where a.id = d.id`);
// The runs name listed jobs only: a digest leaves out jobs closed since they were matched.
const listed = sql`status = 'open' and (expires_at is null or expires_at > now())`;
const [{ jobs = 0 } = {}] = await queryRows<{ jobs: number }>(
  db,
  sql`select count(*)::int as jobs from jobs where ${listed}`,
);
const [{ seq: runsBefore = 0 } = {}] = await queryRows<{ seq: number }>(
  db,
  sql`select coalesce(max(seq), 0)::float8 as seq from alert_match_runs`,
);
const runJobs = Math.ceil((DIGESTS * MATCHES_EACH) / ALERTS_PER_RUN);
await db.execute(sql`update saved_searches a set sent_through_run = ${runsBefore}
  from bench_digests d where a.id = d.id`);
await db.execute(sql`insert into alert_match_runs (job_id, saved_search_ids)
  select o.id, array_agg(distinct m.id order by m.id)
  from (select d.id, abs(hashint4(d.id * ${MATCHES_EACH}::int + k)) % ${runJobs}::int as job
        from bench_digests d, generate_series(1, ${MATCHES_EACH}::int) k) m
  join (select id, row_number() over (order by id) - 1 as n from jobs where ${listed}) o
    on o.n = m.job * ${Math.floor(jobs / runJobs)}::int
  group by o.id`);
await db.execute(sql`analyze alert_match_runs`);
console.log(`${DIGESTS} daily alerts due in ${zone}, ${MATCHES_EACH} matches each`);

const outstanding = async () =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from saved_searches a join bench_digests d on d.id = a.id
          where a.last_sent_at is null`,
    )
  )[0]?.n ?? DIGESTS;

const sink = await startSmtpSink();
// One after another: each sets the queue up as it starts.
const servers: BenchServer[] = [];
for (let i = 0; i < PROCESSES; i += 1)
  servers.push(
    await startServer(PORT + i, { DATABASE_URL: benchUrl(), SMTP_URL: sink.url, REDIS_URL: '' }),
  );
let written = NaN;
let delivered = NaN;
let cpu = { server: NaN, db: NaN };
try {
  const queue = await openEnqueueOnlyQueue(database, [SEND_ALERT_DIGESTS]);
  const reading = () => ({
    server: cpuSeconds(servers.map((server) => server.child.pid!)),
    db: postgresCpu('fieldhire_bench'),
  });
  const before = reading();
  const receivedBefore = sink.received;
  const started = performance.now();
  await queue.send(SEND_ALERT_DIGESTS, {});
  await queue.stop();
  // Counting is itself a join of 100,000 rows: seldom enough not to slow what it measures.
  while ((await outstanding()) > 0 && performance.now() - started < DEADLINE_MS) await sleep(5000);
  written = (performance.now() - started) / 1000;
  console.log(`written in ${written.toFixed(1)} s`);
  while (sink.received - receivedBefore < DIGESTS && performance.now() - started < DEADLINE_MS)
    await sleep(200);
  delivered = (sink.lastAt - started) / 1000;
  console.log(`delivered ${sink.received - receivedBefore} in ${delivered.toFixed(1)} s`);
  const after = reading();
  cpu = {
    server: (cpuBetween(before.server, after.server) * 1000) / DIGESTS,
    db: (cpuBetween(before.db, after.db) * 1000) / DIGESTS,
  };
} finally {
  await Promise.all(servers.map((server) => stopServer(server)));
  await sink.close();
  await db.execute(sql`delete from alert_match_runs where seq > ${runsBefore}`);
  await db.execute(
    sql`delete from notifications n using bench_digests d
        where n.type = 'alert_match' and n.user_id = d.user_id and n.created_at >= now() - interval '1 hour'`,
  );
  await db.execute(
    sql`delete from alert_emails e using bench_digests d where e.saved_search_id = d.id`,
  );
  await db.execute(sql`update saved_searches a set time_zone = 'America/Chicago', last_sent_at = null
    from bench_digests d where a.id = d.id`);
  await db.execute(
    sql`delete from unsubscribe_tokens t using bench_digests d where t.saved_search_id = d.id`,
  );
  await db.execute(sql`delete from outbox where recipient like 'bench-agent-%@bench.test'`);
  await db.execute(sql`drop table bench_digests`);
  await database.close();
}

const section = [
  '<!-- alert-digest:start -->',
  '## Job alerts: a daily digest run for 100,000 subscribers',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${machine()}), PostgreSQL on the same machine, by \`npm run alert-digest -w @fieldhire/bench\` (\`bench/alert-digest.ts\`), on the bench database (1,000,000 jobs, 1,000,000 alerts). ${DIGESTS.toLocaleString('en-US')} daily alerts of verified field agents have ${MATCHES_EACH} new matches each and a time zone where it is 7 in the morning; the real server (\`apps/server/src/main.ts\`, ${PROCESSES === 1 ? 'one process' : `${PROCESSES} processes side by side, as a deployment on two cores runs it`}, queue workers on, \`SMTP_URL\` pointing to an SMTP sink in the benchmark process) runs the hourly send-alert-digests job, queued as its schedule queues it. It queues a send-alert-email job per 200 due alerts; each, in one transaction, claims the matches of its alerts, writes their emails (up to 10 jobs with distance and pay, the one-click unsubscribe of each alert) to the outbox with a deliver-email-batch job per 100 of them, a statement for each step, and marks the alerts sent; deliver-email-batch sends a job's emails at once over the pooled SMTP transport (20 connections) and marks them sent in one update. CPU per digest: the server processes' and their PostgreSQL backends'. Target: under 5 minutes.`,
  '',
  '| digests | written (outbox + queue) s | delivered (SMTP) s | digests/s delivered | CPU ms per digest: server + PostgreSQL | meets 5 min |',
  '| --- | --- | --- | --- | --- | --- |',
  `| ${DIGESTS.toLocaleString('en-US')} | ${written.toFixed(1)} | ${delivered.toFixed(1)} | ${(DIGESTS / delivered).toFixed(0)} | ${cpu.server.toFixed(2)} + ${cpu.db.toFixed(2)} | ${delivered < 300 ? 'yes' : 'no'} |`,
  '',
  `Load average (1, 5, 15 min) at the end: ${loadAverages()}.`,
  '<!-- alert-digest:end -->',
].join('\n');
if (!process.env.BENCH_NO_WRITE) writeResultsSection('alert-digest', section);
