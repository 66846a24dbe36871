import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { createLedgerRepository } from '../src/modules/payments/ledger.repository';
import { createReferenceService } from '../src/modules/reference/reference.service';
import { createRedisClient } from '../src/platform/redis';

let shared: Promise<DatabaseHandle> | undefined;

/** One database per test file: the run's PostgreSQL database, or an in-memory PGlite. */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const url = inject('databaseUrl');
    if (url) return openDatabase({ url });
    const template = inject('pgliteTemplate');
    if (template)
      return openDatabase({
        pgliteDir: 'memory://',
        loadDataDir: new Blob([await readFile(template)]),
      });
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    await createReferenceService(database.db).sync();
    return database;
  })();
  return shared;
}

/** Apps a test file left open: closed before the database, so no background worker outlives it. */
const openApps = new Set<{ close(): Promise<unknown> }>();

/**
 * The books hold after every test file: each transaction and all of them together balance, and no
 * rule of the ledger is broken.
 */
async function expectBalancedLedger(database: DatabaseHandle) {
  const check = await createLedgerRepository(database.db).check();
  if (check.problems.length > 0 || check.total_cents !== 0)
    throw new Error(
      `The ledger is wrong: all entries sum to ${check.total_cents} cents; ` +
        `broken rules: ${JSON.stringify(check.problems)}`,
    );
}

/** Closes the apps the test file left open, then checks the ledger and closes its database. */
export async function closeTestFile() {
  await Promise.all([...openApps].map((app) => app.close()));
  openApps.clear();
  if (shared) {
    const database = await shared;
    shared = undefined;
    try {
      await expectBalancedLedger(database);
    } finally {
      await database.close();
    }
  }
}

/** An app on the file's test database, or on `database` (which the caller closes). */
export async function createTestApp(env: Record<string, string> = {}, database?: DatabaseHandle) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
    PUBLIC_URL: 'http://fieldhire.localhost',
    WEB_DIST_DIR: '/nonexistent',
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'fieldhire-uploads-')),
    PRIVATE_UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'fieldhire-private-uploads-')),
    // Suites run side by side on one Redis keep their keys apart.
    ...(process.env.REDIS_PREFIX && { REDIS_PREFIX: process.env.REDIS_PREFIX }),
    ...env,
  });
  database ??= await testDatabase();
  // Only with a REDIS_URL given here: the environment's REDIS_URL is not read.
  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  const app = await buildApp({
    config,
    database,
    redis,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
  });
  app.addHook('onClose', () => {
    openApps.delete(app);
    redis?.disconnect();
  });
  openApps.add(app);
  await app.ready();
  return { app, database, db: database.db, config };
}
