/**
 * Server-rendered public pages against the same data as JSON, at 1,000,000 jobs on PostgreSQL:
 * requests/s and latency at the server for a job page and the job list, each beside the API call
 * that answers the same data. Results go to bench/RESULTS.md.
 *
 * It builds and seeds nothing: run `npm run build` (the web app and its server entry) and
 * `npm run seed -w @fieldhire/bench` (the bench database) first. The server is the real one in
 * production mode serving the built web app, as a guest sees it (no session cookie).
 *
 * BENCH_PROCESSES server processes (2, as a deployment on this machine's two cores runs them behind
 * a load balancer) each take an equal share of the connections. Requests ask for brotli or gzip
 * as a browser does.
 *
 * Environment: BENCH_PORT (3970, and the ports after it), BENCH_PROCESSES (2), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (10 in all), BENCH_NO_WRITE, BENCH_WEB_DIST (the web app's browser build,
 * apps/web/dist; its server entry is beside it in dist-ssr), BENCH_ONLY (run only the scenarios
 * whose group contains this text).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/database';
import { benchUrl } from './bench-database';
import { startServer, stopServer, type BenchServer } from './bench-server';
import { latencySummary, loadAverages, machine, ms } from './bench-stats';
import { writeResultsSection } from './results-file';

const PORT = Number(process.env.BENCH_PORT ?? 3970);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const SAMPLED_JOBS = 20_000;

const webDist =
  process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const serverEntry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
if (!existsSync(serverEntry)) throw new Error('run `npm run build` first: no web app server entry');

// Searches as a visitor's filters make them: the page and the API read the same parameters.
const STATES = ['TX', 'CA', 'FL', 'NY', 'OH', 'GA', 'PA', 'IL', 'MI', 'NC', 'AZ', 'CO'];
const KEYWORDS = ['roof', 'notary', 'inspection', 'photos', 'occupancy', 'claims', 'gutters'];
const searches = STATES.flatMap((state, i) =>
  KEYWORDS.flatMap((keyword, j) =>
    [0, 10, 20].map((start) =>
      new URLSearchParams({
        keyword,
        location_state: state,
        ...(start ? { start: String(start), end: String(start + 10) } : {}),
        ...((i + j) % 3 === 0 ? { sort: 'salary_desc' } : {}),
      }).toString(),
    ),
  ),
);

const database = await openDatabase({ url: benchUrl() });
const [{ jobs } = { jobs: 0 }] = await queryRows<{ jobs: number }>(
  database.db,
  sql`SELECT count(*)::int AS jobs FROM jobs`,
);
// Open jobs spread over the table, not the newest few, so a page is rarely one already rendered.
const openJobIds = (
  await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM jobs TABLESAMPLE SYSTEM (5) WHERE status = 'open' LIMIT ${SAMPLED_JOBS}`,
  )
).map((row) => row.id);
// Every state with open jobs: with the keywords and five pages, more searches than the guests'
// page cache keeps, so each is rendered afresh.
const openStates = (
  await queryRows<{ state: string }>(
    database.db,
    sql`SELECT DISTINCT state FROM jobs WHERE status = 'open' ORDER BY state`,
  )
).map((row) => row.state);
const freshSearches = KEYWORDS.flatMap((keyword) =>
  [0, 10, 20, 30, 40].flatMap((start) =>
    openStates.map((state) =>
      new URLSearchParams({
        keyword,
        location_state: state,
        ...(start ? { start: String(start), end: String(start + 10) } : {}),
      }).toString(),
    ),
  ),
);
await database.close();
if (openJobIds.length < 1000) throw new Error('seed the bench database first (npm run seed)');

interface Scenario {
  name: string;
  paths: readonly string[];
}
interface Measured {
  scenario: Scenario;
  requestsPerSecond: number;
  latency: ReturnType<typeof latencySummary>;
  statuses: Map<number, number>;
  meanBytes: number;
}

/** One autocannon run against one server, its paths taken from the sequence `nextPath` hands out. */
function drive(
  url: string,
  connections: number,
  nextPath: () => string,
  onResponse: (statusCode: number, responseTime: number) => void,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: SECONDS,
        headers: BROWSER_HEADERS,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) },
        ],
      },
      (error: Error | null, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) =>
      onResponse(statusCode, responseTime),
    );
  });
}

/**
 * Drives `paths` in one sequence shared by every connection of every server, so two requests
 * rarely repeat.
 */
async function measure(scenario: Scenario): Promise<Measured> {
  let next = 0;
  const nextPath = () => scenario.paths[next++ % scenario.paths.length]!;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const onResponse = (statusCode: number, responseTime: number) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    latencies.push(responseTime);
  };
  const results = await Promise.all(
    urls.map((url) => drive(url, connectionsEach, nextPath, onResponse)),
  );
  const requests = results.reduce((sum, each) => sum + each.requests.total, 0);
  const bytes = results.reduce((sum, each) => sum + each.throughput.total, 0);
  const measured = {
    scenario,
    requestsPerSecond: Math.round(requests / SECONDS),
    latency: latencySummary(latencies),
    statuses,
    meanBytes: Math.round(bytes / Math.max(1, requests)),
  };
  console.log(
    `${scenario.name}: ${measured.requestsPerSecond} req/s, p50 ${ms(measured.latency.p50)} ms, ` +
      `p95 ${ms(measured.latency.p95)} ms, statuses ${JSON.stringify([...statuses])}`,
  );
  return measured;
}

