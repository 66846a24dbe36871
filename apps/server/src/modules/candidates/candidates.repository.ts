import { sql, type SQL } from 'drizzle-orm';
import type {
  Candidate,
  CandidateFilter,
  CandidateSearchQuery,
} from '@fieldhire/contract/candidates';
import { NO_AGENT_RECORD, type AgentReliability } from '@fieldhire/contract/reputation';
import { queryRows, type Database } from '../../db/database';
import { milesToMeters, shownMiles } from '../../platform/geo/geo-math';
import { agentReliabilityJson } from '../reputation/reliability-columns';
import { verifiedAgentCondition, verifiedKindsJson } from '../verification/verified-columns';
import { toIso } from '../../platform/iso-time';

interface CandidateRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  headline: string | null;
  about: string | null;
  gender: Candidate['gender'];
  experience: Candidate['experience'];
  categories: Candidate['categories'];
  city: string | null;
  state: string | null;
  zip: string | null;
  job_types: Candidate['job_types'];
  skill_tags: Candidate['skill_tags'];
  certifications: Candidate['certifications'];
  educations: Candidate['educations'];
  coverage_towns: Candidate['coverage_towns'];
  coverage_radius: number | null;
  created_at: Date | string;
  resume: string | null;
  reliability: AgentReliability | null;
  verified_documents: Candidate['verified_documents'];
  distance_m?: number | null;
}

const DATE_WINDOWS: Record<Exclude<CandidateFilter['datePost'], 'all'>, string> = {
  last_hour: '1 hour',
  last_24_hours: '24 hours',
  last_7_days: '7 days',
  last_14_days: '14 days',
  last_30_days: '30 days',
};

const refs = (table: string, column: string, refTable: string) =>
  sql.raw(`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
    from ${table} x join ${refTable} r on r.id = x.${column} where x.user_id = u.id), '[]'::json)`);

const candidateColumns = sql`u.id, u.username, u.first_name, u.last_name, u.avatar, u.headline, u.about,
  u.gender, u.experience, u.categories, u.city, u.state, u.zip, u.coverage_radius, u.created_at, u.resume,
  ${refs('candidate_job_types', 'job_type_id', 'job_types')} as job_types,
  ${refs('candidate_skill_tags', 'skill_tag_id', 'skill_tags')} as skill_tags,
  ${refs('candidate_certifications', 'certification_id', 'certifications')} as certifications,
  ${refs('candidate_educations', 'education_id', 'educations')} as educations,
  coalesce((select json_agg(json_build_object('fips', g.fips, 'name', g.name, 'state_fips', g.state_fips)
      order by g.state_fips, g.name)
    from candidate_coverage_towns ct join geo_towns g on g.fips = ct.town_fips where ct.user_id = u.id), '[]'::json)
    as coverage_towns,
  ${agentReliabilityJson(sql`u.id`)} as reliability,
  ${verifiedKindsJson('user_id', sql`u.id`)} as verified_documents`;

export function toCandidate(row: CandidateRow): Candidate & { resume: string | null } {
  return {
    id: row.id,
    username: row.username,
    name: `${row.first_name} ${row.last_name}`.trim(),
    avatar: row.avatar,
    headline: row.headline,
    about: row.about,
    gender: row.gender,
    experience: row.experience,
    categories: row.categories,
    city: row.city,
    state: row.state,
    zip: row.zip,
    job_types: row.job_types,
    skill_tags: row.skill_tags,
    certifications: row.certifications,
    educations: row.educations,
    coverage_towns: row.coverage_towns,
    coverage_radius: row.coverage_radius,
    created_at: toIso(row.created_at),
    resume: row.resume,
    reliability: row.reliability ?? NO_AGENT_RECORD,
    verified_documents: row.verified_documents,
    ...(row.distance_m !== undefined && row.distance_m !== null
      ? { distance: shownMiles(Number(row.distance_m)) }
      : {}),
  };
}

