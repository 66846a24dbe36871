/**
 * Job alert matching at scale on PostgreSQL, on the bench database (1,000,000 jobs, BENCH_ALERTS
 * alerts from `bench-alerts.ts`):
 *  - one job: the product's matching (`createAlertMatcher`: the alerts in memory, keywords
 *    checked by the database) for BENCH_SAMPLES open jobs, one after another, after a warm-up;
 *    p50/p95/p99 and the alerts each job matched; also the time and memory the alerts take to load;
 *  - burst: BENCH_BURST new jobs, each with its match-job-alerts job, committed at once, run by
 *    the real server (`apps/server/src/main.ts`, queue workers on): from the commit to the last of
 *    them completed (matched, and the match recorded as one run), and to the last of the
 *    tell-alert-matches jobs they queued completed (the instant alerts' notifications written,
 *    their emails queued). The burst's jobs and what they caused are deleted afterwards.
 * Targets: p95 under 5 ms for one job; the burst of 1,000 matched within 10 s, and told within
 * 60 s (an instant alert's email goes within a minute of the posting).
 *
 * BENCH_PROCESSES server processes run the burst side by side, as a deployment on this machine's
 * two cores would, their workers sharing the queue.
 *
 * Environment: DATABASE_URL (PostgreSQL server), BENCH_ALERTS (1000000), BENCH_SAMPLES (500),
 * BENCH_BURST (1000), BENCH_PORT (3971, and the ports after it), BENCH_PROCESSES (2),
 * BENCH_NO_WRITE.
 */
import { sql } from 'drizzle-orm';
import { queryRows, textQuery } from '../apps/server/src/db/database';
import {
  MATCH_JOB_ALERTS,
  TELL_ALERT_MATCHES,
} from '../apps/server/src/modules/saved-searches/alert-work';
import { createAlertMatcher } from '../apps/server/src/modules/saved-searches/alert-matcher';
import { seedBenchAlerts } from './bench-alerts';
import { benchUrl, openBenchDatabase } from './bench-database';
import { openEnqueueOnlyQueue } from './enqueue-only-queue';
import { seedBenchJobs } from './bench-jobs';
import { startServer, stopServer, type BenchServer } from './bench-server';
import { latencySummary, loadAverages, machine, ms, sleep } from './bench-stats';
import { writeResultsSection } from './results-file';
import { startSmtpSink } from './smtp-sink';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 3971);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const WARM_UP = 50;
/** The burst is measured for at most this long: what completed by then is reported. */
const BURST_DEADLINE_MS = 180_000;

const database = await openBenchDatabase();
const { db } = database;
await seedBenchJobs(db, 1_000_000);
await seedBenchAlerts(db, ALERTS);
// The matching reads alerts with a place from its index alone where the table's visibility map
// says their blocks are all visible: as autovacuum leaves them some time after a bulk insert.
await db.execute(sql`vacuum analyze saved_searches`);
const memoryInUse = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};
const memoryBefore = memoryInUse();
const loadStarted = performance.now();
const matcher = createAlertMatcher(db);
await matcher.ready();
const loadSeconds = (performance.now() - loadStarted) / 1000;
global.gc?.();
const loadMegabytes = (memoryInUse() - memoryBefore) / 2 ** 20;
console.log(JSON.stringify({ loadSeconds, loadMegabytes }));

const sampled = (
  await queryRows<{ id: number }>(
    db,
    sql`select id from jobs where status = 'open' and title not like 'Burst %'
        order by hashint4(id) limit ${SAMPLES + WARM_UP}`,
  )
).map((row) => row.id);
const latencies: number[] = [];
const matchCounts: number[] = [];
for (const [i, jobId] of sampled.entries()) {
  const started = performance.now();
  const found = await matcher.match(jobId);
  if (i < WARM_UP) continue;
  latencies.push(performance.now() - started);
  matchCounts.push(found?.alertIds.length ?? 0);
}
const one = latencySummary(latencies);
const matched = latencySummary(matchCounts);
const meanMatches = matchCounts.reduce((sum, n) => sum + n, 0) / matchCounts.length;
console.log(JSON.stringify({ one, matched, meanMatches }));

