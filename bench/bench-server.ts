import {
  startServer as startServerProcess,
  stopServer,
  type ServerProcess,
} from '../apps/server/test/server-process';

export type BenchServer = ServerProcess;
export { stopServer };

/**
 * The real server in production mode (no seed, rate limits off, no web app) on `port` with `env`
 * added (DATABASE_URL, REDIS_URL, SMTP_URL …). BENCH_NODE_ARGS adds node flags (e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
export const startServer = (port: number, env: Record<string, string>): Promise<BenchServer> =>
  startServerProcess({
    env,
    port,
    nodeEnv: 'production',
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    stdout: 'inherit',
    readyWithinMs: 60_000,
  });