const idList = (ids: readonly (number | string)[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Most reliable first: agents with a record before those without, then by check-ins on time,
 * approvals without a revision, rating, and completed work.
 */
const reliabilityOrder = sql`(select array[ar.on_time_rate, ar.first_time_approval_rate,
    ar.rating_avg / 5, ar.completed] from agent_reliability ar where ar.agent_id = u.id)
  desc nulls last`;

/** Agents whose check-ins were on time at least this often. */
const onTimeAtLeast = (rate: number) =>
  sql`exists (select 1 from agent_reliability ar where ar.agent_id = u.id and ar.on_time_rate >= ${rate})`;

function directoryOrder(sort: CandidateFilter['sort'], hasPoint: boolean): SQL {
  switch (sort) {
    case 'reliability':
      return sql`${reliabilityOrder}, u.created_at desc, u.id desc`;
    case 'oldest':
      return sql`u.created_at asc, u.id asc`;
    case 'name':
      return sql`lower(u.first_name || ' ' || u.last_name) asc, u.id asc`;
    case 'distance':
      return hasPoint ? sql`distance_m asc, u.id asc` : sql`u.created_at desc, u.id desc`;
    default:
      return sql`u.created_at desc, u.id desc`;
  }
}

export function createCandidatesRepository(db: Database) {
  async function listed(
    where: SQL,
    order: SQL,
    limit: number,
    offset: number,
    extra = sql`null::float8`,
  ) {
    const [rows, [total]] = await Promise.all([
      queryRows<CandidateRow>(
        db,
        sql`select ${candidateColumns}, ${extra} as distance_m from users u where ${where}
            order by ${order} limit ${limit} offset ${offset}`,
      ),
      queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${where}`),
    ]);
    return { count: total?.n ?? 0, results: rows.map(toCandidate) };
  }

  return {
    async byUsername(username: string) {
      const [row] = await queryRows<CandidateRow>(
        db,
        sql`select ${candidateColumns} from users u where u.username = ${username.toLowerCase()} and u.role = 'candidate'
            and u.suspended_at is null`,
      );
      return row ? toCandidate(row) : null;
    },
    async byId(id: number) {
      const [row] = await queryRows<CandidateRow>(
        db,
        sql`select ${candidateColumns} from users u where u.id = ${id}`,
      );
      return row ? toCandidate(row) : null;
    },

    directory(filter: CandidateFilter, point: { lat: number; lon: number } | null) {
      // A suspended agent is found by no company.
      const where: SQL[] = [sql`u.role = 'candidate' and u.suspended_at is null`];
      if (filter.keyword) {
        const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(sql`(u.first_name || ' ' || u.last_name ilike ${pattern} or u.username ilike ${pattern}
          or u.headline ilike ${pattern} or u.about ilike ${pattern})`);
      }
      const origin = point ? sql`ll_to_earth(${point.lat}, ${point.lon})` : null;
      if (origin) {
        where.push(
          sql`u.lat is not null and earth_distance(${origin}, ll_to_earth(u.lat, u.lon)) <= ${milesToMeters(filter.destination_max)}`,
        );
        if (filter.destination_min > 0)
          where.push(
            sql`earth_distance(${origin}, ll_to_earth(u.lat, u.lon)) >= ${milesToMeters(filter.destination_min)}`,
          );
      }
      if (filter.category) where.push(sql`u.categories @> array[${filter.category}]::text[]`);
      if (filter.candidateGender) where.push(sql`u.gender = ${filter.candidateGender}`);
      if (filter.on_time_min !== undefined) where.push(onTimeAtLeast(filter.on_time_min));
      if (filter.verified?.length) where.push(verifiedAgentCondition(filter.verified, sql`u.id`));
      if (filter.datePost !== 'all')
        where.push(sql`u.created_at >= now() - ${DATE_WINDOWS[filter.datePost]}::interval`);
      if (filter.experiences?.length)
        where.push(sql`u.experience in (${idList(filter.experiences)})`);
      if (filter.qualifications?.length) {
        where.push(sql`exists (select 1 from candidate_certifications cc
          where cc.user_id = u.id and cc.certification_id in (${idList(filter.qualifications)}))`);
      }
      const distance = origin
        ? sql`earth_distance(${origin}, ll_to_earth(u.lat, u.lon))`
        : sql`null::float8`;
      return listed(
        sql.join(where, sql` and `),
        directoryOrder(filter.sort, origin !== null),
        filter.end - filter.start,
        filter.start,
        distance,
      );
    },

    /** Agents covering any of the towns (or any town of the state) and doing any of the job types. */
    coverageSearch(query: CandidateSearchQuery) {
      // A suspended agent is found by no company.
      const where: SQL[] = [sql`u.role = 'candidate' and u.suspended_at is null`];
      if (query.job_types?.length) {
        where.push(sql`exists (select 1 from candidate_job_types cj
          where cj.user_id = u.id and cj.job_type_id in (${idList(query.job_types)}))`);
      }
      let matchedTowns = sql`0::bigint`;
      if (query.town_fips?.length) {
        const towns = sql`ct.user_id = u.id and ct.town_fips in (${idList(query.town_fips)})`;
        where.push(sql`exists (select 1 from candidate_coverage_towns ct where ${towns})`);
        matchedTowns = sql`(select count(*) from candidate_coverage_towns ct where ${towns})`;
      } else if (query.state_fips) {
        where.push(sql`exists (select 1 from candidate_coverage_towns ct
          where ct.user_id = u.id and ct.state_fips = ${query.state_fips})`);
      }
      if (query.on_time_min !== undefined) where.push(onTimeAtLeast(query.on_time_min));
      if (query.verified?.length) where.push(verifiedAgentCondition(query.verified, sql`u.id`));
      const order =
        query.sort === 'reliability'
          ? sql`${reliabilityOrder}, ${matchedTowns} desc, u.created_at desc, u.id desc`
          : sql`${matchedTowns} desc, u.created_at desc, u.id desc`;
      return listed(
        sql.join(where, sql` and `),
        order,
        query.page_size,
        (query.page - 1) * query.page_size,
      );
    },
  };
}
export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>;
