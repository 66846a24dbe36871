import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database';
import { createReferenceService } from '../apps/server/src/modules/reference/reference.service';

export const BENCH_DB = process.env.BENCH_DB ?? 'fieldhire_bench';
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function benchUrl() {
  const url = new URL(BASE_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** The bench database on the PostgreSQL server of DATABASE_URL, created and migrated when missing. */
export async function openBenchDatabase() {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  await admin.end();
  const database = await openDatabase({ url: benchUrl() });
  await database.migrate();
  await createReferenceService(database.db).sync();
  return database;
}
