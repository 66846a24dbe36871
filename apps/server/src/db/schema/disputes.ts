import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISPUTE_OUTCOMES } from '@fieldhire/contract/disputes';
import { users } from './accounts';
import { createdAt } from './column-types';
import { operators } from './operations';
import { workOrders } from './work-orders';

/**
 * A disagreement over a work order's work or pay, settled by an operator. A work order has at
 * most one: once settled, its outcome stands.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    openedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    openedSide: text({ enum: ['agent', 'company'] }).notNull(),
    reason: text().notNull(),
    description: text().notNull(),
    outcome: text({ enum: DISPUTE_OUTCOMES }),
    /** Settled: the cents of the agent's pay the agent got, and those given back with the fee. */
    agentCents: integer(),
    refundedCents: integer(),
    resolutionNote: text(),
    resolvedBy: integer().references(() => operators.id),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('disputes_work_order_key').on(t.workOrderId),
    index('disputes_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);

/** The dispute's thread: its two sides and the operators, with photos of evidence. */
export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    disputeId: integer()
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    side: text({ enum: ['agent', 'company', 'operator'] }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    operatorId: integer().references(() => operators.id),
    body: text().notNull(),
    /** A photo's stored name in the private file store. */
    photo: text(),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.id)],
);
