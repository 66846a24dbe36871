import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { CSRF_COOKIE, CSRF_HEADER } from '@fieldhire/contract/session';
import { startDemoServer } from './demo-server';
import { writeResultsSection } from './results-file';

const PORT = Number(process.env.BENCH_PORT ?? 3131);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
/** Each scenario is driven this many times in turn: one run's tail depends on the moment. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const SEARCHES = [
  '',
  'keyword=roof',
  'keyword=inspection&sort=relevance',
  'location=78701&destination_max=30',
  'jobType=1,4&datePosted=last_7_days',
  'salary_min=100&sort=salary_desc',
  'location_state=TX&start=20&end=30',
];

const server = await startDemoServer(PORT);
const rows: string[] = [];
const loads: string[] = [];
try {
  const { csrfToken } = (await (await fetch(`${server.url}/api/refresh-csrf/`)).json()) as {
    csrfToken: string;
  };
  const logIn = () =>
    fetch(`${server.url}/api/login/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: csrfToken,
        cookie: `${CSRF_COOKIE}=${csrfToken}`,
      },
      body: JSON.stringify({ username: 'employer@fieldhire.test', password: 'fieldhire-demo' }),
    });
  // Just after start the server may still be shedding load (503 with Retry-After): wait and retry.
  let login = await logIn();
  for (let i = 0; i < 20 && login.status === 503; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    login = await logIn();
  }
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const authorization = `Token ${token}`;
  const dashboard = await fetch(`${server.url}/api/dashboard/`, { headers: { authorization } });
  const sample = (await dashboard.json()) as { posted_jobs: number; applications: number };
  const dataSize = `the demo company of employer@fieldhire.test: ${sample.posted_jobs} jobs, ${sample.applications} applications`;

  const run = async (
    name: string,
    requests: autocannon.Request[],
    headers: Record<string, string> = {},
  ) => {
    // Warm-up: the first pass of each request fills the caches a running server has filled long ago.
    await autocannon({ url: server.url, connections: 10, duration: 3, requests, headers });
    const statuses = new Map<number, number>();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: server.url, connections: CONNECTIONS, duration: SECONDS, requests, headers },
        (error: Error | null, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, statusCode) =>
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1),
      );
    });
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    loads.push(load);
    const ok = statuses.get(200) ?? 0;
    const shed = statuses.get(503) ?? 0;
    const other = [...statuses]
      .filter(([code]) => code !== 200 && code !== 503)
      .reduce((sum, [, n]) => sum + n, 0);
    const okRate = Math.round(ok / SECONDS);
    rows.push(
      `| ${name} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${result.latency.max} | ${okRate} | ${shed} | ${other + result.errors + result.timeouts} | ${load} |`,
    );
    console.log(rows.at(-1));
  };

  for (let round = 1; round <= ROUNDS; round += 1) {
    await run(
      `job search (7 filters in turn), run ${round}`,
      SEARCHES.map((query) => ({ method: 'GET', path: `/api/jobs/?${query}` })),
    );
    await run(`employer dashboard, run ${round}`, [{ method: 'GET', path: '/api/dashboard/' }], {
      authorization,
    });
  }

  writeResultsSection(
    'pressure',
    `<!-- pressure:start -->
## Under load: job search and the employer dashboard at ${CONNECTIONS} connections

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this project's machine kind (2 cores), the real server
on the demo marketplace as \`npm start\` seeds it (embedded PGlite: 40 companies, about 2,000 jobs;
${dataSize}). \`npm run pressure -w @fieldhire/bench\` reproduces it: \`bench/pressure-load.ts\` starts the
server (\`bench/demo-server.ts\`), warms each scenario for 3 s at 10 connections, then drives it with
autocannon over loopback, ${CONNECTIONS} connections for ${SECONDS} s, autocannon sharing the 2 cores with the server;
the two scenarios take turns, ${ROUNDS} runs each.
Other work shared the machine: the load average (1, 5, 15 min) at the end of each run is in the last column,
so the figures are noisy.

"req/s" counts 200 answers only; "503" the requests the server shed (\`Retry-After\` set), "errors" any
other status, socket error or timeout.

| scenario | p50 ms | p97.5 ms | p99 ms | max ms | req/s (200) | 503 | errors | load average |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
<!-- pressure:end -->`,
  );
  console.log('wrote the pressure section of bench/RESULTS.md');
} finally {
  await server.stop();
}
process.exit(0);
