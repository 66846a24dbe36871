import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { createReferenceService } from '../src/modules/reference/reference.service';

/** One statement on a connection of its own, so no connection idles for the length of a test. */
async function administer(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database beside `baseUrl`'s, migrated and with reference data; `drop` removes it. */
export async function createFreshDatabase(baseUrl: string, label: string) {
  const name = `fieldhire_${label}_${process.pid}_${Date.now()}`;
  await administer(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await createReferenceService(database.db).sync();
  await database.close();
  return {
    url: url.toString(),
    drop: () => administer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
