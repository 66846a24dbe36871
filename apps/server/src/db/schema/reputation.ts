import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './column-types';
import { companies } from './companies';
import { workOrders } from './work-orders';

/** A rating one side of a work order gave the other, once. */
export const workOrderRatings = pgTable(
  'work_order_ratings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    by: text({ enum: ['agent', 'company'] }).notNull(),
    raterId: integer().references(() => users.id, { onDelete: 'set null' }),
    score: smallint().notNull(),
    tags: text().array().notNull(),
    comment: text().notNull(),
    /** When the rated side may see it: both sides rated, or rating closed. */
    revealedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('work_order_ratings_key').on(t.workOrderId, t.by),
    index('work_order_ratings_hidden_idx')
      .on(t.workOrderId)
      .where(sql`revealed_at is null`),
  ],
);

/**
 * An agent's record, computed from their work orders and the ratings companies gave them, and
 * refreshed in the transaction of each fact that changes it.
 */
export const agentReliability = pgTable('agent_reliability', {
  agentId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  completed: integer().notNull(),
  onTimeRate: real(),
  firstTimeApprovalRate: real(),
  lateCancellations: integer().notNull(),
  ratingAvg: real(),
  ratingCount: integer().notNull(),
  updatedAt: updatedAt(),
});

/** A company's record as a client of agents, refreshed like the agents'. */
export const companyReliability = pgTable('company_reliability', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  workOrders: integer().notNull(),
  /** Kept beside the rate so that a cancellation adds to the record instead of recounting it. */
  canceledByCompany: integer().notNull().default(0),
  approvalDaysMedian: real(),
  cancellationRate: real(),
  ratingAvg: real(),
  ratingCount: integer().notNull(),
  updatedAt: updatedAt(),
});
