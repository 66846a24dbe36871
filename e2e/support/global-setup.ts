import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Starts a real SMTP catcher and the built app on a fresh embedded database. */
export default async function globalSetup() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'fieldhire-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const smtpPort = E2E_PORT + 25;
  process.env.E2E_MAIL_DIR = mailDir;
  const catcher = await startMailCatcher(mailDir, smtpPort);

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(E2E_PORT),
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      PGLITE_DIR: path.join(workDir, 'db'),
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      PRIVATE_UPLOAD_DIR: path.join(workDir, 'private-uploads'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The push service the alert specs run on loopback, besides the browsers' own.
      PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${E2E_PORT + 26}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The test browser shares the machine's cores with the server: an event loop running late
      // here is the browser's doing, not a load to shed (the server tests cover shedding).
      SHED_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Seeding the demo data on a busy machine can take minutes; a server that never gets ready is stopped.
  await waitFor(`http://localhost:${E2E_PORT}/readyz`, 180_000).catch((error: unknown) => {
    server.kill('SIGTERM');
    throw error;
  });

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await catcher.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
