/**
 * Bulk job import: an employer uploads a CSV of BENCH_IMPORT_ROWS (10,000) jobs, each with
 * openings, an arrival window, deliverables and pay, placed by ZIP (a spread of real ZIP codes),
 * and imports it: the preview (read, check every row with the job form's schema, place it, compare
 * with the company's jobs by external id and store the checked rows), then the run (the queue job
 * writing the jobs a batch of 1,000 rows to a statement and transaction, taking the job posts,
 * stating `job.posted` for each new job, which queues its alert matching, and bringing the search
 * index up to date). Then the same file again (every row unchanged) and the file with every tenth
 * row edited (1,000 updates).
 *
 * The app runs in this process (production config, queue workers on) on a fresh PostgreSQL
 * database, dropped afterwards. Wall time is from the upload to its answer, and from the run's
 * request to the import reading `done`; CPU is this process (server and client) and the
 * database's backends.
 *
 * Environment: DATABASE_URL (PostgreSQL server), BENCH_IMPORT_ROWS (10000), BENCH_NO_WRITE.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { IMPORT_COLUMNS, type ImportColumn, type JobImport } from '@fieldhire/contract/job-imports';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { queryRows } from '../apps/server/src/db/database';
import { sha256 } from '../apps/server/src/platform/crypto';
import { benchUrl, dropBenchDatabase, openBenchDatabase } from './bench-database';
import { seedBenchEmployer } from './bench-employer';
import { machine, sleep } from './bench-stats';
import { cpuBetween, ownCpu, postgresCpu } from './process-cpu';
import { writeResultsSection } from './results-file';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const DB_NAME = 'fieldhire_bench_import';
const TOKEN = randomBytes(20).toString('hex');
const ZIPS = [
  '78701',
  '80202',
  '60601',
  '10001',
  '94103',
  '30303',
  '98101',
  '33130',
  '02108',
  '85004',
];

const rowOf = (i: number, edited = false): Record<ImportColumn, string> => ({
  external_id: `BENCH-${i}`,
  title: `Exterior inspection ${i}`,
  description: `Photograph every elevation and the roof line of property ${i}; note visible damage.`,
  job_type: 'Residential Inspection',
  category: 'Residential',
  tags: 'exterior; same day',
  experience: 'Fresh',
  pay_min: '40',
  pay_max: edited ? '75' : '60',
  pay_unit: 'job',
  zip: ZIPS[i % ZIPS.length]!,
  address: '',
  city: '',
  state: '',
  openings: String(1 + (i % 3)),
  schedule_type: 'window',
  schedule_start: '2027-02-12T09:00:00-06:00',
  schedule_end: '2027-02-12T12:00:00-06:00',
  duration_minutes: '45',
  deliverables: 'photo 4: Each elevation; question?: Gate code',
  deadline: '2027-02-10',
  expires: '',
});

const csvOf = (edit: (i: number) => boolean) =>
  Buffer.from(
    [
      IMPORT_COLUMNS.join(','),
      ...Array.from({ length: ROWS }, (_, i) => {
        const row = rowOf(i, edit(i));
        return IMPORT_COLUMNS.map((column) => row[column]).join(',');
      }),
    ].join('\n'),
  );

function multipart(content: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="jobs.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Pass {
  name: string;
  previewS: number;
  runS: number;
  cpuApp: number;
  cpuDb: number;
  outcome: JobImport;
}

async function main() {
  await dropBenchDatabase(DB_NAME);
  const database = await openBenchDatabase(DB_NAME);
  const employerId = await seedBenchEmployer(database.db, {
    username: 'bench-importer',
    passwordHash: 'x',
    jobPosts: ROWS,
  });
  await database.db.execute(
    sql`insert into auth_tokens (user_id, token_hash, expires_at) values (${employerId}, ${sha256(TOKEN)}, now() + interval '1 day')`,
  );
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: benchUrl(DB_NAME),
    PUBLIC_URL: 'http://bench.localhost',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMITS: 'false',
    QUEUE_POLL_SECONDS: '0.5',
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'bench-import-')),
    PRIVATE_UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'bench-import-private-')),
  });
  const app = await buildApp({ config, database, logger: { level: 'warn' } });
  await app.ready();
  const csrf = randomBytes(16).toString('hex');
  const headers = {
    authorization: `Token ${TOKEN}`,
    'x-csrftoken': csrf,
    cookie: `csrftoken=${csrf}`,
  };

  async function pass(name: string, content: Buffer): Promise<Pass> {
    const cpuBefore = [ownCpu(), postgresCpu(DB_NAME)] as const;
    const started = performance.now();
    const form = multipart(content);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/job-imports/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    if (uploaded.statusCode !== 201)
      throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
    const previewed = performance.now();
    const { id } = uploaded.json<JobImport>();
    const run = await app.inject({ method: 'POST', url: `/api/job-imports/${id}/run/`, headers });
    if (run.statusCode !== 202) throw new Error(`run: ${run.statusCode} ${run.body}`);
    let outcome: JobImport;
    for (;;) {
      outcome = (await app.inject({ url: `/api/job-imports/${id}/`, headers })).json<JobImport>();
      if (outcome.status === 'done' || outcome.status === 'failed') break;
      await sleep(100);
    }
    const finished = performance.now();
    if (outcome.status !== 'done') throw new Error(`import failed: ${outcome.failure}`);
    return {
      name,
      previewS: (previewed - started) / 1000,
      runS: (finished - previewed) / 1000,
      cpuApp: cpuBetween(cpuBefore[0], ownCpu()),
      cpuDb: cpuBetween(cpuBefore[1], postgresCpu(DB_NAME)),
      outcome,
    };
  }

  const passes = [
    await pass(
      'new file',
      csvOf(() => false),
    ),
    await pass(
      'same file again',
      csvOf(() => false),
    ),
    await pass(
      'every tenth row edited',
      csvOf((i) => i % 10 === 0),
    ),
  ];
  const [counts] = await queryRows<{ jobs: number; open: number; alert_jobs: number }>(
    database.db,
    sql`select (select count(*)::int from jobs) as jobs,
               (select count(*)::int from jobs where status = 'open') as open,
               (select count(*)::int from pgboss.job where name = 'match-job-alerts') as alert_jobs`,
  );
  await app.close();
  await dropBenchDatabase(DB_NAME);

  const table = [
    '| pass | rows | created / updated / unchanged | preview s | import s | total s | CPU s app + PostgreSQL | CPU ms per row |',
    '| ---- | ---- | ----------------------------- | --------- | -------- | ------- | ---------------------- | -------------- |',
    ...passes.map(
      (p) =>
        `| ${p.name} | ${ROWS} | ${p.outcome.to_create} / ${p.outcome.to_update} / ${p.outcome.unchanged} | ${p.previewS.toFixed(2)} | ${p.runS.toFixed(2)} | ${(p.previewS + p.runS).toFixed(2)} | ${p.cpuApp.toFixed(1)} + ${p.cpuDb.toFixed(1)} | ${(((p.cpuApp + p.cpuDb) * 1000) / ROWS).toFixed(2)} |`,
    ),
  ];
  const section = `<!-- job-import:start -->

## Bulk job import (${ROWS.toLocaleString('en-US')} rows, PostgreSQL)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${machine()}), PostgreSQL on the same machine, by \`npm run job-import -w @fieldhire/bench\` (\`bench/job-import.ts\`): the app in the benchmark's process (production config, queue workers on) on a fresh database, dropped after. A CSV of ${ROWS.toLocaleString('en-US')} jobs (openings, an arrival window, two deliverables, pay, placed by one of ten ZIP codes) is uploaded (\`POST /api/job-imports/\`: every row checked with the job form's schema, placed, compared by external id and stored; the preview), then run (\`POST /api/job-imports/{id}/run/\`: a queue job writes 1,000 rows per insert … on conflict and transaction, takes the job posts, states \`job.posted\` per new job and refreshes the search index), polled every 100 ms until done. Then the same file again, and the file with every tenth row edited. Target: the new file in under 10 s.

${table.join('\n')}

After the three passes: ${counts!.jobs} jobs, ${counts!.open} open, ${counts!.alert_jobs} alert-matching jobs queued (one per new job).

<!-- job-import:end -->`;
  console.log(section);
  if (!process.env.BENCH_NO_WRITE) writeResultsSection('job-import', section);
}

await main();
