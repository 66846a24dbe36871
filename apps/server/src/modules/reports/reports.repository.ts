import { sql, type SQL } from 'drizzle-orm';
import type { ReportOutcome, ReportTarget } from '@fieldhire/contract/operations';
import { queryRows, type Database } from '../../db/database';

interface TargetRow {
  target_type: ReportTarget;
  target_id: number;
  label: string | null;
  account_id: number | null;
}

/**
 * What each target is called in the queue and the account behind it: a job's poster (or its
 * company's owner), a company's owner, the agent, a message's sender. Null for a target gone since.
 */
const targetOf = (type: SQL, id: SQL) => sql`
  left join lateral (
    select j.title || ' · ' || j.company_name as label,
           coalesce(j.posted_by, (select user_id from team_memberships
                                   where company_id = j.company_id and role = 'owner' limit 1)) as account_id
      from jobs j where ${type} = 'job' and j.id = ${id}
    union all
    select c.name, (select user_id from team_memberships where company_id = c.id and role = 'owner' limit 1)
      from companies c where ${type} = 'company' and c.id = ${id}
    union all
    select u.first_name || ' ' || u.last_name, u.id
      from users u where ${type} = 'agent' and u.id = ${id} and u.role = 'candidate'
    union all
    select 'Message from ' || u.first_name || ' ' || u.last_name, m.sender_id
      from messages m join users u on u.id = m.sender_id where ${type} = 'message' and m.id = ${id}
  ) t on true`;

/** Reports of jobs, companies, agents and messages, and the operators' outcomes. */
export function createReportsRepository(db: Database) {
  return {
    /** The target's account (null when the target does not exist). */
    async target(type: ReportTarget, id: number) {
      const [row] = await queryRows<TargetRow>(
        db,
        sql`select x.type as target_type, x.id as target_id, t.label, t.account_id
              from (select ${type}::text as type, ${id}::int as id) x
              ${targetOf(sql`x.type`, sql`x.id`)}`,
      );
      return row?.label == null ? null : row;
    },

    /** The company of a job or company target, to refuse a member reporting their own. */
    async companyOf(type: ReportTarget, id: number) {
      if (type === 'company') return id;
      if (type !== 'job') return null;
      const [row] = await queryRows<{ company_id: number }>(
        db,
        sql`select company_id from jobs where id = ${id}`,
      );
      return row?.company_id ?? null;
    },

    /** Whether an operator hid the target from users: a removed job, a suspended agent. */
    async hiddenFromUsers(type: ReportTarget, id: number) {
      if (type !== 'job' && type !== 'agent') return false;
      const [row] = await queryRows<{ hidden: boolean }>(
        db,
        type === 'job'
          ? sql`select held_reason = 'removed' as hidden from jobs where id = ${id}`
          : sql`select suspended_at is not null as hidden from users where id = ${id}`,
      );
      return row?.hidden ?? false;
    },

    /** Whether the user takes part in the message's conversation, so could read it. */
    async messageVisibleTo(messageId: number, userId: number) {
      const [row] = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from messages m join conversation_participants p
              on p.conversation_id = m.conversation_id and p.user_id = ${userId}
            where m.id = ${messageId}`,
      );
      return row !== undefined;
    },

    /** One open report per reporter and target: a second one before an outcome adds nothing. */
    async insert(report: {
      reporterId: number;
      targetType: ReportTarget;
      targetId: number;
      reason: string;
      note: string;
    }) {
      await db.execute(
        sql`insert into reports (reporter_id, target_type, target_id, reason, note)
            values (${report.reporterId}, ${report.targetType}, ${report.targetId}, ${report.reason}, ${report.note})
            on conflict (reporter_id, target_type, target_id) where outcome is null do nothing`,
      );
    },

    /** Targets with open reports, the most reported first. */
    queue(limit = 100) {
      return queryRows<
        TargetRow & { open_reports: number; reasons: string[]; latest_at: Date | string }
      >(
        db,
        sql`select r.target_type, r.target_id, coalesce(t.label, '(deleted)') as label, t.account_id,
                   r.open_reports, r.reasons, r.latest_at
              from (select target_type, target_id, count(*)::int as open_reports,
                           array_agg(distinct reason) as reasons, max(created_at) as latest_at
                      from reports where outcome is null group by target_type, target_id) r
              ${targetOf(sql`r.target_type`, sql`r.target_id`)}
             order by r.open_reports desc, r.latest_at desc limit ${limit}`,
      );
    },

    openReportsOf(type: ReportTarget, id: number) {
      return queryRows<{
        id: number;
        reporter_id: number;
        reporter_name: string;
        reporter_email: string;
        reason: string;
        note: string;
        created_at: Date | string;
      }>(
        db,
        sql`select r.id, r.reporter_id, u.first_name || ' ' || u.last_name as reporter_name,
                   u.email as reporter_email, r.reason, r.note, r.created_at
              from reports r join users u on u.id = r.reporter_id
             where r.target_type = ${type} and r.target_id = ${id} and r.outcome is null
             order by r.id`,
      );
    },

    async openCount(type: ReportTarget, id: number) {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from reports
            where target_type = ${type} and target_id = ${id} and outcome is null`,
      );
      return row?.count ?? 0;
    },

    /** Closes the target's open reports with `outcome`; answers their reporters. */
    resolve(type: ReportTarget, id: number, outcome: ReportOutcome, operatorId: number) {
      return queryRows<{ id: number; email: string; first_name: string }>(
        db,
        sql`with closed as (
              update reports set outcome = ${outcome}, resolved_by = ${operatorId}, resolved_at = now()
               where target_type = ${type} and target_id = ${id} and outcome is null
              returning reporter_id)
            select distinct u.id, u.email, u.first_name from closed c join users u on u.id = c.reporter_id`,
      );
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
