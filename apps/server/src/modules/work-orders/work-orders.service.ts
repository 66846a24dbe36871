import type { CounterOffer } from '@fieldhire/contract/work-terms';
import {
  canAct,
  WORK_ORDER_ACTIONS,
  WORK_ORDER_TEXT,
  type LocationBody,
  type TimelineEntry,
  type WorkOrder,
  type WorkOrderAction,
  type WorkOrderParty,
  type WorkOrderStatus,
  type WorkOrdersQuery,
} from '@fieldhire/contract/work-orders';
import type { Database } from '../../db/database';
import { keyReused, type ClientKey } from '../../platform/client-key';
import type { NewWorkOrder } from './work-orders.repository';
import { randomBytes } from 'node:crypto';
import {
  isCompanyMember,
  requireCandidate,
  requireCompanyMember,
  requireSpender,
  type Viewer,
} from '../../platform/auth';
import { conflict, fieldError, notFound, permissionDenied } from '../../platform/errors';
import { emitClaimedInBatches } from '../../platform/events/emit-claimed';
import type { Emit, EventBus } from '../../platform/events/event-bus';
import type { JobQueue } from '../../platform/queue/job-queue';
import type { PrivateFileStore } from '../../platform/uploads/file-store';
import type { JobsService } from '../jobs/jobs.service';
import type { PaymentsService, WorkToPay } from '../payments/payments.service';
import {
  DISPUTE_TEXT,
  DISPUTE_WINDOW_DAYS,
  type DisputeOutcome,
} from '@fieldhire/contract/disputes';
import { amountDue } from '@fieldhire/contract/work-order-amount';
import { calendarFeed } from './calendar-feed';
import { toWorkOrder } from './work-order-mapper';
import { isLateCancel, siteVisit, timingOfCheckIn } from './work-order-rules';
import {
  createWorkOrdersRepository,
  type NewTimelineStep,
  type WorkOrderReader,
  type WorkOrderRow,
  type WorkOrderView,
} from './work-orders.repository';
import { createDeliverableItems, type ChangeWork } from './deliverable-items';

export const WORK_ORDER_REMINDERS = 'remind-work-orders';
const REMIND_BEFORE_MINUTES = 120;
const NOT_CHECKED_IN_AFTER_MINUTES = 15;
const REMINDER_BATCH = 200;

interface WorkOrdersDeps {
  queue: JobQueue;
  /** The site's address, for the calendar feed's links. */
  publicUrl: string;
  db: Database;
  events: EventBus;
  files: PrivateFileStore;
  jobs: Pick<JobsService, 'fillOpening' | 'releaseOpening' | 'refreshSearchIndex'>;
  payments: Pick<
    PaymentsService,
    'payForWork' | 'paymentsOf' | 'holdForDispute' | 'settleDisputedPay' | 'disputedPay'
  >;
}

/** What an approval assigns: the approved application, its job, and the terms agreed. */
export interface Assignment {
  applicationId: number;
  agentId: number;
  actorId: number;
  /** The API key the company approved through, when it did. */
  apiKeyId?: number | null;
  job: {
    id: number;
    companyId: number;
    salaryMin: number;
    salaryMax: number;
    salaryUnit: NewWorkOrder['payUnit'];
    schedule: { type: 'hard_start' | 'window'; start: string; end: string | null } | null;
    durationMinutes: number | null;
    deliverables: NewWorkOrder['deliverables'];
    deadline: string | null;
  };
  /** The applicant's counter-offer, when the company accepts it. */
  offer: CounterOffer | null;
}

const DAY = 86_400_000;
const CALENDAR_PAST_DAYS = 60;
const CALENDAR_FUTURE_DAYS = 365;
/** A job without a schedule is done by its deadline, else within a week of the assignment. */
const UNSCHEDULED_WINDOW_DAYS = 7;

const CHANGE_OF: Record<WorkOrderAction, TimelineEntry['type']> = {
  confirm: 'confirmed',
  decline: 'declined',
  check_in: 'checked_in',
  check_out: 'checked_out',
  submit: 'submitted',
  approve: 'approved',
  request_revision: 'revision_requested',
  cancel: 'canceled',
};

export interface ActionInput {
  reason?: string;
  location?: LocationBody;
  /** Submitting hourly work: the hours it took, as the agent says. */
  hours?: number;
  /** The client's key: a second request with it answers the work order and changes nothing. */
  key?: ClientKey;
}

