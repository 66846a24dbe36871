import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { listedJob } from '../../db/listed-job';

export interface SitemapEntry {
  id: number;
  lastmod: Date | string;
}

/** A job a search shows: open, and its listing not ended. */
const LISTED = listedJob('jobs');

const SOURCES = {
  jobs: { table: sql`jobs`, where: LISTED },
  companies: { table: sql`companies`, where: sql`true` },
} as const;

export type SitemapKind = keyof typeof SOURCES;

export function createSitemapRepository(db: Database) {
  return {
    /**
     * The first id of each page of `size` rows in id order. The ids come from the primary key's
     * index alone, so the listing never holds the rows' contents; a page is then a range read
     * from its first id.
     */
    async pageStarts(kind: SitemapKind, size: number) {
      const { table, where } = SOURCES[kind];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from (
              select id, row_number() over (order by id) - 1 as n from ${table} where ${where}
            ) numbered where n % ${size} = 0 order by id`,
      );
      return rows.map((row) => row.id);
    },

    /** The rows from `fromId` up to the next page's first id (the last page has none). */
    page(kind: SitemapKind, fromId: number, beforeId: number | null, size: number) {
      const { table, where } = SOURCES[kind];
      const upTo = beforeId === null ? sql`true` : sql`id < ${beforeId}`;
      return queryRows<SitemapEntry>(
        db,
        sql`select id, updated_at as lastmod from ${table}
            where ${where} and id >= ${fromId} and ${upTo} order by id limit ${size}`,
      );
    },
  };
}
