import {
  OPS_TEXT,
  type Operator,
  type OpsCompanyRecord,
  type OpsJobRecord,
  type OpsUserRecord,
  type OpsWorkOrderRecord,
  type ReportedTargetDetail,
  type ReportOutcome,
  type ReportTarget,
} from '@fieldhire/contract/operations';
import type { DisputeOutcome } from '@fieldhire/contract/disputes';
import type { Database } from '../../db/database';
import { userTopic } from '../../platform/broker/topics';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Emit, EventBus } from '../../platform/events/event-bus';
import { toIso } from '../../platform/iso-time';
import type { Mailer } from '../../platform/mail/mailer';
import type { StaleViews } from '../../platform/stale-views';
import type { ReportsService } from '../reports/reports.service';
import { createAuditRepository, type AuditRecord } from './audit.repository';
import {
  jobRemovedEmail,
  reportOutcomeEmail,
  suspendedEmail,
  unsuspendedEmail,
  warningEmail,
} from './operations-emails';
import { createMarketplaceFiguresRepository } from './marketplace-figures.repository';
import { createOperationsRepository } from './operations.repository';

/** What a removed message reads as; the audit log keeps its text. */
export const REMOVED_MESSAGE = 'This message was removed by Fieldhire.';
const RECORD_AUDIT = 20;

interface OperationsDeps {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  staleViews: Pick<StaleViews, 'announce'>;
  reports: ReportsService;
  /** An agent's available and paid-out money. */
  agentBalances: (agentId: number) => Promise<{ available: number; paid_out: number }>;
  /** Brings this process's search index up to date with jobs held or released. */
  refreshSearch: () => Promise<void>;
}

const suspensionOf = (row: {
  suspended_at: Date | string | null;
  suspension_reason: string | null;
}) =>
  row.suspended_at ? { at: toIso(row.suspended_at), reason: row.suspension_reason ?? '' } : null;

/**
 * The operator console's reads and actions. Every action writes its audit entry in the
 * transaction that makes the change, so no change is without one.
 */
