import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { WORK_ORDER_STATUSES } from '@fieldhire/contract/work-orders';
import type { Deliverable } from '@fieldhire/contract/work-terms';
import { users } from './accounts';
import { apiKeys } from './api-keys';
import { createdAt, updatedAt } from './column-types';
import { companies } from './companies';
import { applications, jobs } from './jobs';

/** Where and when the agent checked in or out, as recorded. */
export interface SiteVisit {
  at: string;
  lat: number;
  lon: number;
  accuracy_m: number | null;
  distance_m: number;
  far: boolean;
  on_time?: boolean;
}

/**
 * The work one agent does for one approved application: the agreed pay, schedule and
 * deliverables are copied from the job (or the accepted counter-offer), so later edits of the
 * job do not change what was agreed.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: WORK_ORDER_STATUSES }).notNull().default('assigned'),
    scheduleType: text({ enum: ['hard_start', 'window'] }).notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }),
    durationMinutes: integer(),
    payMin: integer().notNull(),
    payMax: integer().notNull(),
    payUnit: text({ enum: ['hour', 'job', 'month', 'year'] }).notNull(),
    deliverables: jsonb().$type<Deliverable[]>().notNull(),
    checkIn: jsonb().$type<SiteVisit>(),
    checkOut: jsonb().$type<SiteVisit>(),
    submittedAt: timestamp({ withTimezone: true }),
    /** Hourly work: the minutes the agent said the work took. */
    reportedMinutes: integer(),
    approvedAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
    /** `operator`: a dispute settled before approval gave the company its money back. */
    canceledBy: text({ enum: ['agent', 'company', 'operator'] }),
    cancelReason: text(),
    lateCancel: boolean(),
    revisionReason: text(),
    /** While `open`, neither side can move the work order: an operator settles the dispute first. */
    disputeStatus: text({ enum: ['open', 'resolved'] }),
    /** When the agent was reminded that the work starts soon. */
    remindedAt: timestamp({ withTimezone: true }),
    /** When both sides were told the agent had not checked in after the start. */
    lateAlertedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // An application has one live work order, whoever approves it and however often; one canceled
    // (the agent withdrew, the company rejected) leaves room for a new hire.
    uniqueIndex('work_orders_application_key')
      .on(t.applicationId)
      .where(sql`status <> 'canceled'`),
    index('work_orders_agent_start_idx').on(t.agentId, t.startAt),
    index('work_orders_company_start_idx').on(t.companyId, t.startAt),
    index('work_orders_job_idx').on(t.jobId),
    // An application's latest work order, canceled or not (the applicants list, a rejection):
    // the partial key above cannot answer it, and without this it walked every work order by id.
    index('work_orders_application_idx').on(t.applicationId, t.id),
  ],
);

/** A photo, document or answer the agent delivered for one of the work order's deliverables. */
export const workOrderItems = pgTable(
  'work_order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    deliverableId: text().notNull(),
    /** The stored file's path under the upload directory, and its thumbnail's. */
    file: text(),
    thumb: text(),
    fileName: text(),
    /** SHA-256 of the stored bytes: the same photo sent twice is kept once. */
    contentHash: text(),
    takenAt: timestamp({ withTimezone: true }),
    lat: doublePrecision(),
    lon: doublePrecision(),
    answer: text(),
    /** The client's key for the upload, so a resend after a lost answer adds nothing. */
    clientKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_order_items_order_idx').on(t.workOrderId, t.deliverableId),
    uniqueIndex('work_order_items_client_key').on(t.workOrderId, t.clientKey),
    uniqueIndex('work_order_items_content_key').on(t.workOrderId, t.deliverableId, t.contentHash),
  ],
);

/** What happened to a work order, in order: its timeline. */
export const workOrderEvents = pgTable(
  'work_order_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The API key the actor's change came through, named beside the actor in the timeline. */
    apiKeyId: integer().references(() => apiKeys.id, { onDelete: 'set null' }),
    note: text(),
    /** The client's key for the change, so a resend after a lost answer changes nothing twice. */
    clientKey: text(),
    at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('work_order_events_order_idx').on(t.workOrderId, t.id),
    uniqueIndex('work_order_events_client_key').on(t.workOrderId, t.clientKey),
  ],
);

/**
 * Every client key a change of the work order was made with, kept after the item or answer it
 * made is gone, so a late resend of an old request never makes it again.
 */
export const workOrderKeys = pgTable(
  'work_order_keys',
  {
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    clientKey: text().notNull(),
    /** SHA-256 of the request the key came with (method, path, body); null on keys kept before. */
    requestHash: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workOrderId, t.clientKey] })],
);

/**
 * An agent's calendar feed address. The token is kept as it is (not hashed) so the address can be
 * shown again; it only reads the agent's own schedule, and making a new one retires the old.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text().notNull().unique('calendar_feeds_token_key'),
  createdAt: createdAt(),
});
