import { asc, sql } from 'drizzle-orm';
import type { ReferenceKind } from '@fieldhire/contract/reference';
import type { Database } from '../../db/database';
import {
  certifications,
  educations,
  geoStates,
  geoTowns,
  jobTypes,
  skillTags,
} from '../../db/schema/reference';

const TABLES = {
  jobtype: jobTypes,
  skilltag: skillTags,
  certification: certifications,
  education: educations,
} as const;

export type TownRow = typeof geoTowns.$inferInsert;
export type StateRow = typeof geoStates.$inferInsert;

const BATCH = 2000;

export function createReferenceRepository(db: Database) {
  return {
    list(kind: ReferenceKind) {
      const table = TABLES[kind];
      return db
        .select({ id: table.id, name: table.name })
        .from(table)
        .orderBy(asc(table.position), asc(table.id));
    },
    async upsertNames(kind: ReferenceKind, names: readonly string[]) {
      const table = TABLES[kind];
      await db
        .insert(table)
        .values(names.map((name, position) => ({ name, position })))
        .onConflictDoUpdate({ target: table.name, set: { position: sql`excluded.position` } });
    },
    async geographyCounts() {
      const [row] = await db
        .select({
          states: sql<number>`(select count(*)::int from ${geoStates})`,
          towns: sql<number>`(select count(*)::int from ${geoTowns})`,
        })
        .from(sql`(select 1) as one`);
      return row ?? { states: 0, towns: 0 };
    },
    async upsertGeography(states: StateRow[], towns: TownRow[]) {
      await db.transaction(async (tx) => {
        await tx.insert(geoStates).values(states).onConflictDoNothing();
        for (let i = 0; i < towns.length; i += BATCH) {
          await tx
            .insert(geoTowns)
            .values(towns.slice(i, i + BATCH))
            .onConflictDoNothing();
        }
      });
    },
  };
}
