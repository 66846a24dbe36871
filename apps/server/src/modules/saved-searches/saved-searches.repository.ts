import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jobTypes } from '../../db/schema/reference';
import { savedSearches } from '../../db/schema/saved-searches';

const SAVED_SEARCHES_LOCK_SPACE = 4202;

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = Omit<typeof savedSearches.$inferInsert, 'id' | 'createdAt'>;
export type SavedSearchChanges = Partial<
  Pick<SavedSearchRow, 'name' | 'frequency' | 'channels' | 'paused'>
>;

export function createSavedSearchesRepository(db: Database) {
  const owned = (userId: number, id: number) =>
    and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

  return {
    list(userId: number) {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.id));
    },
    /** Makes one account's saves wait for each other, so two at once cannot pass the limit. */
    async lockUser(userId: number) {
      await db.execute(
        sql`select pg_advisory_xact_lock(${SAVED_SEARCHES_LOCK_SPACE}::int, ${userId}::int)`,
      );
    },
    async count(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },
    async insert(values: NewSavedSearch) {
      const [row] = await db.insert(savedSearches).values(values).returning();
      return row!;
    },
    async update(userId: number, id: number, changes: SavedSearchChanges) {
      const [row] = await db
        .update(savedSearches)
        .set(changes)
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },
    async markSeen(userId: number, id: number) {
      const [row] = await db
        .update(savedSearches)
        .set({ lastSeenAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },
    async remove(userId: number, id: number) {
      const rows = await db
        .delete(savedSearches)
        .where(owned(userId, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },
    async jobTypeNames(ids: number[]) {
      if (!ids.length) return new Map<number, string>();
      const rows = await db
        .select({ id: jobTypes.id, name: jobTypes.name })
        .from(jobTypes)
        .where(inArray(jobTypes.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
