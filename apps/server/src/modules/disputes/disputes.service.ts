import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_PHOTOS_MAX,
  DISPUTE_REASONS,
  DISPUTE_TEXT,
  type Dispute,
  type DisputeMessage,
  type DisputeReason,
  type DisputeSide,
  type DisputeSummary,
  type OpenDisputeBody,
  type ResolveDisputeBody,
} from '@fieldhire/contract/disputes';
import type { Operator } from '@fieldhire/contract/operations';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { toIso } from '../../platform/iso-time';
import type { PrivateFileStore } from '../../platform/uploads/file-store';
import type { OperationsService } from '../operations/operations.service';
import { processPhoto } from '../work-orders/work-order-files';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import {
  createDisputesRepository,
  type DisputeMessageRow,
  type DisputeRow,
} from './disputes.repository';

interface DisputesDeps {
  db: Database;
  events: EventBus;
  files: PrivateFileStore;
  workOrders: Pick<
    WorkOrdersService,
    'openDispute' | 'settleDispute' | 'disputedPay' | 'sideOf' | 'listingMoved'
  >;
  operations: Pick<OperationsService, 'recordAction'>;
}

/** Where a thread's photos are read: the sides' API, or the console's. */
type Reader = 'party' | 'operator';

const LIST_LIMIT = 200;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What the timeline and both sides are told of a settlement. */
function settlementNote(outcome: ResolveDisputeBody['outcome'], agentCents: number, note: string) {
  const what =
    outcome === 'split'
      ? `${DISPUTE_OUTCOME_LABELS.split}: ${dollars(agentCents)} to the agent`
      : DISPUTE_OUTCOME_LABELS[outcome];
  return `${what}. ${note}`;
}

