import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { createReferenceService } from '../src/modules/reference/reference.service';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

/** On PostgreSQL (DATABASE_URL set) the run gets its own database, migrated once and dropped at the end. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    project.provide('databaseUrl', null);
    return;
  }
  const name = `fieldhire_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await createReferenceService(database.db).sync();
  await database.close();
  project.provide('databaseUrl', url.toString());

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
