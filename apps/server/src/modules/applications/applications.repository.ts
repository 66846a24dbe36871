import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@fieldhire/contract/jobs';
import { queryRows, runPrepared, type Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { applications, jobs } from '../../db/schema/jobs';
import { toApplicant, type ApplicantRow } from './applicant';
import { agentReliabilityJson } from '../reputation/reliability-columns';
import { jobPageColumns, jobPageJoins, toJobPage, type JobPageRow } from '../jobs/job-page-columns';

/**
 * An applicant row: `a` is applications, `u` the candidate. Its work order is the latest: an agent
 * withdrawn after the hire and hired again has a canceled one before it.
 */
const applicantColumns = sql`a.id, a.status, a.message, a.counter_offer, a.created_at, a.updated_at,
  u.id as candidate_id, u.username, u.first_name, u.last_name, u.avatar, u.headline, u.city, u.state,
  (select w.id from work_orders w where w.application_id = a.id order by w.id desc limit 1) as work_order_id,
  ${agentReliabilityJson(sql`u.id`)} as reliability`;

/**
 * An application with its job and candidate, read by every status change: prepared, so parsed and
 * planned once per connection. It carries the job's terms, which an approval copies to the work
 * order.
 */
const withPartiesOf = (db: Database) =>
  db
    .select({
      id: applications.id,
      status: applications.status,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyId: jobs.companyId,
      companyName: jobs.companyName,
      candidateId: users.id,
      candidateEmail: users.email,
      candidateFirstName: users.firstName,
      counterOffer: applications.counterOffer,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      salaryUnit: jobs.salaryUnit,
      schedule: jobs.schedule,
      durationMinutes: jobs.durationMinutes,
      deliverables: jobs.deliverables,
      deadline: jobs.deadline,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(eq(applications.id, sql.placeholder('id')))
    .prepare('applications_with_parties');

export function createApplicationsRepository(db: Database) {
  let withPartiesQuery: ReturnType<typeof withPartiesOf> | undefined;
  return {
    async find(jobId: number, candidateId: number) {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)));
      return row ?? null;
    },
    async insert(values: typeof applications.$inferInsert) {
      const [row] = await db
        .insert(applications)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: applications.id, status: applications.status });
      return row ?? null;
    },
    async setStatus(
      id: number,
      status: ApplicationStatus,
      extra: Partial<typeof applications.$inferInsert> = {},
    ) {
      // Prepared: run by every status change.
      const [row] = await runPrepared<{ id: number; status: ApplicationStatus }>(
        db,
        db
          .update(applications)
          .set({ status, updatedAt: new Date(), ...extra })
          .where(eq(applications.id, id))
          .returning({ id: applications.id, status: applications.status })
          .getSQL(),
      );
      return row!;
    },
    async withParties(id: number) {
      withPartiesQuery ??= withPartiesOf(db);
      const [row] = await withPartiesQuery.execute({ id });
      return row ?? null;
    },
    listForCandidate(candidateId: number, limit = 200) {
      return db
        .select({
          id: applications.id,
          jobId: applications.jobId,
          status: applications.status,
          message: applications.message,
          createdAt: applications.createdAt,
          updatedAt: applications.updatedAt,
        })
        .from(applications)
        .where(eq(applications.candidateId, candidateId))
        .orderBy(desc(applications.updatedAt), desc(applications.id))
        .limit(limit);
    },
    async applicantsOf(jobId: number) {
      // Prepared: the answer to every status change, whose planning costs as much as its run.
      const rows = await runPrepared<ApplicantRow>(
        db,
        sql`select ${applicantColumns}
            from applications a join users u on u.id = a.candidate_id
            where a.job_id = ${jobId} order by a.created_at desc, a.id desc`,
      );
      return rows.map(toApplicant);
    },
    /**
     * The job as its page shows it, with its applicants (as `applicantsOf`), in one statement: the
     * answer of every status change. Prepared, like `applicantsOf`.
     */
    async jobWithApplicants(jobId: number) {
      const [row] = await runPrepared<JobPageRow & { applicants: ApplicantRow[] }>(
        db,
        sql`select ${jobPageColumns(null)},
              (select coalesce(json_agg(x order by x.created_at desc, x.id desc), '[]')
               from (select ${applicantColumns}
                     from applications a join users u on u.id = a.candidate_id
                     where a.job_id = j.id) x) as applicants
            from ${jobPageJoins} where j.id = ${jobId}`,
      );
      return row ? { ...toJobPage(row, null), applicants: row.applicants.map(toApplicant) } : null;
    },
    /** The company's applicants across its jobs, newest first, of one status when given. */
    listForCompany(companyId: number, status: ApplicationStatus | null, limit: number) {
      return queryRows<ApplicantRow & { job_id: number; job_title: string }>(
        db,
        sql`select ${applicantColumns}, j.id as job_id, j.title as job_title
            from applications a join jobs j on j.id = a.job_id join users u on u.id = a.candidate_id
            where j.company_id = ${companyId} ${status ? sql`and a.status = ${status}` : sql``}
            order by a.created_at desc, a.id desc limit ${limit}`,
      );
    },
    recentForCompany(companyId: number, limit: number) {
      return queryRows<ApplicantRow & { job_id: number; job_title: string }>(
        db,
        sql`select ${applicantColumns}, j.id as job_id, j.title as job_title
            from applications a join jobs j on j.id = a.job_id join users u on u.id = a.candidate_id
            where j.company_id = ${companyId} order by a.created_at desc, a.id desc limit ${limit}`,
      );
    },
  };
}