/** What approving the work order pays for: its agreed pay and what the agent did. */
export function workToPay(row: WorkOrderRow): WorkToPay {
  return {
    id: row.id,
    companyId: row.companyId,
    agentId: row.agentId,
    title: row.job_title,
    payMax: row.payMax,
    payUnit: row.payUnit,
    durationMinutes: row.durationMinutes,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    reportedHours: row.reportedMinutes === null ? null : row.reportedMinutes / 60,
  };
}

/** How an operator settled a dispute: the cents of the agent's pay the agent keeps. */
export interface DisputeSettlement {
  outcome: DisputeOutcome;
  agentCents: number;
  note: string;
}

function scheduleOf(job: Assignment['job'], offer: CounterOffer | null, now: Date) {
  if (offer?.start) {
    const start = new Date(offer.start);
    const window = job.schedule?.type === 'window' && job.schedule.end;
    const length = window
      ? new Date(job.schedule!.end!).getTime() - new Date(job.schedule!.start).getTime()
      : 0;
    return {
      scheduleType: window ? ('window' as const) : ('hard_start' as const),
      startAt: start,
      endAt: window ? new Date(start.getTime() + length) : null,
    };
  }
  if (job.schedule)
    return {
      scheduleType: job.schedule.type,
      startAt: new Date(job.schedule.start),
      endAt: job.schedule.end ? new Date(job.schedule.end) : null,
    };
  const deadline = job.deadline ? new Date(job.deadline) : null;
  return {
    scheduleType: 'window' as const,
    startAt: now,
    endAt:
      deadline && deadline > now
        ? deadline
        : new Date(now.getTime() + UNSCHEDULED_WINDOW_DAYS * DAY),
  };
}

/**
 * Whether the request is a resend of one made with its key (answered without changing anything);
 * a key that came with another request is refused.
 */
async function replay(
  store: ReturnType<typeof createWorkOrdersRepository>,
  id: number,
  key: ClientKey,
) {
  const stored = await store.requestOfKey(id, key.value);
  if (stored === undefined) return false;
  if (stored !== null && stored !== key.request) throw keyReused();
  return true;
}

