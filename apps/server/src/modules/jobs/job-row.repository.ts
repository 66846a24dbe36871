import { sql, type SQL } from 'drizzle-orm';
import type { Job, ViewerApplication } from '@fieldhire/contract/jobs';
import type { Deliverable } from '@fieldhire/contract/work-terms';
import { toIso } from '../../platform/iso-time';
import { applicationWorkOrderId } from '../work-orders/application-work-order';

/** Columns every Job response needs; `j` is jobs, `c` companies, `t` job_types. */
export const jobColumns = (viewerId: number | null) => sql`
  j.id, j.title, j.description, j.category, j.tags, j.experience, j.salary_min, j.salary_max,
  j.salary_unit, j.address, j.city, j.state, j.zip, j.lat, j.lon, j.state_fips, j.town_fips,
  j.status, j.featured, j.deadline, j.expires_at, j.created_at,
  j.openings, j.filled, j.schedule, j.duration_minutes, j.deliverables,
  c.id as company_id, c.name as company_name, c.avatar as company_avatar, c.about as company_about,
  t.id as job_type_id, t.name as job_type_name,
  (select count(*)::int from applications a where a.job_id = j.id and a.status <> 'withdrawn') as applicants_count,
  ${viewerId === null ? sql`false` : sql`exists (select 1 from bookmarks b where b.job_id = j.id and b.user_id = ${viewerId})`} as is_bookmarked,
  ${viewerId === null ? sql`null::int` : sql`(select a.id from applications a where a.job_id = j.id and a.candidate_id = ${viewerId})`} as application_id,
  ${viewerId === null ? sql`null::text` : sql`(select a.status from applications a where a.job_id = j.id and a.candidate_id = ${viewerId})`} as application_status,
  ${viewerId === null ? sql`null::int` : sql`(select ${applicationWorkOrderId(sql`a.id`)} from applications a where a.job_id = j.id and a.candidate_id = ${viewerId})`} as application_work_order_id`;

export const jobJoins = sql`jobs j join companies c on c.id = j.company_id join job_types t on t.id = j.job_type_id`;

/**
 * The newest `limit` matches with featured jobs first, as `p(id, featured, created_at)` rows to
 * order by `featuredFirst`. Featured and other jobs are walked apart, each newest first by its own
 * index, so the order costs no sort of every match.
 */
export const newestFeaturedFirst = (where: SQL, limit: number) => sql`
  (select j.id, j.featured, j.created_at from jobs j where ${where} and j.featured
   order by j.created_at desc, j.id desc limit ${limit})
  union all
  (select j.id, j.featured, j.created_at from jobs j where ${where} and not j.featured
   order by j.created_at desc, j.id desc limit ${limit})`;

export const featuredFirst = (alias: SQL) =>
  sql`${alias}.featured desc, ${alias}.created_at desc, ${alias}.id desc`;

export interface JobRow {
  id: number;
  title: string;
  description: string;
  category: Job['category'];
  tags: string[];
  experience: Job['experience'];
  salary_min: number;
  salary_max: number;
  salary_unit: Job['salary_unit'];
  address: string | null;
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lon: number;
  state_fips: string;
  town_fips: string | null;
  status: Job['status'];
  featured: boolean;
  deadline: Date | string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
  openings: number;
  filled: number;
  schedule: Job['schedule'];
  duration_minutes: number | null;
  deliverables: Deliverable[];
  company_id: number;
  company_name: string;
  company_avatar: string | null;
  company_about: string | null;
  job_type_id: number;
  job_type_name: string;
  applicants_count: number;
  is_bookmarked: boolean;
  application_id: number | null;
  application_status: ViewerApplication['status'] | null;
  application_work_order_id: number | null;
}

export function toJob(row: JobRow, options: { viewer: boolean; withAbout?: boolean }): Job {
  const job: Job = {
    id: row.id,
    title: row.title,
    description: row.description,
    company: {
      id: row.company_id,
      name: row.company_name,
      avatar: row.company_avatar,
      ...(options.withAbout ? { about: row.company_about } : {}),
    },
    category: row.category,
    job_type: { id: row.job_type_id, name: row.job_type_name },
    tags: row.tags,
    experience: row.experience,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_unit: row.salary_unit,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    lat: Number(row.lat),
    lon: Number(row.lon),
    state_fips: row.state_fips,
    town_fips: row.town_fips,
    status: row.status,
    featured: row.featured,
    deadline: row.deadline ? toIso(row.deadline) : null,
    expires_at: row.expires_at ? toIso(row.expires_at) : null,
    created_at: toIso(row.created_at),
    applicants_count: Number(row.applicants_count),
    openings: row.openings,
    filled: row.filled,
    schedule: row.schedule,
    duration_minutes: row.duration_minutes,
    deliverables: row.deliverables,
  };
  if (options.viewer) {
    job.is_bookmarked = row.is_bookmarked;
    job.application =
      row.application_id !== null && row.application_status !== null
        ? {
            id: row.application_id,
            status: row.application_status,
            work_order_id: row.application_work_order_id,
          }
        : null;
  }
  return job;
}