const jobPaths = openJobIds.map((id) => `/jobs/${id}`);
const allScenarios: { group: string; html: Scenario; json: Scenario }[] = [
  {
    group: 'job page, a different open job each request',
    html: { name: 'job page HTML', paths: jobPaths },
    json: { name: 'job JSON', paths: openJobIds.map((id) => `/api/jobs/${id}/`) },
  },
  {
    group: 'job page, one job (the guests’ page cache answers)',
    html: { name: 'one job page HTML', paths: [jobPaths[0]!] },
    json: { name: 'one job JSON', paths: [`/api/jobs/${openJobIds[0]}/`] },
  },
  {
    group: 'job list, first page (newest open jobs)',
    html: { name: 'job list HTML', paths: ['/jobs'] },
    json: { name: 'job list JSON', paths: ['/api/jobs/'] },
  },
  {
    group: `job list, ${searches.length} distinct searches (keyword + state, pages 1-3)`,
    html: { name: 'search HTML', paths: searches.map((query) => `/jobs?${query}`) },
    json: { name: 'search JSON', paths: searches.map((query) => `/api/jobs/?${query}`) },
  },
  {
    group: `job list, ${freshSearches.length.toLocaleString('en-US')} distinct searches (keyword + state, pages 1-5), each rendered afresh`,
    html: { name: 'fresh search HTML', paths: freshSearches.map((query) => `/jobs?${query}`) },
    json: { name: 'fresh search JSON', paths: freshSearches.map((query) => `/api/jobs/?${query}`) },
  },
];
const only = process.env.BENCH_ONLY;
const scenarios = only ? allScenarios.filter(({ group }) => group.includes(only)) : allScenarios;

const servers: BenchServer[] = [];
for (let i = 0; i < PROCESSES; i += 1)
  servers.push(
    await startServer(PORT + i, {
      DATABASE_URL: benchUrl(),
      REDIS_URL: '',
      WEB_DIST_DIR: webDist,
      SHED_EVENT_LOOP_DELAY_MS: '0',
    }),
  );
const urls = servers.map((server) => server.url);
const connectionsEach = Math.ceil(CONNECTIONS / urls.length);
const rows: string[] = [];
try {
  // Warm-up: the server's search index and the database's cache are filled as in a running server.
  for (const { html, json } of scenarios)
    for (const scenario of [html, json])
      await Promise.all(
        urls.map((url) =>
          autocannon({
            url,
            connections: connectionsEach,
            duration: 2,
            headers: BROWSER_HEADERS,
            requests: [{ method: 'GET', path: scenario.paths.at(-1)! }],
          }),
        ),
      );
  for (const { group, html, json } of scenarios) {
    for (const scenario of [html, json]) {
      const measured = await measure(scenario);
      const { latency } = measured;
      const notOk = [...measured.statuses].filter(([status]) => status !== 200);
      rows.push(
        `| ${group} | ${scenario.paths[0]!.startsWith('/api/') ? 'JSON (API)' : 'HTML (page)'} | ` +
          `${measured.requestsPerSecond.toLocaleString('en-US')} | ${ms(latency.p50)} | ${ms(latency.p95)} | ` +
          `${ms(latency.p99)} | ${(measured.meanBytes / 1024).toFixed(1)} | ` +
          `${notOk.length ? notOk.map(([status, n]) => `${n} × ${status}`).join(', ') : 'none'} |`,
      );
    }
  }
} finally {
  await Promise.all(servers.map(stopServer));
}

const section = `<!-- page-render:start -->
## Public pages rendered on the server, beside the same data as JSON

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this project's machine kind (${machine()}), PostgreSQL 15 (default settings),
${jobs.toLocaleString('en-US')} jobs seeded by \`bench/bench-jobs.ts\` (each with what its kind of work asks to hand in, four in five with a visit
scheduled, as the demo's jobs). \`npm run build && npm run page-render -w @fieldhire/bench\`
reproduces it (after \`npm run seed -w @fieldhire/bench\`): \`bench/page-render-load.ts\` starts the real server in production
mode on the bench database, serving the built web app (${PROCESSES === 1 ? 'one process' : `${PROCESSES} processes side by side, as a deployment on two cores runs them behind a load balancer`}), and drives it as a guest
(no session, asking for brotli or gzip as a browser does) with autocannon over loopback, ${CONNECTIONS} connections in all for ${SECONDS} s per row
after a 2 s warm-up of each, autocannon sharing the cores with the server and PostgreSQL.
Each row sends its paths in one sequence shared by every connection: the "different open job" rows cycle through
${openJobIds.length.toLocaleString('en-US')} open jobs sampled over the whole table, so nearly every page is rendered afresh; a guest's
page is kept 30 s (at most 1,000), so the "one job" rows show what the cache answers, the 252 searches are rendered once each
and then answered from it, and the last rows' searches, more than it keeps, are each rendered afresh. Latency is each response's time as
autocannon saw it; "KB" is the mean response body as sent (compressed). Load average (1, 5, 15 min) at the end: ${loadAverages()}.

Targets (ARCHITECTURE.md): a job page at least 800 requests/s with p95 under 25 ms; the job list at least 400 requests/s.

| scenario | answer | requests/s | p50 ms | p95 ms | p99 ms | KB | not 200 |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
<!-- page-render:end -->`;

console.log(section);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('page-render', section);
process.exit(0);
