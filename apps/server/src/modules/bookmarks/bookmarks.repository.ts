import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookmarks } from '../../db/schema/jobs';

export function createBookmarksRepository(db: Database) {
  return {
    async add(userId: number, jobId: number) {
      await db.insert(bookmarks).values({ userId, jobId }).onConflictDoNothing();
    },
    async remove(userId: number, jobId: number) {
      await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.jobId, jobId)));
    },
    async jobIds(userId: number) {
      const rows = await db
        .select({ jobId: bookmarks.jobId })
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId))
        .orderBy(desc(bookmarks.createdAt), desc(bookmarks.jobId));
      return rows.map((row) => row.jobId);
    },
    async count(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId));
      return row?.n ?? 0;
    },
  };
}
