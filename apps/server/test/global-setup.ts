import type { TestProject } from 'vitest/node';
import { createFreshDatabase } from './fresh-database';

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
  const database = await createFreshDatabase(baseUrl, 'test');
  project.provide('databaseUrl', database.url);
  return () => database.drop();
}
