import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopServer, type ServerProcess } from '../apps/server/test/server-process';

export interface DemoServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real server (built web app included) on a fresh embedded database seeded with the demo
 * marketplace, as `npm start` runs it; resolves once it answers /readyz. `webDistDir` serves another
 * build of the web app than apps/web/dist (its server entry in `../dist-ssr` beside it).
 */
export async function startDemoServer(
  port: number,
  { webDistDir }: { webDistDir?: string } = {},
): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fieldhire-bench-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let server: ServerProcess;
  try {
    server = await startServer({
      port,
      nodeEnv: 'production',
      readyWithinMs: 120_000,
      env: {
        DATABASE_URL: '',
        REDIS_URL: '',
        PGLITE_DIR: path.join(dataDir, 'db'),
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        PRIVATE_UPLOAD_DIR: path.join(dataDir, 'private-uploads'),
        // Unset: apps/web/dist is served and the empty database is seeded.
        WEB_DIST_DIR: webDistDir,
        SEED: undefined,
      },
    });
  } catch (error) {
    removeData();
    throw error;
  }
  const { child } = server;
  return {
    url: server.url,
    async stop() {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await stopServer(server);
      clearTimeout(force);
      removeData();
    },
  };
}

/** The id of the newest job on the server (the demo seed has some). */
export async function firstJobId(server: DemoServer) {
  let response = await fetch(`${server.url}/api/jobs/?end=1`);
  // Just after the seed the server may still be shedding load: it answers 503 for a moment.
  for (let tries = 0; tries < 20 && response.status === 503; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    response = await fetch(`${server.url}/api/jobs/?end=1`);
  }
  if (!response.ok) throw new Error(`GET /api/jobs/?end=1 answered ${response.status}`);
  const body = (await response.json()) as { results: Array<{ id: number }> };
  const id = body.results[0]?.id;
  if (id === undefined) throw new Error('GET /api/jobs/?end=1 found no job: is the demo seed on?');
  return id;
}
