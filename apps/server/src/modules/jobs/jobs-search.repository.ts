import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, type JobFilter, type JobList } from '@fieldhire/contract/jobs';
import { queryRows, type Database } from '../../db/database';
import { jobColumns, jobJoins, milesToMeters, toJob, type JobRow } from './job-row.repository';

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
    where.push(sql`earth_box(${origin}, ${maxMeters}) @> ll_to_earth(j.lat, j.lon)`);
    where.push(sql`earth_distance(${origin}, ll_to_earth(j.lat, j.lon)) <= ${maxMeters}`);
    if (filter.destination_min > 0) {
      where.push(
        sql`earth_distance(${origin}, ll_to_earth(j.lat, j.lon)) >= ${milesToMeters(filter.destination_min)}`,
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
      return sql`j.created_at desc, j.id desc`;
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

export function createJobsSearchRepository(db: Database) {
  return {
    /** One page of matches, without the viewer's bookmark and application (see viewerStates). */
    async page(criteria: SearchCriteria) {
      const where = sql.join(conditions(criteria), sql` and `);
      const distance = criteria.point
        ? sql`earth_distance(ll_to_earth(${criteria.point.lat}, ${criteria.point.lon}), ll_to_earth(j.lat, j.lon))`
        : sql`null::float8`;
      const { start, end, keyword, sort } = criteria.filter;
      const columns = sql`${jobColumns(null)}, ${distance} as distance_m`;
      let query: SQL;
      if (sort === 'relevance' && keyword) {
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
            order by ll_to_earth(j.lat, j.lon) <-> ${origin} limit ${end}
          )
          select ${columns} from ${jobJoins} join nearest n on n.id = j.id
          order by distance_m asc, j.id asc limit ${end - start} offset ${start}`;
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
      const facetList = await queryRows<{ facet: string; key: string; n: number }>(
        db,
        sql`with m as (${capped})
            select 'job_type' as facet, job_type_id::text as key, count(*)::int as n from m group by job_type_id
            union all select 'category', category, count(*)::int from m group by category
            union all select 'experience', experience, count(*)::int from m group by experience
            union all select 'date_posted', v.key, v.n from (
              select count(*)::int as total,
                count(*) filter (where created_at >= now() - interval '1 hour')::int as last_hour,
                count(*) filter (where created_at >= now() - interval '24 hours')::int as last_24_hours,
                count(*) filter (where created_at >= now() - interval '7 days')::int as last_7_days,
                count(*) filter (where created_at >= now() - interval '14 days')::int as last_14_days,
                count(*) filter (where created_at >= now() - interval '30 days')::int as last_30_days
              from m
            ) d cross join lateral (values ('all', d.total), ('last_hour', d.last_hour),
              ('last_24_hours', d.last_24_hours), ('last_7_days', d.last_7_days),
              ('last_14_days', d.last_14_days), ('last_30_days', d.last_30_days)) v(key, n)`,
      );
      const facets: Facets = { job_type: {}, category: {}, experience: {}, date_posted: {} };
      let total = 0;
      for (const { facet, key, n } of facetList) {
        if (facet === 'date_posted' && key === 'all') total = n;
        facets[facet as keyof Facets][key] = n;
      }
      return { count: Math.min(total, COUNT_CAP), count_capped: total > COUNT_CAP, facets };
    },
  };
}
