import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

const journal = JSON.parse(
  readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

export function createHealthRepository(db: Database) {
  return {
    async migrationsApplied() {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      return (row?.count ?? 0) >= journal.entries.length;
    },
  };
}
