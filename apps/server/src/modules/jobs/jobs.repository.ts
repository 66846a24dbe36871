import { and, eq, sql } from 'drizzle-orm';
import type { Job, MyJobSort, MyJobsQuery, ViewerApplication } from '@fieldhire/contract/jobs';
import { intArray, queryRows, runPrepared, type Database } from '../../db/database';
import { jobs } from '../../db/schema/jobs';
import {
  featuredFirst,
  jobColumns,
  jobJoins,
  newestFeaturedFirst,
  toJob,
  type JobRow,
} from './job-row.repository';
import { listedJob } from '../../db/listed-job';
import { jobPageColumns, jobPageJoins, toJobPage, type JobPageRow } from './job-page-columns';
import { applicationWorkOrderId } from '../work-orders/application-work-order';

export type NewJob = Omit<typeof jobs.$inferInsert, 'companyName'>;

/** The first key of the two-key advisory locks that guard a company's job openings. */
const OPENINGS_LOCK_SPACE = 4201;

const MY_JOB_ORDER: Record<MyJobSort, ReturnType<typeof sql>> = {
  newest: sql`j.created_at desc, j.id desc`,
  oldest: sql`j.created_at asc, j.id asc`,
  title: sql`lower(j.title) asc, j.id asc`,
  applicants: sql`(select count(*) from applications a where a.job_id = j.id) desc, j.created_at desc, j.id desc`,
};