const [{ total: alertCount } = { total: 0 }] = await queryRows<{ total: number }>(
  db,
  sql`select count(*)::int as total from saved_searches`,
);

/** Copies of sampled open jobs as new postings, each with its matching job, in one commit. */
async function postBurst() {
  const queue = await openEnqueueOnlyQueue(database, [MATCH_JOB_ALERTS]);
  // pg-boss stamps a job with its transaction's start, so the burst's jobs are those since now.
  const since = new Date();
  await db.transaction(async (tx) => {
    const ids = await queryRows<{ id: number }>(
      tx,
      sql`insert into jobs (company_id, company_name, title, description, category, job_type_id, tags, tags_text,
            experience, salary_min, salary_max, salary_unit, city, state, lat, lon, state_fips, town_fips, status)
          select company_id, company_name, 'Burst ' || title, description, category, job_type_id, tags, tags_text,
            experience, salary_min, salary_max, salary_unit, city, state, lat, lon, state_fips, town_fips, 'open'
          from jobs where status = 'open' and title not like 'Burst %'
          order by hashint4(id + 1) limit ${BURST}
          returning id`,
    );
    await queue.sendMany(
      MATCH_JOB_ALERTS,
      ids.map(({ id }) => ({ jobId: id })),
      { tx },
    );
  });
  const started = performance.now();
  await queue.stop();
  return { committedAt: since, started };
}

const countQuery = (text: string, values: unknown[]) =>
  database.executeSql(text, values) as Promise<{ rows: { n: number }[] }>;

