import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface DemoServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real server (built web app included) on a fresh embedded database seeded with the demo
 * marketplace, as `npm start` runs it; resolves once it answers /readyz.
 */
export async function startDemoServer(port: number): Promise<DemoServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fieldhire-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: '',
        REDIS_URL: '',
        PGLITE_DIR: path.join(dataDir, 'db'),
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        RATE_LIMITS: 'false',
        LOG_LEVEL: 'warn',
        SEED: undefined,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server on ${url} did not start`);
}

/** The id of the newest job on the server (the demo seed has some). */
export async function firstJobId(server: DemoServer) {
  const response = await fetch(`${server.url}/api/jobs/?end=1`);
  if (!response.ok) throw new Error(`GET /api/jobs/?end=1 answered ${response.status}`);
  const body = (await response.json()) as { results: Array<{ id: number }> };
  const id = body.results[0]?.id;
  if (id === undefined) throw new Error('GET /api/jobs/?end=1 found no job: is the demo seed on?');
  return id;
}
