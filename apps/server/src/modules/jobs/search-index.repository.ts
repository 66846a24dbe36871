import { sql, type SQL } from 'drizzle-orm';
import { intArray, queryRows, type Database } from '../../db/database';
import type { IndexedJob } from './index-query';

/** What the search index loads of an open job, with what its tag and company match sets need. */
export interface IndexRow extends IndexedJob {
  companyId: number;
  tags: string[];
}

interface RawIndexRow {
  id: number;
  featured: boolean;
  created_us: string | number;
  expires_us: string | number | null;
  job_type_id: number;
  category: string;
  experience: string;
  state_fips: string;
  salary_min: number;
  salary_max: number;
  lat: number;
  lon: number;
  company_id: number;
  tags: string[];
}

const LOAD_BATCH = 50_000;
/** How long a job change stays in the log: far longer than any process waits between reads. */

const indexColumns = sql`j.id, j.featured, (extract(epoch from j.created_at) * 1000000)::float8 as created_us,
  (extract(epoch from j.expires_at) * 1000000)::float8 as expires_us, j.job_type_id, j.category, j.experience,
  j.state_fips, j.salary_min, j.salary_max, j.lat, j.lon, j.company_id, j.tags`;

const toIndexRow = (row: RawIndexRow): IndexRow => ({
  id: row.id,
  featured: row.featured,
  createdUs: Number(row.created_us),
  expiresUs: row.expires_us === null ? null : Number(row.expires_us),
  jobTypeId: row.job_type_id,
  category: row.category,
  experience: row.experience,
  stateFips: row.state_fips,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  lat: Number(row.lat),
  lon: Number(row.lon),
  companyId: row.company_id,
  tags: row.tags,
});

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Big-endian 4-byte integers, as int4send writes them. */
function int32sOf(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Int32Array(bytes.byteLength >> 2);
  for (let i = 0; i < values.length; i += 1) values[i] = view.getInt32(i * 4);
  return values;
}

export type MatchKind = 'keyword' | 'tag' | 'company' | 'near';

/** A neighborhood's match value: its center and radius. */
export const nearValue = (lat: number, lon: number, meters: number) => `${lat},${lon},${meters}`;
export function parseNear(value: string) {
  const [lat = 0, lon = 0, meters = 0] = value.split(',').map(Number);
  return { lat, lon, meters };
}

const matchCondition = (kind: MatchKind, value: string): SQL => {
  switch (kind) {
    case 'near': {
      const { lat, lon, meters } = parseNear(value);
      const origin = sql`ll_to_earth(${lat}, ${lon})`;
      return sql`earth_box(${origin}, ${meters}) @> j.earth and earth_distance(${origin}, j.earth) <= ${meters}`;
    }
    case 'keyword':
      return sql`j.search @@ websearch_to_tsquery('english', ${value})`;
    case 'tag':
      return sql`j.tags @> array[${value}]::text[]`;
    case 'company':
      return sql`j.company_id = ${Number(value)}`;
  }
};

export function createSearchIndexRepository(db: Database) {
  return {
    /** Every open job not held by an operator, oldest first, in batches so a million rows never sit in one result. */
    async *openJobs(): AsyncGenerator<IndexRow[]> {
      let after: { created: string; id: number } | null = null;
      for (;;) {
        const rows: (RawIndexRow & { created_key: string })[] = await queryRows(
          db,
          sql`select ${indexColumns}, j.created_at::text as created_key from jobs j
              where j.status = 'open' and j.held_reason is null
              ${after ? sql`and (j.created_at, j.id) > (${after.created}::timestamptz, ${after.id})` : sql``}
              order by j.created_at, j.id limit ${LOAD_BATCH}`,
        );
        if (rows.length === 0) return;
        yield rows.map(toIndexRow);
        const last = rows.at(-1)!;
        after = { created: last.created_key, id: last.id };
      }
    },

    /** The open jobs among `ids`; the others are closed, filled or gone. */
    async openJobsAmong(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await queryRows<RawIndexRow>(
        db,
        sql`select ${indexColumns} from jobs j where j.status = 'open' and j.held_reason is null
            and j.id = any(${intArray(ids)})`,
      );
      return rows.map(toIndexRow);
    },

    /**
     * The ids of the open jobs a keyword, a tag, a company or a neighborhood matches, ascending.
     * They come as one value of 4-byte integers: a common word matches most of a million jobs, which
     * as rows would take the driver hundreds of milliseconds to parse.
     */
    async matchingIds(kind: MatchKind, value: string) {
      const [row] = await queryRows<{ ids: Uint8Array | null }>(
        db,
        sql`select string_agg(int4send(j.id), ''::bytea order by j.id) as ids
            from jobs j where j.status = 'open' and ${matchCondition(kind, value)}`,
      );
      return int32sOf(row?.ids ?? new Uint8Array(0));
    },

    /** Which of `ids` each keyword matches, as [keyword index, job id] pairs. */
    async keywordMatches(ids: number[], keywords: string[]) {
      if (ids.length === 0 || keywords.length === 0) return [];
      return queryRows<{ k: number; id: number }>(
        db,
        sql`select (k.ord - 1)::int as k, j.id
            from jobs j, unnest(${textArray(keywords)}) with ordinality as k(kw, ord)
            where j.id = any(${intArray(ids)}) and j.search @@ websearch_to_tsquery('english', k.kw)`,
      );
    },

    /** Which of `ids` a keyword matches, its query planned with the keyword as a constant. */
    async idsMatchingKeyword(ids: number[], keyword: string) {
      if (ids.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select j.id from jobs j
            where j.id = any(${intArray(ids)}) and j.search @@ websearch_to_tsquery('english', ${keyword})`,
      );
      return rows.map((row) => row.id);
    },

    /** A keyword's query as PostgreSQL writes it: its lexemes and operators ('lake', 'roof' & 'repair'). */
    async keywordQuery(keyword: string) {
      const [row] = await queryRows<{ query: string }>(
        db,
        sql`select websearch_to_tsquery('english', ${keyword})::text as query`,
      );
      return row?.query ?? '';
    },

    /**
     * The most common lexemes of the jobs' search text and the share of jobs holding each, from the
     * statistics ANALYZE keeps of the column (none before it first ran).
     */
    async searchLexemeStats() {
      const [row] = await queryRows<{
        lexemes: string[] | null;
        shares: (number | string)[] | null;
      }>(
        db,
        sql`select most_common_elems::text::text[] as lexemes, most_common_elem_freqs as shares
            from pg_stats
            where schemaname = current_schema() and tablename = 'jobs' and attname = 'search'`,
      );
      return { lexemes: row?.lexemes ?? [], shares: (row?.shares ?? []).map(Number) };
    },

    /** The relevance of each of `ids` to a keyword. */
    async ranks(ids: number[], keyword: string) {
      if (ids.length === 0) return new Map<number, number>();
      const rows = await queryRows<{ id: number; rank: number }>(
        db,
        sql`select j.id, ts_rank(j.search, websearch_to_tsquery('english', ${keyword})) as rank
            from jobs j where j.id = any(${intArray(ids)})`,
      );
      return new Map(rows.map((row) => [row.id, Number(row.rank)]));
    },
  };
}
export type SearchIndexRepository = ReturnType<typeof createSearchIndexRepository>;
