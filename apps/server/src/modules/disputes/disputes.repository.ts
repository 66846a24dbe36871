import { sql } from 'drizzle-orm';
import type { DisputeOutcome, DisputeSide } from '@fieldhire/contract/disputes';
import { queryRows, type Database } from '../../db/database';

/** A dispute with what its answer shows of the work order, its company and its agent. */
export interface DisputeRow {
  id: number;
  work_order_id: number;
  work_order_status: string;
  title: string;
  company_id: number;
  company_name: string;
  agent_id: number;
  agent_name: string;
  opened_side: 'agent' | 'company';
  reason: string;
  description: string;
  outcome: DisputeOutcome | null;
  agent_cents: number | null;
  refunded_cents: number | null;
  resolution_note: string | null;
  created_at: Date | string;
  resolved_at: Date | string | null;
}

export interface DisputeMessageRow {
  id: number;
  side: DisputeSide;
  author: string;
  body: string;
  photo: string | null;
  created_at: Date | string;
}

const disputeSelect = sql`select d.id, d.work_order_id, w.status as work_order_status, j.title,
         w.company_id, c.name as company_name, w.agent_id,
         coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username, 'Former agent') as agent_name,
         d.opened_side, d.reason, d.description, d.outcome, d.agent_cents, d.refunded_cents,
         d.resolution_note, d.created_at, d.resolved_at
  from disputes d
  join work_orders w on w.id = d.work_order_id
  join jobs j on j.id = w.job_id
  join companies c on c.id = w.company_id
  left join users u on u.id = w.agent_id`;

export function createDisputesRepository(db: Database) {
  return {
    async insert(values: {
      workOrderId: number;
      openedBy: number;
      openedSide: 'agent' | 'company';
      reason: string;
      description: string;
    }) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into disputes (work_order_id, opened_by, opened_side, reason, description)
            values (${values.workOrderId}, ${values.openedBy}, ${values.openedSide},
                    ${values.reason}, ${values.description})
            returning id`,
      );
      return row!.id;
    },

    /** The dispute; `lock` holds its row until the transaction ends (one settlement at a time). */
    async find(id: number, lock = false) {
      const [row] = await queryRows<DisputeRow>(
        db,
        sql`${disputeSelect} where d.id = ${id} ${lock ? sql`for update of d` : sql``}`,
      );
      return row ?? null;
    },

    async findOfWorkOrder(workOrderId: number) {
      const [row] = await queryRows<DisputeRow>(
        db,
        sql`${disputeSelect} where d.work_order_id = ${workOrderId}`,
      );
      return row ?? null;
    },

    /** Open disputes oldest first (the queue), settled ones newest first. */
    async list(status: 'open' | 'resolved', limit: number) {
      return queryRows<DisputeRow>(
        db,
        status === 'open'
          ? sql`${disputeSelect} where d.resolved_at is null order by d.created_at, d.id limit ${limit}`
          : sql`${disputeSelect} where d.resolved_at is not null
                order by d.resolved_at desc, d.id desc limit ${limit}`,
      );
    },

    /** The thread in order, each message with its author's name as the sides see it. */
    async messages(disputeId: number) {
      return queryRows<DisputeMessageRow>(
        db,
        sql`select m.id, m.side, m.body, m.photo, m.created_at,
                   case when m.side = 'operator' then coalesce(o.name, 'Fieldhire') || ' (Fieldhire)'
                        else coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
                                      u.username, 'Former member') end as author
            from dispute_messages m
            left join users u on u.id = m.user_id
            left join operators o on o.id = m.operator_id
            where m.dispute_id = ${disputeId}
            order by m.id`,
      );
    },

    async addMessage(values: {
      disputeId: number;
      side: DisputeSide;
      userId: number | null;
      operatorId: number | null;
      body: string;
      photo: string | null;
    }) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into dispute_messages (dispute_id, side, user_id, operator_id, body, photo)
            values (${values.disputeId}, ${values.side}, ${values.userId}, ${values.operatorId},
                    ${values.body}, ${values.photo})
            returning id`,
      );
      return row!.id;
    },

    async photoCount(disputeId: number) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from dispute_messages
            where dispute_id = ${disputeId} and photo is not null`,
      );
      return row?.n ?? 0;
    },

    async photoOf(disputeId: number, messageId: number) {
      const [row] = await queryRows<{ photo: string | null }>(
        db,
        sql`select photo from dispute_messages where id = ${messageId} and dispute_id = ${disputeId}`,
      );
      return row?.photo ?? null;
    },

    async resolve(
      id: number,
      values: {
        outcome: DisputeOutcome;
        agentCents: number;
        refundedCents: number;
        note: string;
        operatorId: number;
      },
    ) {
      await db.execute(
        sql`update disputes set outcome = ${values.outcome}, agent_cents = ${values.agentCents},
                   refunded_cents = ${values.refundedCents}, resolution_note = ${values.note},
                   resolved_by = ${values.operatorId}, resolved_at = now()
            where id = ${id}`,
      );
    },
  };
}
