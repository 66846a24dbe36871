import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { listedJob } from '../../db/listed-job';

const OPEN = listedJob();

export function createHomeRepository(db: Database) {
  return {
    async counts() {
      const [row] = await queryRows<{ jobs: number; companies: number; candidates: number }>(
        db,
        sql`select (select count(*)::int from jobs j where ${OPEN}) as jobs,
                   (select count(*)::int from companies) as companies,
                   (select count(*)::int from users where role = 'candidate') as candidates`,
      );
      return row ?? { jobs: 0, companies: 0, candidates: 0 };
    },
    jobTypeCounts() {
      return queryRows<{ id: number; name: string; count: number }>(
        db,
        sql`select t.id, t.name, coalesce(n.count, 0)::int as count from job_types t
            left join (select j.job_type_id, count(*) as count from jobs j where ${OPEN} group by j.job_type_id) n
              on n.job_type_id = t.id
            order by t.position`,
      );
    },
    /** The companies with the most listed jobs, most first, with that count. */
    topCompanies(limit: number) {
      return queryRows<{ id: number; open_jobs: number }>(
        db,
        sql`select j.company_id as id, count(*)::int as open_jobs from jobs j where ${OPEN}
            group by j.company_id order by count(*) desc, j.company_id limit ${limit}`,
      );
    },
    /** The agent's job types and how many coverage towns they have set. */
    async candidateSetup(candidateId: number) {
      const [row] = await queryRows<{
        job_types: number[];
        coverage_towns: number;
        zip: string | null;
        coverage_radius: number | null;
      }>(
        db,
        sql`select coalesce((select array_agg(job_type_id order by job_type_id) from candidate_job_types
                             where user_id = u.id), '{}') as job_types,
                   (select count(*)::int from candidate_coverage_towns where user_id = u.id) as coverage_towns,
                   u.zip, u.coverage_radius
            from users u where u.id = ${candidateId}`,
      );
      return row ?? { job_types: [], coverage_towns: 0, zip: null, coverage_radius: null };
    },
    /** The employer dashboard's counts in one statement: one round trip instead of four. */
    async companyCounts(companyId: number) {
      const [row] = await queryRows<{
        posted: number;
        open_jobs: number;
        applications: number;
        shortlisted: number;
      }>(
        db,
        sql`select (select count(*)::int from jobs where company_id = ${companyId}) as posted,
                   (select count(*)::int from jobs j where j.company_id = ${companyId} and ${OPEN}) as open_jobs,
                   a.total as applications, a.shortlisted
            from (select count(*)::int as total, count(*) filter (where a.status = 'shortlisted')::int as shortlisted
                  from applications a join jobs j on j.id = a.job_id where j.company_id = ${companyId}) a`,
      );
      return row ?? { posted: 0, open_jobs: 0, applications: 0, shortlisted: 0 };
    },
  };
}
