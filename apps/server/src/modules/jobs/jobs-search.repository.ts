import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, type JobFilter, type JobList } from '@fieldhire/contract/jobs';
import { queryRows, type Database } from '../../db/database';
import {
  featuredFirst,
  jobColumns,
  jobJoins,
  milesToMeters,
  newestFeaturedFirst,
  toJob,
  type JobRow,
} from './job-row.repository';

export interface SearchPoint {
  lat: number;
  lon: number;
}

export interface SearchCriteria {
  filter: JobFilter;
  point: SearchPoint | null;
  stateFips: string | null;
}

const DATE_WINDOWS: Record<Exclude<JobFilter['datePosted'], 'all'>, string> = {
  last_hour: '1 hour',
  last_24_hours: '24 hours',
  last_7_days: '7 days',
  last_14_days: '14 days',
  last_30_days: '30 days',
};
const DEFAULT_SALARY_MAX = 20000;

function conditions({ filter, point, stateFips }: SearchCriteria): SQL[] {
  const where: SQL[] = [
    sql`j.status = 'open'`,
    sql`(j.expires_at is null or j.expires_at > now())`,
  ];
  if (filter.keyword)
    where.push(sql`j.search @@ websearch_to_tsquery('english', ${filter.keyword})`);
  if (point) {
    const origin = sql`ll_to_earth(${point.lat}, ${point.lon})`;
    const maxMeters = milesToMeters(filter.destination_max);
    where.push(sql`earth_box(${origin}, ${maxMeters}) @> j.earth`);
    where.push(sql`earth_distance(${origin}, j.earth) <= ${maxMeters}`);
    if (filter.destination_min > 0) {
      where.push(
        sql`earth_distance(${origin}, j.earth) >= ${milesToMeters(filter.destination_min)}`,
      );
    }
  }
  if (stateFips) where.push(sql`j.state_fips = ${stateFips}`);
  if (filter.category) where.push(sql`j.category = ${filter.category}`);
  if (filter.jobType?.length)
    where.push(
      sql`j.job_type_id in (${sql.join(
        filter.jobType.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (filter.experience?.length) {
    where.push(
      sql`j.experience in (${sql.join(
        filter.experience.map((value) => sql`${value}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.datePosted !== 'all') {
    where.push(sql`j.created_at >= now() - ${DATE_WINDOWS[filter.datePosted]}::interval`);
  }
  // The slider's ends mean "no bound": 0 has no floor and 20,000 reads as "20,000 and up".
  if (filter.salary_min > 0) where.push(sql`j.salary_max >= ${filter.salary_min}`);
  if (filter.salary_max < DEFAULT_SALARY_MAX) where.push(sql`j.salary_min <= ${filter.salary_max}`);
  if (filter.tag) where.push(sql`j.tags @> array[${filter.tag}]::text[]`);
  if (filter.company) where.push(sql`j.company_id = ${filter.company}`);
  return where;
}

function orderBy({ filter }: SearchCriteria): SQL {
  switch (filter.sort) {
    case 'oldest':
      return sql`j.created_at asc, j.id asc`;
    case 'salary_desc':
      return sql`j.salary_max desc, j.id desc`;
    case 'salary_asc':
      return sql`j.salary_min asc, j.id asc`;
    case 'distance':
      return sql`distance_m asc, j.id asc`;
    default:
      return featuredFirst(sql`j`);
  }
}

type Facets = JobList['facets'];
export interface SearchSummary {
  count: number;
  count_capped: boolean;
  facets: Facets;
}

/** Relevance ranks the newest matches only: ranking every match of a common word reads every row. */
export const RELEVANCE_WINDOW = 500;

/**
 * A search matching at most this many jobs collects its matches first (bitmap scans over every
 * index its filter can use) and sorts them; walking an ordered index instead may read a whole
 * job type or state looking for matches that are not there.
 */
export const FEW_MATCHES = 5000;

function distanceOf({ point }: SearchCriteria) {
  return point
    ? sql`earth_distance(ll_to_earth(${point.lat}, ${point.lon}), j.earth)`
    : sql`null::float8`;
}

/** The order of a page, where `rank` names the relevance of each row when sorting by relevance. */
function pageOrder(criteria: SearchCriteria, rank: SQL): SQL {
  if (criteria.filter.sort === 'relevance' && criteria.filter.keyword)
    return sql`${rank} desc, j.created_at desc, j.id desc`;
  return orderBy(criteria);
}

export function createJobsSearchRepository(db: Database) {
  /** The page of a search known to match few jobs (FEW_MATCHES): every match is collected, then sorted. */
  function fewMatchesPage(criteria: SearchCriteria, where: SQL, columns: SQL) {
    const { start, end, keyword } = criteria.filter;
    const rank = keyword
      ? sql`ts_rank(j.search, websearch_to_tsquery('english', ${keyword}))`
      : sql`0::real`;
    return sql`with m as materialized (
        select j.id, j.featured, j.created_at, j.salary_min, j.salary_max, ${distanceOf(criteria)} as distance_m, ${rank} as rank
        from jobs j where ${where}
      ), p as (
        select j.id, j.rank from m j order by ${pageOrder(criteria, sql`j.rank`)} limit ${end - start} offset ${start}
      )
      select ${columns} from ${jobJoins} join p on p.id = j.id order by ${pageOrder(criteria, sql`p.rank`)}`;
  }

  return {
    /**
     * One page of matches, without the viewer's bookmark and application (see viewerStates).
     * `matches` is the search's capped count when known, which chooses the plan.
     */
    async page(criteria: SearchCriteria, matches?: number) {
      const where = sql.join(conditions(criteria), sql` and `);
      const { start, end, keyword, sort } = criteria.filter;
      const columns = sql`${jobColumns(null)}, ${distanceOf(criteria)} as distance_m`;
      let query: SQL;
      if (matches !== undefined && matches <= FEW_MATCHES) {
        query = fewMatchesPage(criteria, where, columns);
      } else if (sort === 'relevance' && keyword) {
        query = sql`with ranked as (
            select j.id, ts_rank(j.search, websearch_to_tsquery('english', ${keyword})) as rank
            from jobs j where ${where}
            order by j.created_at desc, j.id desc limit ${RELEVANCE_WINDOW}
          )
          select ${columns} from ${jobJoins} join ranked r on r.id = j.id
          order by r.rank desc, j.created_at desc, j.id desc limit ${end - start} offset ${start}`;
      } else if (sort === 'distance' && criteria.point) {
        // The GiST index walks nearest first by chord distance (same order as great-circle
        // distance) only without a tie-breaker, so ties are settled on the first `end` rows.
        const origin = sql`ll_to_earth(${criteria.point.lat}, ${criteria.point.lon})`;
        query = sql`with nearest as (
            select j.id from jobs j where ${where}
            order by j.earth <-> ${origin} limit ${end}
          )
          select ${columns} from ${jobJoins} join nearest n on n.id = j.id
          order by distance_m asc, j.id asc limit ${end - start} offset ${start}`;
      } else if (sort === 'newest' || sort === 'relevance') {
        query = sql`with p as (${newestFeaturedFirst(where, end)})
          select ${columns} from ${jobJoins} join p on p.id = j.id
          order by ${featuredFirst(sql`p`)} limit ${end - start} offset ${start}`;
      } else {
        query = sql`select ${columns} from ${jobJoins} where ${where}
          order by ${orderBy(criteria)} limit ${end - start} offset ${start}`;
      }
      const rows = await queryRows<JobRow>(db, query);
      return rows.map((row) => toJob(row, { viewer: false }));
    },

    /**
     * Counts stop at COUNT_CAP + 1 rows and facets are computed over those same capped rows, so a
     * broad search (every open job, a common word) never scans the whole table: an exact count
     * or GROUP BY over a million rows costs 200+ ms, the capped subset a few.
     */
    async summary(criteria: SearchCriteria): Promise<SearchSummary> {
      const where = sql.join(conditions(criteria), sql` and `);
      const capped = sql`select j.job_type_id, j.category, j.experience, j.created_at from jobs j where ${where} limit ${COUNT_CAP + 1}`;
      // One pass over the capped rows: grouping() tells which facet a row counts (3 job type,
      // 5 category, 6 experience, 7 the whole set with its date buckets).
      const groups = await queryRows<{
        g: number;
        job_type_id: number | null;
        category: string | null;
        experience: string | null;
        n: number;
        last_hour: number;
        last_24_hours: number;
        last_7_days: number;
        last_14_days: number;
        last_30_days: number;
      }>(
        db,
        sql`select grouping(job_type_id, category, experience)::int as g, job_type_id, category, experience,
            count(*)::int as n,
            count(*) filter (where created_at >= now() - interval '1 hour')::int as last_hour,
            count(*) filter (where created_at >= now() - interval '24 hours')::int as last_24_hours,
            count(*) filter (where created_at >= now() - interval '7 days')::int as last_7_days,
            count(*) filter (where created_at >= now() - interval '14 days')::int as last_14_days,
            count(*) filter (where created_at >= now() - interval '30 days')::int as last_30_days
          from (${capped}) m
          group by grouping sets ((job_type_id), (category), (experience), ())`,
      );
      const facets: Facets = { job_type: {}, category: {}, experience: {}, date_posted: {} };
      let total = 0;
      for (const row of groups) {
        if (row.g === 3 && row.job_type_id !== null)
          facets.job_type[String(row.job_type_id)] = row.n;
        else if (row.g === 5 && row.category !== null) facets.category[row.category] = row.n;
        else if (row.g === 6 && row.experience !== null) facets.experience[row.experience] = row.n;
        else if (row.g === 7) {
          total = row.n;
          const { last_hour, last_24_hours, last_7_days, last_14_days, last_30_days } = row;
          facets.date_posted = {
            all: row.n,
            last_hour,
            last_24_hours,
            last_7_days,
            last_14_days,
            last_30_days,
          };
        }
      }
      return { count: Math.min(total, COUNT_CAP), count_capped: total > COUNT_CAP, facets };
    },
  };
}