export function createOperationsService({
  db,
  events,
  mailer,
  publicUrl,
  staleViews,
  reports,
  agentBalances,
  refreshSearch,
}: OperationsDeps) {
  const repository = createOperationsRepository(db);
  const audit = createAuditRepository(db);
  const recordAudit = (targetType: string, targetId: number) =>
    audit.search({ targetType, targetId }).then((page) => page.entries.slice(0, RECORD_AUDIT));

  /**
   * After a change of holds or sessions commits: search, cached sessions and pages follow, and the
   * users' open pages and sockets check their session again.
   */
  async function settled(userIds: number[]) {
    await refreshSearch();
    await staleViews.announce(userIds.map(userTopic));
    if (userIds.length > 0) await events.publish({ type: 'user.changed', userIds });
    mailer.wake();
  }

  async function heldNews(emit: Emit, jobs: { id: number; company_id: number }[]) {
    if (jobs.length > 0)
      await emit({
        type: 'jobs.held',
        jobs: jobs.map((j) => ({ jobId: j.id, companyId: j.company_id })),
      });
  }

  /** Suspends the account in `tx`: its sessions end, its jobs leave the market, its payouts wait. */
  async function suspendIn(
    tx: Database,
    emit: Emit,
    operator: Operator,
    userId: number,
    reason: string,
    { whenSuspended = 'refuse' }: { whenSuspended?: 'refuse' | 'keep' } = {},
  ) {
    const scoped = createOperationsRepository(tx);
    const user = await scoped.lockUser(userId);
    if (!user) throw notFound('No such account.');
    if (user.suspended_at) {
      if (whenSuspended === 'keep') return;
      throw conflict(OPS_TEXT.alreadySuspended);
    }
    await scoped.setSuspension(userId, reason);
    await scoped.revokeSessions(userId);
    const held = await scoped.setAccountJobsHeld(userId, true);
    await createAuditRepository(tx).record({
      operatorId: operator.id,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      before: { suspended: false },
      after: { suspended: true, jobs_held: held.map((job) => job.id) },
      reason,
    });
    await mailer.send(suspendedEmail(user, reason, publicUrl), { tx });
    await heldNews(emit, held);
  }

  async function removeJobIn(
    tx: Database,
    emit: Emit,
    operator: Operator,
    jobId: number,
    reason: string,
    { whenRemoved = 'refuse' }: { whenRemoved?: 'refuse' | 'keep' } = {},
  ) {
    const scoped = createOperationsRepository(tx);
    const job = await scoped.lockJob(jobId);
    if (!job) throw notFound('No such job.');
    if (job.held_reason === 'removed') {
      if (whenRemoved === 'keep') return;
      throw conflict(OPS_TEXT.alreadyRemoved);
    }
    await scoped.setJobHeld(jobId, 'removed');
    await createAuditRepository(tx).record({
      operatorId: operator.id,
      action: 'job.remove',
      targetType: 'job',
      targetId: jobId,
      before: { held_reason: job.held_reason },
      after: { held_reason: 'removed' },
      reason,
    });
    for (const manager of await scoped.companyManagers(job.company_id))
      await mailer.send(jobRemovedEmail(manager, job, reason, publicUrl), { tx });
    await heldNews(emit, [job]);
  }

  async function removeMessageIn(
    tx: Database,
    operator: Operator,
    messageId: number,
    reason: string,
  ) {
    const scoped = createOperationsRepository(tx);
    const message = await scoped.message(messageId);
    if (!message) throw notFound('No such message.');
    await scoped.replaceMessage(messageId, REMOVED_MESSAGE);
    await createAuditRepository(tx).record({
      operatorId: operator.id,
      action: 'message.remove',
      targetType: 'message',
      targetId: messageId,
      before: { content: message.content },
      after: { content: REMOVED_MESSAGE },
      reason,
    });
  }

  return {
    search: (q: string) => repository.search(q),

    async userRecord(id: number): Promise<OpsUserRecord> {
      const user = await repository.user(id);
      if (!user) throw notFound('No such account.');
      const [companies, jobs, workOrders, balance, openReports, entries] = await Promise.all([
        repository.userCompanies(id),
        repository.jobsOfAccount(id),
        repository.workOrdersOfAgent(id),
        agentBalances(id),
        user.role === 'candidate' ? reports.openCount('agent', id) : Promise.resolve(0),
        recordAudit('user', id),
      ]);
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        name: `${user.first_name} ${user.last_name}`,
        role: user.role,
        email_verified: user.email_verified,
        created_at: toIso(user.created_at),
        last_login_at: user.last_login_at ? toIso(user.last_login_at) : null,
        suspension: suspensionOf(user),
        companies,
        jobs,
        work_orders: workOrders,
        balance_cents: balance,
        open_reports: openReports,
        audit: entries,
      };
    },

    async companyRecord(id: number): Promise<OpsCompanyRecord> {
      const company = await repository.company(id);
      if (!company) throw notFound('No such company.');
      const [members, jobs, openReports, entries] = await Promise.all([
        repository.companyMembers(id),
        repository.jobsOfCompany(id),
        reports.openCount('company', id),
        recordAudit('company', id),
      ]);
      return {
        ...company,
        created_at: toIso(company.created_at),
        members: members.map(({ suspended_at, suspension_reason, ...member }) => ({
          ...member,
          suspension: suspensionOf({ suspended_at, suspension_reason }),
        })),
        jobs,
        open_reports: openReports,
        audit: entries,
      };
    },

    async jobRecord(id: number): Promise<OpsJobRecord> {
      const job = await repository.job(id);
      if (!job) throw notFound('No such job.');
      const [workOrders, openReports, entries] = await Promise.all([
        repository.workOrdersOfJob(id),
        reports.openCount('job', id),
        recordAudit('job', id),
      ]);
      const { posted_by, poster_name, ...rest } = job;
      return {
        ...rest,
        posted_by: posted_by === null ? null : { id: posted_by, name: poster_name ?? '' },
        work_orders: workOrders,
        open_reports: openReports,
        audit: entries,
      };
    },

    async workOrderRecord(id: number): Promise<OpsWorkOrderRecord> {
      const order = await repository.workOrder(id);
      if (!order) throw notFound('No such work order.');
      const [timeline, money, entries] = await Promise.all([
        repository.workOrderTimeline(id),
        repository.workOrderMoney(id),
        recordAudit('work_order', id),
      ]);
      return {
        id: order.id,
        status: order.status,
        job: { id: order.job_id, title: order.job_title },
        company: { id: order.company_id, name: order.company_name },
        agent: { id: order.agent_id, name: order.agent_name },
        pay_max: order.pay_max,
        pay_unit: order.pay_unit,
        start_at: toIso(order.start_at),
        dispute:
          order.dispute_id === null
            ? null
            : { id: order.dispute_id, outcome: order.dispute_outcome as DisputeOutcome | null },
        timeline: timeline.map((step) => ({ ...step, at: toIso(step.at) })),
        money: money.map(({ created_at, entries: lines, ...rest }) => ({
          ...rest,
          at: toIso(created_at),
          entries: lines.map((line) => ({ ...line, amount_cents: Number(line.amount_cents) })),
        })),
        audit: entries,
      };
    },

    async suspend(operator: Operator, userId: number, reason: string) {
      await events.transaction((tx, emit) => suspendIn(tx, emit, operator, userId, reason));
      await settled([userId]);
    },

    async unsuspend(operator: Operator, userId: number, reason: string) {
      await events.transaction(async (tx, emit) => {
        const scoped = createOperationsRepository(tx);
        const user = await scoped.lockUser(userId);
        if (!user) throw notFound('No such account.');
        if (!user.suspended_at) throw conflict(OPS_TEXT.notSuspended);
        await scoped.setSuspension(userId, null);
        const released = await scoped.setAccountJobsHeld(userId, false);
        await createAuditRepository(tx).record({
          operatorId: operator.id,
          action: 'user.unsuspend',
          targetType: 'user',
          targetId: userId,
          before: { suspended: true, reason: user.suspension_reason },
          after: { suspended: false, jobs_released: released.map((job) => job.id) },
          reason,
        });
        await mailer.send(unsuspendedEmail(user, publicUrl), { tx });
        await heldNews(emit, released);
      });
      await settled([userId]);
    },

    async removeJob(operator: Operator, jobId: number, reason: string) {
      await events.transaction((tx, emit) => removeJobIn(tx, emit, operator, jobId, reason));
      await settled([]);
    },

    /** Puts a removed job back: on the market again, unless its account is suspended. */
    async restoreJob(operator: Operator, jobId: number, reason: string) {
      await events.transaction(async (tx, emit) => {
        const scoped = createOperationsRepository(tx);
        const job = await scoped.lockJob(jobId);
        if (!job) throw notFound('No such job.');
        if (job.held_reason !== 'removed') throw conflict(OPS_TEXT.notRemoved);
        const next = (await scoped.heldBySuspension(jobId)) ? 'suspended' : null;
        await scoped.setJobHeld(jobId, next);
        await createAuditRepository(tx).record({
          operatorId: operator.id,
          action: 'job.restore',
          targetType: 'job',
          targetId: jobId,
          before: { held_reason: 'removed' },
          after: { held_reason: next },
          reason,
        });
        await heldNews(emit, [job]);
      });
      await settled([]);
    },

    async reportQueue() {
      const rows = await reports.queue();
      return rows.map((row) => ({
        ...row,
        label: row.label ?? '(deleted)',
        latest_at: toIso(row.latest_at),
      }));
    },

    async reportedTarget(type: ReportTarget, id: number): Promise<ReportedTargetDetail> {
      const [target, open] = await Promise.all([
        reports.target(type, id),
        reports.openReportsOf(type, id),
      ]);
      if (!target && open.length === 0) throw notFound('No reports of that.');
      // A message is read by operators only once it is reported.
      const message = type === 'message' && open.length > 0 ? await repository.message(id) : null;
      return {
        target_type: type,
        target_id: id,
        label: target?.label ?? '(deleted)',
        account_id: target?.account_id ?? null,
        open_reports: open.length,
        reasons: [...new Set(open.map((report) => report.reason))],
        latest_at: open.length > 0 ? toIso(open.at(-1)!.created_at) : new Date().toISOString(),
        reports: open.map((report) => ({
          id: report.id,
          reporter: {
            id: report.reporter_id,
            name: report.reporter_name,
            email: report.reporter_email,
          },
          reason: report.reason,
          note: report.note,
          at: toIso(report.created_at),
        })),
        message_body: message?.content ?? null,
      };
    },

    /** Acts on a target's open reports at once; each reporter is told the outcome. */
    async resolveReports(
      operator: Operator,
      body: { target_type: ReportTarget; target_id: number; outcome: ReportOutcome; note: string },
    ) {
      const { target_type: type, target_id: id, outcome, note } = body;
      const affected: number[] = [];
      await events.transaction(async (tx, emit) => {
        const target = await reports.target(type, id, tx);
        if (outcome !== 'dismiss' && !target) throw notFound('That is gone already.');
        if (outcome === 'remove') {
          if (type === 'job')
            await removeJobIn(tx, emit, operator, id, note, { whenRemoved: 'keep' });
          else if (type === 'message') await removeMessageIn(tx, operator, id, note);
          else throw badRequest(OPS_TEXT.nothingToRemove);
        }
        if ((outcome === 'warn' || outcome === 'suspend') && target?.account_id == null)
          throw badRequest('No account stands behind this to act on.');
        const accountId = target?.account_id ?? null;
        if (outcome === 'warn' && accountId !== null) {
          const account = await createOperationsRepository(tx).user(accountId);
          if (account) await mailer.send(warningEmail(account, note, publicUrl), { tx });
        }
        if (outcome === 'suspend' && accountId !== null) {
          // Reports of an account already suspended are closed with the suspension it has.
          await suspendIn(tx, emit, operator, accountId, note, { whenSuspended: 'keep' });
          affected.push(accountId);
        }
        const reporters = await reports.close(tx, { type, id }, outcome, operator.id);
        if (reporters.length === 0) throw conflict(OPS_TEXT.alreadyResolved);
        await createAuditRepository(tx).record({
          operatorId: operator.id,
          action: `reports.${outcome}`,
          targetType: type,
          targetId: id,
          after: { outcome, reporters: reporters.map((r) => r.id) },
          reason: note,
        });
        for (const reporter of reporters)
          await mailer.send(reportOutcomeEmail(reporter, outcome, publicUrl), { tx });
      });
      await settled(affected);
    },

    figures: (weeks: number) => createMarketplaceFiguresRepository(db).weekly(weeks),

    audit: (filter: Parameters<typeof audit.search>[0]) => audit.search(filter),

    /** Writes an operator action's audit entry in the transaction that makes the change. */
    recordAction: (tx: Database, entry: AuditRecord) => createAuditRepository(tx).record(entry),
  };
}
export type OperationsService = ReturnType<typeof createOperationsService>;