export function createDisputesService({ db, events, files, workOrders, operations }: DisputesDeps) {
  const repository = createDisputesRepository(db);

  const toMessage =
    (row: DisputeRow, reader: Reader) =>
    (message: DisputeMessageRow): DisputeMessage => ({
      id: message.id,
      side: message.side,
      author: message.author,
      body: message.body,
      photo_url: message.photo
        ? `/api/${reader === 'operator' ? 'ops/' : ''}disputes/${row.id}/photos/${message.id}/`
        : null,
      at: toIso(message.created_at),
    });

  async function summary(executor: Database, row: DisputeRow): Promise<DisputeSummary> {
    const pay = await workOrders.disputedPay(executor, row.work_order_id);
    return {
      id: row.id,
      work_order: { id: row.work_order_id, title: row.title, status: row.work_order_status },
      company: { id: row.company_id, name: row.company_name },
      agent: { id: row.agent_id, name: row.agent_name },
      opened_by: row.opened_side,
      reason: row.reason as DisputeReason,
      description: row.description,
      status: row.resolved_at === null ? 'open' : 'resolved',
      pay_cents: pay.payCents,
      held_cents: pay.heldCents,
      outcome: row.outcome,
      agent_cents: row.agent_cents,
      refunded_cents: row.refunded_cents,
      resolution_note: row.resolution_note,
      opened_at: toIso(row.created_at),
      resolved_at: row.resolved_at === null ? null : toIso(row.resolved_at),
    };
  }

  async function full(executor: Database, row: DisputeRow, reader: Reader): Promise<Dispute> {
    const messages = await createDisputesRepository(executor).messages(row.id);
    return {
      ...(await summary(executor, row)),
      messages: messages.map(toMessage(row, reader)),
    };
  }

  /** The dispute and the viewer's side of it: 404 for anyone not a party to its work order. */
  async function asParty(viewer: Viewer, disputeId: number) {
    const row = await repository.find(disputeId);
    if (!row) throw notFound(DISPUTE_TEXT.notFound);
    const { party } = await workOrders.sideOf(viewer, row.work_order_id).catch(() => {
      throw notFound(DISPUTE_TEXT.notFound);
    });
    return { row, party };
  }

  async function operatorsDispute(disputeId: number) {
    const row = await repository.find(disputeId);
    if (!row) throw notFound(DISPUTE_TEXT.notFound);
    return row;
  }

  /** Adds a message to an open dispute's thread and tells the others in it. */
  async function post(
    row: DisputeRow,
    author: { side: DisputeSide; userId: number | null; operatorId: number | null },
    body: string,
    photo: string | null,
    reader: Reader,
  ) {
    return events.transaction(async (tx, emit) => {
      const store = createDisputesRepository(tx);
      const current = await store.find(row.id, true);
      if (!current || current.resolved_at !== null) throw conflict(DISPUTE_TEXT.resolved);
      if (photo && (await store.photoCount(row.id)) >= DISPUTE_PHOTOS_MAX)
        throw conflict(DISPUTE_TEXT.photosMax);
      const id = await store.addMessage({ disputeId: row.id, ...author, body, photo });
      await emit({
        type: 'dispute.message',
        disputeId: row.id,
        messageId: id,
        workOrderId: row.work_order_id,
        title: row.title,
        agentId: row.agent_id,
        companyId: row.company_id,
        side: author.side,
        authorId: author.userId,
        body: body || 'A photo',
      });
      const message = (await store.messages(row.id)).find((each) => each.id === id)!;
      return toMessage(row, reader)(message);
    });
  }

  return {
    /** One of the work order's sides opens its dispute, with a reason and what went wrong. */
    async open(viewer: Viewer, workOrderId: number, body: OpenDisputeBody): Promise<Dispute> {
      const { reason } = body;
      return events.transaction(async (tx, emit) => {
        const { party } = await workOrders.openDispute(
          tx,
          emit,
          viewer,
          workOrderId,
          DISPUTE_REASONS[reason],
        );
        const id = await createDisputesRepository(tx).insert({
          workOrderId,
          openedBy: viewer.id,
          openedSide: party,
          reason,
          description: body.description.trim(),
        });
        return full(tx, (await createDisputesRepository(tx).find(id))!, 'party');
      });
    },

    async ofWorkOrder(viewer: Viewer, workOrderId: number) {
      await workOrders.sideOf(viewer, workOrderId);
      const row = await repository.findOfWorkOrder(workOrderId);
      if (!row) throw notFound(DISPUTE_TEXT.notFound);
      return full(db, row, 'party');
    },

    async message(viewer: Viewer, disputeId: number, body: string) {
      const { row, party } = await asParty(viewer, disputeId);
      return post(row, { side: party, userId: viewer.id, operatorId: null }, body, null, 'party');
    },

    /**
     * A photo of evidence: read and stored without its metadata (a phone's photo carries where it
     * was taken) before the thread is locked; removed again when the message is refused.
     */
    async photo(viewer: Viewer, disputeId: number, content: Buffer, caption: string) {
      const { row, party } = await asParty(viewer, disputeId);
      if (row.resolved_at !== null) throw conflict(DISPUTE_TEXT.resolved);
      const photo = await processPhoto('file', content, 'UTC');
      const name = await files.save(photo.image, 'webp');
      try {
        return await post(
          row,
          { side: party, userId: viewer.id, operatorId: null },
          caption,
          name,
          'party',
        );
      } catch (error) {
        await files.remove(name);
        throw error;
      }
    },

    /** Where a thread's photo is on disk, for a side of the dispute or an operator. */
    async photoFile(reader: Viewer | Operator, disputeId: number, messageId: number) {
      if ('role' in reader) await asParty(reader, disputeId);
      else await operatorsDispute(disputeId);
      const location = files.pathOf(await repository.photoOf(disputeId, messageId));
      if (!location) throw notFound('File not found.');
      return location;
    },

    async list(status: 'open' | 'resolved') {
      const rows = await repository.list(status, LIST_LIMIT);
      const results: DisputeSummary[] = [];
      // One after another: each reads the ledger, and the pool is shared with the requests.
      for (const row of rows) results.push(await summary(db, row));
      return { results };
    },

    async forOperator(disputeId: number) {
      return full(db, await operatorsDispute(disputeId), 'operator');
    },

    async operatorMessage(operator: Operator, disputeId: number, body: string) {
      const row = await operatorsDispute(disputeId);
      return post(
        row,
        { side: 'operator', userId: null, operatorId: operator.id },
        body,
        null,
        'operator',
      );
    },

    /**
     * Settles an open dispute: the agent's pay goes to the agent, back to the company, or is split
     * by an amount; the money moves as balanced ledger entries in the same transaction as the
     * dispute's record and the audit entry, and both sides are told.
     */
    async resolve(operator: Operator, disputeId: number, body: ResolveDisputeBody) {
      const result = await events.transaction(async (tx, emit) => {
        const store = createDisputesRepository(tx);
        const row = await store.find(disputeId, true);
        if (!row) throw notFound(DISPUTE_TEXT.notFound);
        if (row.resolved_at !== null) throw conflict(DISPUTE_TEXT.resolved);
        const { payCents } = await workOrders.disputedPay(tx, row.work_order_id);
        const agentCents =
          body.outcome === 'release' ? payCents : body.outcome === 'refund' ? 0 : body.agent_cents!;
        if (body.outcome === 'split' && !(agentCents > 0 && agentCents < payCents))
          throw fieldError('agent_cents', DISPUTE_TEXT.splitAmount(payCents));
        const note = body.note.trim();
        const settled = await workOrders.settleDispute(tx, emit, row.work_order_id, {
          outcome: body.outcome,
          agentCents,
          note: settlementNote(body.outcome, agentCents, note),
        });
        await store.resolve(disputeId, {
          outcome: body.outcome,
          agentCents: settled.agentCents,
          refundedCents: settled.refundedCents,
          note,
          operatorId: operator.id,
        });
        await operations.recordAction(tx, {
          operatorId: operator.id,
          action: `dispute.${body.outcome}`,
          targetType: 'work_order',
          targetId: row.work_order_id,
          before: { dispute: disputeId, status: 'open', pay_cents: payCents },
          after: {
            dispute: disputeId,
            status: 'resolved',
            agent_cents: settled.agentCents,
            refunded_cents: settled.refundedCents,
            work_order_status: settled.workOrder.status,
          },
          reason: note,
        });
        return {
          dispute: await full(tx, (await store.find(disputeId))!, 'operator'),
          jobChanged: settled.jobChanged,
        };
      });
      if (result.jobChanged) await workOrders.listingMoved();
      return result.dispute;
    },
  };
}
export type DisputesService = ReturnType<typeof createDisputesService>;
