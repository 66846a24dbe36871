import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './column-types';

/** The marketplace's staff: made from the command line only, never by sign-up. */
export const operators = pgTable(
  'operators',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    /** Base32 TOTP secret; confirmed once `totpEnrolledAt` is set. */
    totpSecret: text().notNull(),
    totpEnrolledAt: timestamp({ withTimezone: true }),
    /** The time step of the last code accepted: a code is never accepted twice. */
    totpLastStep: integer(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_key').on(sql`lower(${t.email})`)],
);

/** An operator's sign-in: it reaches the console only once its TOTP code was checked. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    totpVerifiedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_sessions_hash_key').on(t.tokenHash)],
);

/** Every operator action, append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_audit_target_idx').on(t.targetType, t.targetId),
    index('operator_audit_created_idx').on(t.createdAt.desc()),
  ],
);

/** A signed-in user's report of a job, a company, an agent or a message. */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: ['job', 'company', 'agent', 'message'] }).notNull(),
    targetId: integer().notNull(),
    reason: text().notNull(),
    note: text().notNull().default(''),
    /** dismiss, remove, warn or suspend, once an operator acted on it. */
    outcome: text({ enum: ['dismiss', 'remove', 'warn', 'suspend'] }),
    resolvedBy: integer().references(() => operators.id),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_open_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`outcome is null`),
    // One open report per reporter and target: reporting again adds nothing to the queue.
    uniqueIndex('reports_open_once_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`outcome is null`),
  ],
);
