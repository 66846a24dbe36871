import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { E2E_PORT } from '../playwright.config';
import { startMailCatcher } from './mail-catcher';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** One statement on a connection of its own to the PostgreSQL server of `url`. */
async function administer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * With DATABASE_URL set, the app runs on a database of its own on that PostgreSQL server, created
 * here and dropped after the run (the server keeps its databases between runs); without it, on
 * an embedded database in the run's folder.
 */
async function appDatabase(workDir: string) {
  const server = process.env.DATABASE_URL;
  if (!server)
    return {
      env: { DATABASE_URL: '', PGLITE_DIR: path.join(workDir, 'db') },
      drop: () => Promise.resolve(),
    };
  const name = `fieldhire_e2e_${process.pid}_${Date.now()}`;
  await administer(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => administer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * `npm run ledger:check` on the run's database, once the app has stopped: the books the specs'
 * approvals, payouts and purchases left must hold every rule.
 */
async function checkLedger(env: Record<string, string | undefined>) {
  const check = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/check-ledger.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => check.once('exit', resolve));
  if (code !== 0)
    throw new Error(`npm run ledger:check failed (exit ${String(code)}) after the specs`);
}

/** Starts a real SMTP catcher and the built app, with the demo data, on a fresh database. */
export default async function globalSetup() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'fieldhire-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const smtpPort = E2E_PORT + 25;
  process.env.E2E_MAIL_DIR = mailDir;
  const catcher = await startMailCatcher(mailDir, smtpPort);
  const database = await appDatabase(workDir);

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...database.env,
      // The specs sign in as the demo accounts.
      SEED: 'true',
      REDIS_URL: '',
      PORT: String(E2E_PORT),
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      PRIVATE_UPLOAD_DIR: path.join(workDir, 'private-uploads'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The push service the alert specs run on loopback, besides the browsers' own.
      PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${E2E_PORT + 26}`,
      LOG_LEVEL: 'warn',
      // Every browser of the run signs up from one address, past the per-address sign-up limit;
      // the limits are proven by the server tests.
      RATE_LIMITS: 'false',
      NODE_ENV: 'production',
      // The test browser shares the machine's cores with the server: an event loop running late
      // here is the browser's doing, not a load to shed (the server tests cover shedding).
      SHED_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Seeding the demo data on a busy machine can take minutes; a server that never gets ready is stopped.
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    try {
      await checkLedger(database.env);
    } finally {
      await catcher.close();
      await database.drop();
      rmSync(workDir, { recursive: true, force: true });
    }
  };
  await waitFor(`http://localhost:${E2E_PORT}/readyz`, 180_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return stop;
}
