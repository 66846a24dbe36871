import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@fieldhire/contract/jobs';
import { queryRows, runPrepared, type Database } from '../../db/database';
import { applications, type jobs } from '../../db/schema/jobs';
import { toApplicant, type ApplicantRow } from './applicant';
import { agentReliabilityJson } from '../reputation/reliability-columns';
import {
  applicationWorkConfirmed,
  applicationWorkOrderId,
} from '../work-orders/application-work-order';
import { jobPageColumns, jobPageJoins, toJobPage, type JobPageRow } from '../jobs/job-page-columns';

/** An applicant row: `a` is applications, `u` the candidate. */
const applicantColumns = sql`a.id, a.status, a.message, a.counter_offer, a.created_at, a.updated_at,
  u.id as candidate_id, u.username, u.first_name, u.last_name, u.avatar, u.headline, u.city, u.state,
  ${applicationWorkOrderId(sql`a.id`)} as work_order_id,
  ${applicationWorkConfirmed(sql`a.id`)} as work_confirmed,
  ${agentReliabilityJson(sql`u.id`)} as reliability`;

/** The row of `lockAndMove`, as the database gives it. */
interface PartiesRow {
  id: number;
  status: ApplicationStatus;
  counter_offer: (typeof applications.$inferSelect)['counterOffer'];
  job_id: number;
  job_title: string;
  company_id: number;
  company_name: string;
  candidate_id: number;
  candidate_email: string;
  candidate_first_name: string;
  salary_min: number;
  salary_max: number;
  salary_unit: (typeof jobs.$inferSelect)['salaryUnit'];
  schedule: (typeof jobs.$inferSelect)['schedule'];
  duration_minutes: number | null;
  deliverables: (typeof jobs.$inferSelect)['deliverables'];
  deadline: Date | string | null;
}

const toParties = (row: PartiesRow) => ({
  id: row.id,
  status: row.status,
  jobId: row.job_id,
  jobTitle: row.job_title,
  companyId: row.company_id,
  companyName: row.company_name,
  candidateId: row.candidate_id,
  candidateEmail: row.candidate_email,
  candidateFirstName: row.candidate_first_name,
  counterOffer: row.counter_offer,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  salaryUnit: row.salary_unit,
  schedule: row.schedule,
  durationMinutes: row.duration_minutes,
  deliverables: row.deliverables,
  deadline: row.deadline === null ? null : new Date(row.deadline),
});

export function createApplicationsRepository(db: Database) {
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
    /**
     * The application with its job and candidate (its job's terms), locked until the caller's
     * transaction ends, and moved to `status` by the same statement when the company's own and in
     * one of the statuses `from`; answered as it was before, null when there is none.
     */
    async lockAndMove(
      id: number,
      move: { companyId: number; status: ApplicationStatus; from: readonly ApplicationStatus[] },
    ) {
      const from =
        move.from.length === 0
          ? sql`false`
          : sql`found.status in (${sql.join(
              move.from.map((status) => sql`${status}`),
              sql`, `,
            )})`;
      const [row] = await runPrepared<PartiesRow>(
        db,
        sql`with found as (
              select a.id, a.status, a.counter_offer, j.id as job_id, j.title as job_title,
                     j.company_id, j.company_name, u.id as candidate_id, u.email as candidate_email,
                     u.first_name as candidate_first_name, j.salary_min, j.salary_max, j.salary_unit,
                     j.schedule, j.duration_minutes, j.deliverables, j.deadline
              from applications a join jobs j on j.id = a.job_id join users u on u.id = a.candidate_id
              where a.id = ${id} for update of a
            ), moved as (
              update applications m set status = ${move.status}, updated_at = now()
              from found where m.id = found.id and found.company_id = ${move.companyId} and ${from}
              returning m.id
            )
            select * from found`,
      );
      return row ? toParties(row) : null;
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
          workOrderId: applicationWorkOrderId(sql`${applications.id}`),
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
    /**
     * The company's applicants from below the application `belowId` on, newest first; of one job
     * when `jobId` is given.
     */
    companyApplicantsBelow(
      companyId: number,
      status: ApplicationStatus | null,
      belowId: number | null,
      limit: number,
      jobId: number | null = null,
    ) {
      return queryRows<ApplicantRow & { job_id: number; job_title: string }>(
        db,
        sql`select ${applicantColumns}, j.id as job_id, j.title as job_title
            from applications a join jobs j on j.id = a.job_id join users u on u.id = a.candidate_id
            where j.company_id = ${companyId} ${status ? sql`and a.status = ${status}` : sql``}
              ${jobId === null ? sql`` : sql`and a.job_id = ${jobId}`}
              ${belowId === null ? sql`` : sql`and a.id < ${belowId}`}
            order by a.id desc limit ${limit}`,
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