async function runBurst() {
  // Each run deletes what its burst wrote: vacuumed first, the tables a burst writes start alike.
  // pgboss.job is made by the first server to start on the bench database.
  const tables = ['alert_match_runs', 'notifications', 'jobs', 'pgboss.job'];
  for (const table of tables) {
    const [{ found } = { found: false }] = await queryRows<{ found: boolean }>(
      db,
      sql`select to_regclass(${table}) is not null as found`,
    );
    if (found) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
  const sink = await startSmtpSink();
  // One after another: each sets the queue up as it starts.
  const servers: BenchServer[] = [];
  for (let i = 0; i < PROCESSES; i += 1)
    servers.push(
      await startServer(PORT + i, { DATABASE_URL: benchUrl(), SMTP_URL: sink.url, REDIS_URL: '' }),
    );
  try {
    const { committedAt, started } = await postBurst();
    const progress = async (name: string) =>
      (
        await countQuery(
          `select count(*) filter (where state = 'completed')::int as n,
                  count(*) filter (where state not in ('completed', 'failed'))::int as waiting
           from pgboss.job where name = $1 and created_on >= $2`,
          [name, committedAt.toISOString()],
        )
      ).rows[0] as unknown as { n: number; waiting: number };
    let done = 0;
    let matchedSeconds = Number.NaN;
    let toldSeconds = Number.NaN;
    const deadline = started + BURST_DEADLINE_MS;
    while (performance.now() < deadline) {
      await sleep(20);
      if (done < BURST) {
        done = (await progress(MATCH_JOB_ALERTS)).n;
        if (done === BURST) matchedSeconds = (performance.now() - started) / 1000;
        continue;
      }
      if ((await progress(TELL_ALERT_MATCHES)).waiting === 0) {
        toldSeconds = (performance.now() - started) / 1000;
        break;
      }
    }
    const told = await progress(TELL_ALERT_MATCHES);
    const stored = await countQuery(
      `select coalesce(sum(cardinality(r.saved_search_ids)), 0)::int as n
       from alert_match_runs r join jobs j on j.id = r.job_id where j.title like 'Burst %'`,
      [],
    );
    const notified = await countQuery(
      `select count(*)::int as n from notifications where type = 'alert_match' and created_at >= $1`,
      [committedAt.toISOString()],
    );
    return {
      matchedSeconds,
      toldSeconds,
      done,
      told: told.n,
      matches: stored.rows[0]?.n ?? 0,
      notifications: notified.rows[0]?.n ?? 0,
    };
  } finally {
    await Promise.all(servers.map((server) => stopServer(server)));
    await sink.close();
    await db.execute(
      sql`delete from notifications where type = 'alert_match'
          and link in (select '/jobs/' || id from jobs where title like 'Burst %')`,
    );
    await db.execute(sql`delete from jobs where title like 'Burst %'`);
    await db.execute(
      textQuery(
        `delete from pgboss.job where name in ('send-alert-email', $1, $2) and state <> 'completed'`,
        [MATCH_JOB_ALERTS, TELL_ALERT_MATCHES],
      ),
    );
  }
}

const seconds = (value: number) =>
  Number.isNaN(value) ? `over ${BURST_DEADLINE_MS / 1000} s` : `${value.toFixed(1)} s`;
const burst = await runBurst();
console.log(JSON.stringify(burst));
await database.close();

const section = [
  '<!-- alert-matching:start -->',
  '## Job alerts: matching a new job against 1,000,000 saved searches',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${machine()}), PostgreSQL on the same machine, by \`npm run alert-matching -w @fieldhire/bench\` (\`bench/alert-matching.ts\`), on the bench database: 1,000,000 jobs and ${alertCount.toLocaleString('en-US')} alerts (\`bench/bench-alerts.ts\`) spread over the US towns as the jobs are, shaped as field agents who work near home set them: 97.2% around a town within 10, 25 or 50 miles (seven in ten of these also choosing job types, two a keyword, one nothing more), 2% a state and job types, 0.5% a company, 0.1% a keyword anywhere, 0.05% a tag, 0.1% job types, 0.02% a category and about 0.001% every job.`,
  '',
  `One job: the product's matching (\`createAlertMatcher\`: the job read with its keys, the change log read, the alerts of its grid cell, job type and keys tested in memory, keywords against the job's lexemes, a phrase's by the database) for ${SAMPLES} open jobs in turn, after ${WARM_UP} to warm up. Loading the ${alertCount.toLocaleString('en-US')} alerts into memory took ${loadSeconds.toFixed(1)} s and ${loadMegabytes.toFixed(0)} MB (JavaScript heap and typed arrays). Burst: ${BURST.toLocaleString('en-US')} new jobs and their match-job-alerts jobs committed at once, run by the real server (\`apps/server/src/main.ts\`, queue workers on), ${PROCESSES === 1 ? 'one process' : `${PROCESSES} processes side by side, as deployed on this machine's two cores`}. Matched: from the commit to the last match-job-alerts job completed, each job matched in memory and its match recorded as one run (a row naming the alerts that found it) with a tell-alert-matches job for its instant alerts. Told: to the last of those completed, each writing its instant alerts' in-app notifications and queueing their emails (a send-alert-email job per 200 alerts); daily and weekly alerts are told in their digests. Targets: p95 under 5 ms; 1,000 new jobs matched within 10 s; told within 60 s, as an instant alert's email goes within a minute of the posting.`,
  '',
  '| phase | jobs | p50 ms | p95 ms | p99 ms | max ms | alerts matched per job: mean, p50, p95, max | meets target |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  `| one job | ${one.count} | ${ms(one.p50)} | ${ms(one.p95)} | ${ms(one.p99)} | ${ms(one.max)} | ${meanMatches.toFixed(0)}, ${matched.p50}, ${matched.p95}, ${matched.max} | ${one.p95 < 5 ? 'yes' : 'no'} |`,
  `| burst, matched | ${burst.done} of ${BURST} in ${seconds(burst.matchedSeconds)} | | | | | ${burst.matches.toLocaleString('en-US')} matches | ${burst.matchedSeconds < 10 ? 'yes' : 'no'} |`,
  `| burst, told | ${burst.told.toLocaleString('en-US')} tell jobs in ${seconds(burst.toldSeconds)} | | | | | ${burst.notifications.toLocaleString('en-US')} notifications | ${burst.toldSeconds < 60 ? 'yes' : 'no'} |`,
  '',
  `Load average (1, 5, 15 min) at the end: ${loadAverages()}.`,
  '<!-- alert-matching:end -->',
].join('\n');
if (!process.env.BENCH_NO_WRITE) writeResultsSection('alert-matching', section);
