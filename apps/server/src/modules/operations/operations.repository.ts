import { sql } from 'drizzle-orm';
import type { OpsSearchHit } from '@fieldhire/contract/operations';
import { queryRows, type Database } from '../../db/database';
import { toIso } from '../../platform/iso-time';

interface JobSummaryRow {
  id: number;
  title: string;
  status: string;
  held_reason: 'removed' | 'suspended' | null;
  company_id: number;
  company_name: string;
  city: string;
  state: string;
  created_at: Date | string;
}

const jobSummary = (row: JobSummaryRow) => ({ ...row, created_at: toIso(row.created_at) });

const jobSummaryColumns = sql`j.id, j.title, j.status, j.held_reason, j.company_id,
  j.company_name, j.city, j.state, j.created_at`;

/** Whether a suspended account answers for job `j`: its poster, or its company's owner. */
const suspendedBehind = sql`exists (select 1 from users u where u.suspended_at is not null
  and (u.id = j.posted_by or u.id in (select m.user_id from team_memberships m
                                       where m.company_id = j.company_id and m.role = 'owner')))`;

/** What the console reads and changes of users, companies and jobs. */
export function createOperationsRepository(db: Database) {
  return {
    /**
     * Records whose id, email, name or text matches `q`: a number is looked up as every kind's id,
     * words match names, emails, usernames and job titles (case-insensitive, anywhere).
     */
    async search(q: string, limit = 40): Promise<OpsSearchHit[]> {
      const id = /^\d{1,9}$/.test(q) ? Number(q) : -1;
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return queryRows<OpsSearchHit>(
        db,
        sql`(select 'user' as kind, u.id, u.first_name || ' ' || u.last_name as title,
                    u.email || ' · ' || u.role || case when u.suspended_at is not null then ' · suspended' else '' end as detail
               from users u
              where u.id = ${id} or u.email ilike ${like} or u.username ilike ${like}
                 or (u.first_name || ' ' || u.last_name) ilike ${like}
              order by u.id limit ${limit})
            union all
            (select 'company', c.id, c.name, coalesce(c.city || ', ' || c.state, '')
               from companies c where c.id = ${id} or c.name ilike ${like} or c.email ilike ${like}
              order by c.id limit ${limit})
            union all
            (select 'job', j.id, j.title, j.company_name || ' · ' || j.status
               from jobs j where j.id = ${id} or j.title ilike ${like}
              order by j.id desc limit ${limit})
            union all
            (select 'work_order', w.id, j.title, w.status
               from work_orders w join jobs j on j.id = w.job_id where w.id = ${id}
              limit ${limit})
            union all
            -- A payment by the provider's id (a charge, refund, transfer or payout): its work
            -- order, or the agent a payout went to.
            (select case when t.work_order_id is null then 'user' else 'work_order' end,
                    coalesce(t.work_order_id, t.agent_id), t.kind || ' ' || t.provider_ref,
                    t.provider || ' · ' || to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')
               from ledger_transactions t
              where t.provider_ref = ${q} and coalesce(t.work_order_id, t.agent_id) is not null
              order by t.id limit ${limit})`,
      );
    },

    async user(id: number) {
      const [row] = await queryRows<{
        id: number;
        username: string;
        email: string;
        first_name: string;
        last_name: string;
        role: 'candidate' | 'employer';
        email_verified: boolean;
        created_at: Date | string;
        last_login_at: Date | string | null;
        suspended_at: Date | string | null;
        suspension_reason: string | null;
      }>(
        db,
        sql`select id, username, email, first_name, last_name, role, email_verified, created_at,
                   last_login_at, suspended_at, suspension_reason from users where id = ${id}`,
      );
      return row ?? null;
    },

    userCompanies(userId: number) {
      return queryRows<{ id: number; name: string; role: string }>(
        db,
        sql`select c.id, c.name, m.role from team_memberships m join companies c on c.id = m.company_id
            where m.user_id = ${userId} order by c.id`,
      );
    },

    /** The jobs an account answers for: those it posted and those of the companies it owns. */
    async jobsOfAccount(userId: number) {
      const rows = await queryRows<JobSummaryRow>(
        db,
        sql`select ${jobSummaryColumns} from jobs j
            where j.posted_by = ${userId} or j.company_id in
              (select company_id from team_memberships where user_id = ${userId} and role = 'owner')
            order by j.id desc limit 200`,
      );
      return rows.map(jobSummary);
    },

    async jobsOfCompany(companyId: number) {
      const rows = await queryRows<JobSummaryRow>(
        db,
        sql`select ${jobSummaryColumns} from jobs j where j.company_id = ${companyId}
            order by j.id desc limit 200`,
      );
      return rows.map(jobSummary);
    },

    workOrdersOfAgent(agentId: number) {
      return queryRows<{ id: number; job_title: string; status: string; pay_max: number }>(
        db,
        sql`select w.id, j.title as job_title, w.status, w.pay_max from work_orders w
            join jobs j on j.id = w.job_id where w.agent_id = ${agentId}
            order by w.id desc limit 200`,
      );
    },

    async company(id: number) {
      const [row] = await queryRows<{
        id: number;
        name: string;
        email: string | null;
        city: string | null;
        state: string | null;
        created_at: Date | string;
      }>(db, sql`select id, name, email, city, state, created_at from companies where id = ${id}`);
      return row ?? null;
    },

    companyMembers(companyId: number) {
      return queryRows<{
        id: number;
        name: string;
        email: string;
        role: string;
        suspended_at: Date | string | null;
        suspension_reason: string | null;
      }>(
        db,
        sql`select u.id, u.first_name || ' ' || u.last_name as name, u.email, m.role,
                   u.suspended_at, u.suspension_reason
              from team_memberships m join users u on u.id = m.user_id
             where m.company_id = ${companyId} order by m.id`,
      );
    },

    async job(id: number) {
      const [row] = await queryRows<
        JobSummaryRow & {
          description: string;
          posted_by: number | null;
          poster_name: string | null;
          applications: number;
        }
      >(
        db,
        sql`select ${jobSummaryColumns}, j.description, j.posted_by,
                   u.first_name || ' ' || u.last_name as poster_name,
                   (select count(*)::int from applications a where a.job_id = j.id) as applications
              from jobs j left join users u on u.id = j.posted_by where j.id = ${id}`,
      );
      return row ? { ...row, ...jobSummary(row) } : null;
    },

    workOrdersOfJob(jobId: number) {
      return queryRows<{
        id: number;
        agent_id: number;
        agent_name: string;
        status: string;
        pay_max: number;
      }>(
        db,
        sql`select w.id, w.agent_id, u.first_name || ' ' || u.last_name as agent_name, w.status,
                   w.pay_max
              from work_orders w join users u on u.id = w.agent_id where w.job_id = ${jobId}
             order by w.id`,
      );
    },

    async workOrder(id: number) {
      const [row] = await queryRows<{
        id: number;
        status: string;
        job_id: number;
        job_title: string;
        company_id: number;
        company_name: string;
        agent_id: number;
        agent_name: string;
        pay_max: number;
        pay_unit: string;
        start_at: Date | string;
        dispute_id: number | null;
        dispute_outcome: string | null;
      }>(
        db,
        sql`select w.id, w.status, j.id as job_id, j.title as job_title, c.id as company_id,
                   c.name as company_name, u.id as agent_id, u.first_name || ' ' || u.last_name as agent_name,
                   w.pay_max, w.pay_unit, w.start_at, d.id as dispute_id, d.outcome as dispute_outcome
              from work_orders w join jobs j on j.id = w.job_id join companies c on c.id = w.company_id
              join users u on u.id = w.agent_id
              left join disputes d on d.work_order_id = w.id
             where w.id = ${id}`,
      );
      return row ?? null;
    },

    workOrderTimeline(id: number) {
      return queryRows<{
        type: string;
        actor: string | null;
        note: string | null;
        at: Date | string;
      }>(
        db,
        sql`select e.type, u.first_name || ' ' || u.last_name as actor, e.note, e.at
              from work_order_events e left join users u on u.id = e.actor_id
             where e.work_order_id = ${id} order by e.id`,
      );
    },

    workOrderMoney(id: number) {
      return queryRows<{
        id: number;
        kind: string;
        created_at: Date | string;
        entries: { account: string; owner_id: number; amount_cents: number }[];
      }>(
        db,
        sql`select t.id, t.kind, t.created_at,
                   json_agg(json_build_object('account', e.account, 'owner_id', e.owner_id,
                                              'amount_cents', e.amount_cents) order by e.id) as entries
              from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
             where t.work_order_id = ${id} group by t.id order by t.id`,
      );
    },

    /** Locks the user's row for a suspension or its end; null when there is no such user. */
    async lockUser(id: number) {
      const [row] = await queryRows<{
        id: number;
        email: string;
        first_name: string;
        suspended_at: Date | string | null;
        suspension_reason: string | null;
      }>(
        db,
        sql`select id, email, first_name, suspended_at, suspension_reason from users
            where id = ${id} for update`,
      );
      return row ?? null;
    },

    async setSuspension(userId: number, reason: string | null) {
      await db.execute(
        sql`update users set suspended_at = ${reason === null ? null : sql`now()`},
                   suspension_reason = ${reason}, updated_at = now() where id = ${userId}`,
      );
    },

    /** Ends every session of the user at once. */
    async revokeSessions(userId: number) {
      await db.execute(sql`delete from auth_tokens where user_id = ${userId}`);
    },

    /**
     * Holds (or, with `held` false, releases) the jobs the account answers for. A job removed by
     * an operator stays removed either way, and a job another suspended account answers for stays
     * held. Answers the jobs whose hold changed. Run after the account's suspension is set.
     */
    setAccountJobsHeld(userId: number, held: boolean) {
      return queryRows<{ id: number; company_id: number }>(
        db,
        sql`update jobs j set held_reason = ${held ? 'suspended' : null}, updated_at = now()
            where (j.posted_by = ${userId} or j.company_id in
                    (select company_id from team_memberships where user_id = ${userId} and role = 'owner'))
              and ${held ? sql`j.held_reason is null` : sql`j.held_reason = 'suspended' and not ${suspendedBehind}`}
            returning j.id, j.company_id`,
      );
    },

    /** Locks the job's row; null when there is no such job. */
    async lockJob(id: number) {
      const [row] = await queryRows<{
        id: number;
        title: string;
        company_id: number;
        posted_by: number | null;
        held_reason: 'removed' | 'suspended' | null;
      }>(
        db,
        sql`select id, title, company_id, posted_by, held_reason from jobs where id = ${id} for update`,
      );
      return row ?? null;
    },

    async heldBySuspension(jobId: number) {
      const [row] = await queryRows<{ held: boolean }>(
        db,
        sql`select ${suspendedBehind} as held from jobs j where j.id = ${jobId}`,
      );
      return row?.held ?? false;
    },

    async setJobHeld(id: number, reason: 'removed' | 'suspended' | null) {
      await db.execute(
        sql`update jobs set held_reason = ${reason}, updated_at = now() where id = ${id}`,
      );
    },

    /** The people a company's notices go to: its owners and admins. */
    companyManagers(companyId: number) {
      return queryRows<{ id: number; email: string; first_name: string }>(
        db,
        sql`select u.id, u.email, u.first_name from team_memberships m join users u on u.id = m.user_id
            where m.company_id = ${companyId} and m.role in ('owner', 'admin')`,
      );
    },

    async message(id: number) {
      const [row] = await queryRows<{ id: number; sender_id: number; content: string }>(
        db,
        sql`select id, sender_id, content from messages where id = ${id}`,
      );
      return row ?? null;
    },

    async replaceMessage(id: number, content: string) {
      await db.execute(sql`update messages set content = ${content} where id = ${id}`);
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
