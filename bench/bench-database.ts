import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database';
import { createReferenceService } from '../apps/server/src/modules/reference/reference.service';

export const BENCH_DB = process.env.BENCH_DB ?? 'fieldhire_bench';
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on the PostgreSQL server of DATABASE_URL. */
export function benchUrl(name = BENCH_DB) {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(statement: (client: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  try {
    await statement(admin);
  } finally {
    await admin.end();
  }
}

/** Database `name` on the PostgreSQL server of DATABASE_URL, created when missing; answers its URL. */
export async function createBenchDatabase(name = BENCH_DB) {
  await asAdmin(async (admin) => {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  });
  return benchUrl(name);
}

/** Drops database `name`, closing the connections still open to it. */
export async function dropBenchDatabase(name: string) {
  await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** The bench database on the PostgreSQL server of DATABASE_URL, created and migrated when missing. */
export async function openBenchDatabase(name = BENCH_DB) {
  // Seeding a million jobs runs statements longer than a request's limit.
  const database = await openDatabase({
    url: await createBenchDatabase(name),
    statementTimeoutMs: 0,
  });
  await database.migrate();
  await createReferenceService(database.db).sync();
  return database;
}