export function createWorkOrdersService({
  publicUrl,
  db,
  events,
  files,
  jobs,
  queue,
  payments,
}: WorkOrdersDeps) {
  const repository = createWorkOrdersRepository(db);

  function partyOf(viewer: Viewer, row: WorkOrderRow): WorkOrderParty | null {
    if (row.agentId === viewer.id) return 'agent';
    if (isCompanyMember(viewer) && viewer.companyId === row.companyId) return 'company';
    return null;
  }

  const readerOf = (viewer: Viewer): WorkOrderReader =>
    isCompanyMember(viewer) ? { companyId: viewer.companyId } : { agentId: viewer.id };

  async function full(executor: Database, rows: WorkOrderRow[]) {
    const store = createWorkOrdersRepository(executor);
    const ids = rows.map((row) => row.id);
    // One after another: the executor may be a transaction, one connection.
    const items = await store.items(ids);
    const timeline = await store.timeline(ids);
    const paid = await payments.paymentsOf(ids, executor);
    return rows.map((row) =>
      toWorkOrder(
        row,
        items.filter((item) => item.workOrderId === row.id),
        timeline.filter((entry) => entry.work_order_id === row.id),
        paid.get(row.id) ?? null,
      ),
    );
  }

  /**
   * The work order as answered, from one statement's view of it. Only approved work has a payment
   * (approving pays, and nothing leaves that state), so only its payment is read.
   */
  async function answerOf(executor: Database, view: WorkOrderView) {
    const paid =
      view.row.status === 'approved' ? await payments.paymentsOf([view.row.id], executor) : null;
    return toWorkOrder(view.row, view.items, view.timeline, paid?.get(view.row.id) ?? null);
  }

  /** The work order as answered; with `step`, that timeline step is recorded first. */
  async function readOne(executor: Database, id: number, step?: NewTimelineStep) {
    const view = await createWorkOrdersRepository(executor).view(id, step);
    return view ? answerOf(executor, view) : null;
  }

  /**
   * Runs a change of one work order in one transaction, with its row locked: checks that the
   * viewer is a party (404 otherwise), states the change as a domain event, and answers the work
   * order as it is after it. A change resent with a key already used answers without changing; a
   * key used before for another request is refused (422).
   */
  async function change(
    viewer: Viewer,
    id: number,
    key: ClientKey | undefined,
    work: ChangeWork,
    /**
     * The caller's transaction, when the change is part of a larger one, and the work order's row
     * when the caller has locked it already.
     */
    within?: { tx: Database; emit: Emit; locked?: WorkOrderRow },
  ): Promise<WorkOrder> {
    const run = async (tx: Database, emit: Emit) => {
      const store = createWorkOrdersRepository(tx);
      const row = within?.locked ?? (await store.find(id, true));
      const party = row && partyOf(viewer, row);
      if (!row || !party) throw notFound(WORK_ORDER_TEXT.notFound);
      if (key && (await replay(store, id, key))) return { workOrder: await readOne(tx, id) };
      if (row.disputeStatus === 'open') throw conflict(DISPUTE_TEXT.open);
      const done = await work(row, party, tx, emit);
      if (key) await store.rememberKey(id, key.value, key.request);
      if (!done) await store.touch(id);
      const step = done
        ? {
            type: done.change,
            actorId: viewer.id,
            apiKeyId: viewer.apiKey?.id ?? null,
            note: done.note,
            clientKey: key?.value ?? null,
          }
        : undefined;
      const view =
        done?.move && step ? await store.moveView(id, done.move, step) : await store.view(id, step);
      // The row is locked and its status checked, so a move finds it where it was read.
      if (!view) throw conflict(WORK_ORDER_TEXT.wrongState(row.status));
      const workOrder = await answerOf(tx, view);
      await emit({
        type: 'work_order.changed',
        workOrder,
        change: done?.change ?? 'items_changed',
        actorId: viewer.id,
        note: done?.note ?? null,
      });
      return { workOrder, jobChanged: done?.change === 'declined' || done?.change === 'canceled' };
    };
    if (within) return (await run(within.tx, within.emit)).workOrder!;
    const result = await events.transaction(run);
    if ('jobChanged' in result && result.jobChanged) await jobs.refreshSearchIndex();
    return result.workOrder!;
  }

  /** The change an action makes, checked against the transition table. */
  const actionWork =
    (viewer: Viewer, action: WorkOrderAction, input: ActionInput): ChangeWork =>
    async (row, party, tx, emit) => {
      const rule = WORK_ORDER_ACTIONS[action];
      if (!(rule.by as readonly WorkOrderParty[]).includes(party))
        throw permissionDenied(
          party === 'agent' ? WORK_ORDER_TEXT.companyOnly : WORK_ORDER_TEXT.agentOnly,
        );
      if (!canAct(action, party, row.status))
        throw conflict(WORK_ORDER_TEXT.wrongState(row.status));
      if (action === 'approve') requireSpender(viewer);
      const store = createWorkOrdersRepository(tx);
      const now = new Date();
      const changes: Partial<NewWorkOrder> = {};
      let note: string | null = input.reason ?? null;
      if (action === 'check_in' || action === 'check_out') {
        // A visit sent late from the phone's queue may keep its own time, but a check-in none
        // before the step that allowed it, and a check-out none before its check-in.
        const notBefore =
          action === 'check_out' && row.checkIn
            ? new Date(row.checkIn.at)
            : ((await store.lastStepAt(row.id)) ?? row.createdAt);
        const visit = siteVisit(input.location!, row, { now, notBefore });
        if (action === 'check_in') {
          const timing = timingOfCheckIn(row, new Date(visit.at));
          changes.checkIn = { ...visit, on_time: timing === 'on_time' };
          note =
            [timing === 'on_time' ? null : timing, visit.far ? 'far from the site' : null]
              .filter(Boolean)
              .join(', ') || null;
        } else changes.checkOut = visit;
      }
      if (action === 'submit') {
        await deliverables.requireComplete(store, row);
        changes.submittedAt = now;
        if (input.hours !== undefined) {
          if (row.payUnit !== 'hour') throw fieldError('hours', WORK_ORDER_TEXT.hoursOnlyHourly);
          changes.reportedMinutes = Math.round(input.hours * 60);
        }
      }
      if (action === 'approve') {
        changes.approvedAt = now;
        await payments.payForWork(tx, workToPay(row));
      }
      if (action === 'request_revision') changes.revisionReason = input.reason ?? null;
      if (action === 'decline' || action === 'cancel') {
        Object.assign(changes, {
          canceledAt: now,
          canceledBy: party,
          cancelReason: input.reason ?? '',
          lateCancel: isLateCancel(row, now),
        });
      }
      // Last in the transaction: the job's row stays locked only until the commit.
      if (rule.to === 'canceled')
        await events.lastly(tx, `release-opening:${row.id}`, () =>
          jobs.releaseOpening(tx, emit, {
            jobId: row.jobId,
            companyId: row.companyId,
            actorId: viewer.id,
          }),
        );
      return {
        change: CHANGE_OF[action],
        note,
        move: { from: rule.from, to: rule.to, changes },
      };
    };

  const act = (viewer: Viewer, id: number, action: WorkOrderAction, input: ActionInput) =>
    change(viewer, id, input.key, actionWork(viewer, action, input));

  async function peek(viewer: Viewer, id: number) {
    const row = await repository.find(id);
    const party = row && partyOf(viewer, row);
    if (!row || !party) throw notFound(WORK_ORDER_TEXT.notFound);
    return { row, party };
  }

  const deliverables = createDeliverableItems({ files, repository, change, peek });

  queue.define<object>({
    name: WORK_ORDER_REMINDERS,
    cron: '*/5 * * * *',
    handle: () =>
      emitClaimedInBatches(
        events,
        REMINDER_BATCH,
        (tx, batch) =>
          createWorkOrdersRepository(tx).claimReminders(
            REMIND_BEFORE_MINUTES,
            NOT_CHECKED_IN_AFTER_MINUTES,
            batch,
          ),
        (each) => ({
          type: 'work_order.reminder',
          kind: each.kind,
          workOrderId: each.id,
          agentId: each.agent_id,
          companyId: each.company_id,
          title: each.title,
          siteState: each.state,
          startAt: new Date(each.start_at),
        }),
      ),
  });

  return {
    /**
     * Assigns an approved applicant's work in the caller's transaction: takes an opening of the
     * job (409 when none is left) and makes the work order at the agreed terms.
     */
    async assign(tx: Database, emit: Emit, assignment: Assignment) {
      const { job, offer } = assignment;
      // Taken last in the transaction (409 then rolls it all back), so the job's row, which every
      // approval of the job updates, stays locked only until the commit.
      await events.lastly(tx, `fill-opening:${assignment.applicationId}`, () =>
        jobs.fillOpening(tx, emit, {
          jobId: job.id,
          companyId: job.companyId,
          actorId: assignment.actorId,
        }),
      );
      const note = offer ? 'at the agreed counter-offer' : null;
      const view = await createWorkOrdersRepository(tx).insertView(
        {
          jobId: job.id,
          applicationId: assignment.applicationId,
          companyId: job.companyId,
          agentId: assignment.agentId,
          ...scheduleOf(job, offer, new Date()),
          durationMinutes: job.durationMinutes,
          payMin: offer?.salary_min ?? offer?.salary_max ?? job.salaryMin,
          payMax: offer?.salary_max ?? offer?.salary_min ?? job.salaryMax,
          payUnit: job.salaryUnit,
          deliverables: job.deliverables,
        },
        { type: 'assigned', actorId: assignment.actorId, apiKeyId: assignment.apiKeyId, note },
      );
      const workOrder = await answerOf(tx, view);
      await emit({
        type: 'work_order.changed',
        workOrder,
        change: 'assigned',
        actorId: assignment.actorId,
        note,
      });
      return workOrder;
    },

    /**
     * Cancels the work order of an approved application the company rejects or the agent
     * withdraws, in the caller's transaction: `canceled`, or `none` when no work order is open.
     * Only work not yet confirmed ends this way: once the agent confirmed, the work order's own
     * cancel (with its reason and late-cancel record) ends it, and approved work stays; both
     * refuse with 409, which rolls the application's move back.
     */
    async cancelAssignment(
      tx: Database,
      emit: Emit,
      viewer: Viewer,
      applicationId: number,
      reason: string,
    ): Promise<'canceled' | 'none'> {
      const found = await createWorkOrdersRepository(tx).lockLatestOfApplication(applicationId);
      const side = viewer.role === 'candidate' ? 'agent' : 'company';
      if (!found || found.status === 'canceled') return 'none';
      if (found.status === 'approved')
        throw conflict(
          side === 'agent' ? WORK_ORDER_TEXT.withdrawApproved : WORK_ORDER_TEXT.rejectApproved,
        );
      if (found.status !== 'assigned')
        throw conflict(
          side === 'agent'
            ? WORK_ORDER_TEXT.withdrawAfterConfirm
            : WORK_ORDER_TEXT.rejectAfterConfirm,
        );
      await change(viewer, found.id, undefined, actionWork(viewer, 'cancel', { reason }), {
        tx,
        emit,
        locked: found,
      });
      return 'canceled';
    },

    /**
     * Brings the job search up to date once a change that moved a job on or off the market (filled,
     * or open again) committed. Other changes of a job's openings reach it with its next read of
     * the change log, within a second, as they reach other processes.
     */
    listingMoved: () => jobs.refreshSearchIndex(),

    /** The company's work orders, newest first, before `belowId` when given. */
    async companyWorkOrdersBelow(
      viewer: Viewer,
      status: WorkOrderStatus | undefined,
      belowId: number | null,
      limit: number,
    ) {
      const { companyId } = requireCompanyMember(viewer, WORK_ORDER_TEXT.companyOnly);
      return full(db, await repository.companyBelow(companyId, status ?? null, belowId, limit));
    },

    async list(viewer: Viewer, query: WorkOrdersQuery) {
      const { count, rows } = await repository.list(readerOf(viewer), query);
      return { count, results: await full(db, rows) };
    },

    /** The work order, when a request with this key was already made (a resend); else null. */
    async replayed(viewer: Viewer, id: number, key: ClientKey | undefined) {
      if (!key) return null;
      const { row } = await peek(viewer, id);
      if (!(await replay(repository, id, key))) return null;
      return (await full(db, [row]))[0]!;
    },

    async get(viewer: Viewer, id: number) {
      const { row } = await peek(viewer, id);
      return (await full(db, [row]))[0]!;
    },

    /** The viewer's side of the work order and who the other is (404 for anyone else). */
    async sideOf(viewer: Viewer, id: number) {
      const { row, party } = await peek(viewer, id);
      return {
        party,
        agentId: row.agentId,
        companyId: row.companyId,
        title: row.job_title,
        /** When the work was approved or canceled; null while it goes on. */
        endedAt:
          row.status === 'approved'
            ? row.approvedAt
            : row.status === 'canceled'
              ? row.canceledAt
              : null,
      };
    },

    /** The address of the agent's calendar feed; `renew` retires the old one. */
    async calendarLink(viewer: Viewer, renew = false) {
      requireCandidate(viewer, 'Only field agents have a work calendar.');
      const token = await repository.feedToken(
        viewer.id,
        () => randomBytes(20).toString('hex'),
        renew,
      );
      return { url: `${publicUrl}/api/work-orders/calendar.ics?token=${token}` };
    },

    /** The feed itself: the agent's work orders from two months back to a year ahead. */
    async calendar(token: string) {
      const agentId = await repository.feedOwner(token);
      if (agentId === null) throw notFound('This calendar address is no longer valid.');
      const now = Date.now();
      const rows = await repository.between(
        { agentId },
        new Date(now - CALENDAR_PAST_DAYS * DAY),
        new Date(now + CALENDAR_FUTURE_DAYS * DAY),
      );
      return calendarFeed(await full(db, rows), publicUrl, new URL(publicUrl).host);
    },

    /**
     * Marks the work order disputed in the caller's transaction, for one of its parties: once the
     * work was submitted and until DISPUTE_WINDOW_DAYS after its approval, once per work order.
     * The pay of approved work is held. Answers the party and the work order as it is after.
     */
    async openDispute(tx: Database, emit: Emit, viewer: Viewer, id: number, note: string) {
      const store = createWorkOrdersRepository(tx);
      const row = await store.find(id, true);
      const party = row && partyOf(viewer, row);
      if (!row || !party) throw notFound(WORK_ORDER_TEXT.notFound);
      if (row.disputeStatus !== null) throw conflict(DISPUTE_TEXT.alreadyOpened);
      if (row.status === 'canceled') throw conflict(DISPUTE_TEXT.canceled);
      if (row.submittedAt === null) throw conflict(DISPUTE_TEXT.notYet);
      if (row.approvedAt && Date.now() - row.approvedAt.getTime() > DISPUTE_WINDOW_DAYS * DAY)
        throw conflict(DISPUTE_TEXT.tooLate);
      const view = (await store.moveView(
        id,
        { from: [row.status], to: row.status, changes: { disputeStatus: 'open' } },
        { type: 'dispute_opened', actorId: viewer.id, apiKeyId: viewer.apiKey?.id ?? null, note },
      ))!;
      const held = row.status === 'approved' ? await payments.holdForDispute(tx, id) : null;
      const workOrder = await answerOf(tx, view);
      await emit({
        type: 'work_order.changed',
        workOrder,
        change: 'dispute_opened',
        actorId: viewer.id,
        note,
      });
      return { party, workOrder, heldCents: held?.heldCents ?? 0 };
    },

    /**
     * The agent's pay a dispute is about: what approval paid, less refunds, and what is held of
     * it; before approval, what approving would pay (nothing held).
     */
    async disputedPay(executor: Database, id: number) {
      const row = await createWorkOrdersRepository(executor).find(id);
      if (!row) return { payCents: 0, heldCents: 0 };
      if (row.status === 'approved')
        return (await payments.disputedPay(id, executor)) ?? { payCents: 0, heldCents: 0 };
      return {
        payCents: row.status === 'canceled' ? 0 : amountDue(workToPay(row)).payCents,
        heldCents: 0,
      };
    },

    /**
     * Settles the work order's open dispute in the caller's transaction, as an operator decided.
     * Paid work keeps `agentCents` of its pay for the agent and refunds the rest. Work not yet
     * approved is approved and paid at `agentCents` (the company's card is charged then), or, when
     * the agent gets nothing, canceled with its opening free again. Answers what the agent got and
     * what went back to the company.
     */
    async settleDispute(tx: Database, emit: Emit, id: number, settlement: DisputeSettlement) {
      const store = createWorkOrdersRepository(tx);
      const row = await store.find(id, true);
      if (!row || row.disputeStatus !== 'open') throw conflict(DISPUTE_TEXT.resolved);
      const step = { type: 'dispute_resolved' as const, actorId: null, note: settlement.note };
      let paid = { agentCents: settlement.agentCents, refundedCents: 0 };
      let move: { to: WorkOrderStatus; changes: Partial<NewWorkOrder> };
      if (row.status === 'approved') {
        move = { to: 'approved', changes: { disputeStatus: 'resolved' } };
      } else if (settlement.agentCents > 0) {
        move = { to: 'approved', changes: { disputeStatus: 'resolved', approvedAt: new Date() } };
        const due = amountDue(workToPay(row));
        await payments.payForWork(tx, {
          ...workToPay(row),
          ...(settlement.agentCents < due.payCents && { settledPayCents: settlement.agentCents }),
        });
        paid = { agentCents: Math.min(settlement.agentCents, due.payCents), refundedCents: 0 };
      } else {
        move = {
          to: 'canceled',
          changes: {
            disputeStatus: 'resolved',
            canceledAt: new Date(),
            canceledBy: 'operator',
            cancelReason: settlement.note,
            lateCancel: false,
          },
        };
        await events.lastly(tx, `release-opening:${row.id}`, () =>
          jobs.releaseOpening(tx, emit, {
            jobId: row.jobId,
            companyId: row.companyId,
            actorId: null,
          }),
        );
      }
      const view = (await store.moveView(id, { from: [row.status], ...move }, step))!;
      if (row.status === 'approved')
        paid = await payments.settleDisputedPay(tx, id, settlement.agentCents);
      const workOrder = await answerOf(tx, view);
      await emit({
        type: 'work_order.changed',
        workOrder,
        change: 'dispute_resolved',
        actorId: null,
        note: settlement.note,
      });
      return { workOrder, ...paid, jobChanged: move.to === 'canceled' };
    },

    act,
    addFile: (...args: Parameters<typeof deliverables.addFile>) => deliverables.addFile(...args),
    answer: (...args: Parameters<typeof deliverables.answer>) => deliverables.answer(...args),
    removeItem: (...args: Parameters<typeof deliverables.removeItem>) =>
      deliverables.removeItem(...args),
    itemFile: (...args: Parameters<typeof deliverables.file>) => deliverables.file(...args),
  };
}
export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;
