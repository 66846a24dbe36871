/**
 * Start time: `npm start` as a person runs it, on a fresh embedded database in a folder of its
 * own, from the command to the home page's first 200. The first start seeds the demo marketplace;
 * the later ones find it seeded (a warm install). The web app is brought up to date first, so no
 * start measures a build. Target: a warm start serves the home page within 10 s.
 *
 * Environment: BENCH_STARTS (warm starts, 3), BENCH_PORT (3990), BENCH_NO_WRITE.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverages, machine, sleep } from './bench-stats';
import { writeResultsSection } from './results-file';

const WARM_STARTS = Number(process.env.BENCH_STARTS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const root = fileURLToPath(new URL('..', import.meta.url));

interface Start {
  /** From spawning `npm start` to the home page's first 200, ms. */
  homeMs: number;
  /** What the server logged as its own start (from its first line to listening), ms. */
  serverMs: number | null;
}

async function homeAnswers(withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/`);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`the home page did not answer within ${withinMs / 1000} s`);
}

async function start(dataDir: string): Promise<Start> {
  const began = Date.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(PORT),
      PGLITE_DIR: path.join(dataDir, 'db'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      PRIVATE_UPLOAD_DIR: path.join(dataDir, 'private-uploads'),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await homeAnswers(120_000);
    const homeMs = Date.now() - began;
    const logged = /"startupMs":(\d+)/.exec(output);
    return { homeMs, serverMs: logged ? Number(logged[1]) : null };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    await portClosed(30_000);
  }
}

/** npm may exit before the server it started: the next start waits for the port to be free. */
async function portClosed(withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      await (await fetch(`http://127.0.0.1:${PORT}/healthz`)).arrayBuffer();
    } catch {
      return;
    }
    await sleep(100);
  }
  throw new Error(`port ${PORT} still answers after the server was told to stop`);
}

const built = spawnSync('node', ['scripts/build-web-when-changed.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('the web app did not build');

const dataDir = mkdtempSync(path.join(tmpdir(), 'fieldhire-start-'));
const starts: Start[] = [];
try {
  for (let run = 0; run <= WARM_STARTS; run += 1) {
    starts.push(await start(dataDir));
    console.log(JSON.stringify(starts.at(-1)));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = (value: number | null) => (value === null ? '-' : (value / 1000).toFixed(1));
const [first, ...warm] = starts;
const worstWarm = Math.max(...warm.map((each) => each.homeMs));
const section = [
  '<!-- start-time:start -->',
  '## Start: `npm start` to the home page',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${machine()}) ` +
    'by `npm run start-time -w @fieldhire/bench` (`bench/start-time.ts`): `npm start` in the repository, ' +
    'on an embedded database in a fresh folder, with the web app built from the same sources beforehand; ' +
    "from the command to the home page's first 200 (polled every 50 ms). The first start migrates and seeds " +
    'the demo marketplace; the others find it seeded. "Server" is what the server logs as its own start, from ' +
    'its first line to listening (loading its modules comes before it). Target: a warm start within 10 s.',
  '',
  '| start | home page, s | server, s |',
  '|---|---|---|',
  `| first (migrates and seeds) | ${seconds(first!.homeMs)} | ${seconds(first!.serverMs)} |`,
  ...warm.map(
    (each, index) => `| warm ${index + 1} | ${seconds(each.homeMs)} | ${seconds(each.serverMs)} |`,
  ),
  '',
  `Warm starts within 10 s: ${worstWarm <= 10_000 ? 'yes' : 'no'} (slowest ${seconds(worstWarm)} s). ` +
    `Load average (1, 5, 15 min) at the end: ${loadAverages()}.`,
  '<!-- start-time:end -->',
].join('\n');
console.log(section);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('start-time', section);
