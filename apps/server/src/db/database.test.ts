import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { waitUntil } from '../../test/wait-until';
import { openDatabase } from './database';

describe.skipIf(!inject('databaseUrl'))('a PostgreSQL connection pool', () => {
  it('carries on after PostgreSQL ends one of its idle connections', async () => {
    const database = await openDatabase({ url: inject('databaseUrl')! });
    const warnings: string[] = [];
    const listener = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listener);
    try {
      const { rows } = await database.executeSql('SELECT pg_backend_pid() AS pid');
      const { pid } = rows[0] as { pid: number };
      const admin = new pg.Client({ connectionString: inject('databaseUrl')! });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.end();

      await waitUntil(() => warnings.some((text) => text.includes('idle database connection')));
      const after = await database.executeSql('SELECT 1 AS one');
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('warning', listener);
      await database.close();
    }
  });
});
