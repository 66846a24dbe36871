import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** A server started as its own process (`src/main.ts`), as production runs it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

export interface ServerOptions {
  /** Added to this process's environment (DATABASE_URL, REDIS_URL, SMTP_URL …). */
  env: Record<string, string | undefined>;
  /** A free port when not given. */
  port?: number;
  nodeEnv?: 'test' | 'production';
  /** Node flags before the entry point (a profiler, say). */
  nodeArgs?: string[];
  /** The server's log lines; its errors always reach this process's stderr. */
  stdout?: 'ignore' | 'inherit';
  readyWithinMs?: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the server (no seed, rate limits off, no web app unless `env` names one) and resolves
 * once it answers /readyz. It is killed if this process exits first.
 */
export async function startServer({
  env,
  port,
  nodeEnv = 'test',
  nodeArgs = [],
  stdout = 'ignore',
  readyWithinMs = 45_000,
}: ServerOptions): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port ?? (await freePort())}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      HOST: '127.0.0.1',
      PORT: new URL(url).port,
      PUBLIC_URL: url,
      SEED: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', orphaned);
      resolve(code);
    }),
  );
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${url} exited early`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, exited };
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${url} did not become ready`);
}

/** Stops the server as a deployment would (SIGTERM: graceful shutdown) and waits for it to exit. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGTERM');
  await server.exited;
}

/** A JSON call the way the web client makes it: token header, CSRF cookie and header. */
export async function call<T>(
  server: ServerProcess,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const csrf = await fetch(`${server.url}/api/refresh-csrf/`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Token ${token}`,
      'content-type': 'application/json',
      'x-csrftoken': csrfToken,
      cookie: `csrftoken=${csrfToken}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