export function createJobsRepository(db: Database) {
  /**
   * Jobs as cards. `prepared` for a statement whose text is the same on every call, so PostgreSQL
   * plans it once per connection.
   */
  const selectJobs = (
    where: ReturnType<typeof sql>,
    viewerId: number | null,
    { tail = sql``, prepared = false } = {},
  ) =>
    (prepared ? runPrepared<JobRow> : queryRows<JobRow>)(
      db,
      sql`select ${jobColumns(viewerId)} from ${jobJoins} where ${where} ${tail}`,
    );

  return {
    /**
     * One job, with what its page says of the company: its introduction and its record. A job an
     * operator removed has no page.
     */
    async findById(id: number, viewerId: number | null) {
      const [row] = await runPrepared<JobPageRow>(
        db,
        sql`select ${jobPageColumns(viewerId)} from ${jobPageJoins}
            where j.id = ${id} and j.held_reason is distinct from 'removed'`,
      );
      return row ? toJobPage(row, viewerId) : null;
    },
    async isHeld(id: number) {
      const [row] = await db
        .select({ held: sql<boolean>`${jobs.heldReason} is not null` })
        .from(jobs)
        .where(eq(jobs.id, id));
      return row?.held ?? false;
    },
    async ownerOf(id: number) {
      const [row] = await db
        .select({ companyId: jobs.companyId, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.id, id));
      return row ?? null;
    },
    async insert(values: NewJob) {
      const companyName = sql`(select name from companies where id = ${values.companyId})`;
      const [row] = await db
        .insert(jobs)
        .values({ ...values, companyName })
        .returning({ id: jobs.id });
      return row!.id;
    },
    async update(id: number, values: Partial<NewJob>) {
      await db
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(jobs.id, id));
    },
    /**
     * Takes one opening of the job for an assigned agent, locking the job's row so two approvals
     * cannot take its last opening; a job whose openings are all taken becomes `filled`. Answers
     * null when none is left. The lock is the update's own (no key update): it waits for other
     * openings taken or given back, not for the key share locks of rows referring to the job (a
     * work order just written), which a full `for update` would deadlock with.
     */
    async fillOpening(id: number) {
      const [row] = await queryRows<{ filled: number; openings: number; became_filled: boolean }>(
        db,
        sql`with before as (select status from jobs where id = ${id} for no key update)
            update jobs j set filled = j.filled + 1,
                   status = case when j.filled + 1 >= j.openings then 'filled' else j.status end,
                   updated_at = now()
            from before
            where j.id = ${id} and j.filled < j.openings
            returning j.filled, j.openings, j.status = 'filled' and before.status <> 'filled' as became_filled`,
      );
      return row ?? null;
    },
    /**
     * Gives back an opening of a canceled work order; a job that was filled by its openings opens
     * again (its listing period is unchanged).
     */
    async releaseOpening(id: number) {
      const [row] = await queryRows<{ reopened: boolean }>(
        db,
        sql`with before as (select status from jobs where id = ${id} for no key update)
            update jobs j set filled = greatest(j.filled - 1, 0),
                   status = case when j.status = 'filled' then 'open' else j.status end,
                   updated_at = now()
            from before
            where j.id = ${id}
            returning before.status = 'filled' as reopened`,
      );
      return row?.reopened ?? false;
    },
    /**
     * Open jobs of the company that are still listed (not past their listing period), but for
     * `exceptJobId` (a listing being renewed).
     */
    async openJobCount(companyId: number, exceptJobId?: number) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from jobs
            where company_id = ${companyId} and ${listedJob('jobs')}
              ${exceptJobId === undefined ? sql`` : sql`and id <> ${exceptJobId}`}`,
      );
      return row?.n ?? 0;
    },
    /**
     * Makes concurrent openings of one company's jobs wait for each other until the caller's
     * transaction ends, so two posts cannot both take the last free opening.
     */
    async lockOpenings(companyId: number) {
      await db.execute(
        sql`select pg_advisory_xact_lock(${OPENINGS_LOCK_SPACE}::int, ${companyId}::int)`,
      );
    },
    /** One page of the company's jobs with applicant counts by status, and how many match. */
    /** A company's jobs, newest first, from below the job `belowId` on: at most `limit`. */
    async companyJobsBelow(companyId: number, belowId: number | null, limit: number) {
      const rows = await selectJobs(
        belowId === null
          ? sql`j.company_id = ${companyId}`
          : sql`j.company_id = ${companyId} and j.id < ${belowId}`,
        null,
        { tail: sql`order by j.id desc limit ${limit}` },
      );
      return rows.map((row) => toJob(row, { viewer: false }));
    },

    async companyJobs(companyId: number, query: MyJobsQuery) {
      const conditions = [sql`j.company_id = ${companyId}`];
      if (query.status !== 'all') conditions.push(sql`j.status = ${query.status}`);
      if (query.keyword) {
        const pattern = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql`(j.title ilike ${pattern} or j.city ilike ${pattern})`);
      }
      const where = sql.join(conditions, sql` and `);
      const [counted] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from jobs j where ${where}`,
      );
      const rows = await selectJobs(where, null, {
        tail: sql`order by ${MY_JOB_ORDER[query.sort]} limit ${query.end - query.start} offset ${query.start}`,
      });
      const ids = rows.map((row) => row.id);
      const counts =
        ids.length === 0
          ? []
          : await queryRows<{ job_id: number; status: string; n: number }>(
              db,
              sql`select a.job_id, a.status, count(*)::int as n from applications a
                  where a.job_id in (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )}) group by a.job_id, a.status`,
            );
      const results = rows.map((row) => {
        const byStatus: Record<string, number> = {};
        for (const count of counts) if (count.job_id === row.id) byStatus[count.status] = count.n;
        return { ...toJob(row, { viewer: false }), applicants_by_status: byStatus };
      });
      return { count: counted?.n ?? 0, results };
    },
    /**
     * Whether a closed job may take back its listing at no cost: it was closed at most `seconds`
     * ago and no other job of its company has been opened, or changed while open, since (it may
     * have taken the free opening).
     */
    async canUndoClose(id: number, seconds: number) {
      const [row] = await queryRows<{ ok: boolean }>(
        db,
        sql`select j.closed_at > now() - make_interval(secs => ${seconds})
                   and not exists (select 1 from jobs o where o.company_id = j.company_id and o.id <> j.id
                                   and o.status = 'open' and o.updated_at >= j.closed_at) as ok
            from jobs j where j.id = ${id} and j.status = 'closed'`,
      );
      return row?.ok === true;
    },
    async byType(jobTypeId: number | undefined, limit: number) {
      const types = await queryRows<{ id: number; name: string; n: number }>(
        db,
        sql`select t.id, t.name, (select count(*)::int from jobs j where j.job_type_id = t.id and ${listedJob()}) as n
            from job_types t ${jobTypeId ? sql`where t.id = ${jobTypeId}` : sql``} order by t.position`,
      );
      return Promise.all(
        types.map(async (type) => ({
          job_type: { id: type.id, name: type.name },
          count: type.n,
          jobs: (
            await selectJobs(sql`j.job_type_id = ${type.id} and ${listedJob()}`, null, {
              tail: sql`order by j.created_at desc, j.id desc limit ${limit}`,
            })
          ).map((row) => toJob(row, { viewer: false })),
        })),
      );
    },
    /** The newest listed jobs, featured first. */
    async recent(limit: number) {
      const rows = await queryRows<JobRow>(
        db,
        sql`with p as (${newestFeaturedFirst(listedJob(), limit)})
            select ${jobColumns(null)} from ${jobJoins} join p on p.id = j.id
            order by ${featuredFirst(sql`p`)} limit ${limit}`,
      );
      return rows.map((row) => toJob(row, { viewer: false }));
    },
    async jobsWhere(ids: number[], viewerId: number | null) {
      if (ids.length === 0) return [];
      // The ids are one parameter, so one prepared statement serves every list.
      const rows = await selectJobs(sql`j.id = any(${intArray(ids)})`, viewerId, {
        prepared: true,
      });
      const byId = new Map(rows.map((row) => [row.id, toJob(row, { viewer: viewerId !== null })]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** The viewer's bookmark and application on each of `ids`. */
    async viewerStates(ids: number[], viewerId: number) {
      if (ids.length === 0) return new Map<number, Pick<Job, 'is_bookmarked' | 'application'>>();
      const rows = await queryRows<{
        id: number;
        bookmarked: boolean;
        application_id: number | null;
        application_status: ViewerApplication['status'] | null;
        application_work_order_id: number | null;
      }>(
        db,
        sql`select j.id,
              exists (select 1 from bookmarks b where b.job_id = j.id and b.user_id = ${viewerId}) as bookmarked,
              a.id as application_id, a.status as application_status,
              ${applicationWorkOrderId(sql`a.id`)} as application_work_order_id
            from jobs j left join applications a on a.job_id = j.id and a.candidate_id = ${viewerId}
            where j.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      return new Map(
        rows.map((row) => [
          row.id,
          {
            is_bookmarked: row.bookmarked,
            application:
              row.application_id !== null && row.application_status !== null
                ? {
                    id: row.application_id,
                    status: row.application_status,
                    work_order_id: row.application_work_order_id,
                  }
                : null,
          },
        ]),
      );
    },
    isCompanyJob: async (jobId: number, companyId: number) =>
      (
        await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
      ).length > 0,
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
