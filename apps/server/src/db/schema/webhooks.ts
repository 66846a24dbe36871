import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '@fieldhire/contract/webhooks';
import { users } from './accounts';
import { companies } from './companies';
import { createdAt, updatedAt } from './column-types';

/**
 * An address of a company's own system that is told of the events it chose. The signing secret is
 * kept as it is: every delivery is signed with it, and its owner may read it again.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    eventTypes: text({ enum: WEBHOOK_EVENT_TYPES }).array().notNull(),
    /** `whsec_` and the base64 of the key, as Standard Webhooks writes it. */
    secret: text().notNull(),
    /** Since when every attempt failed; cleared by the next acknowledged delivery. */
    failingSince: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    disabledReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId, t.id)],
);

/**
 * One event for one endpoint. `messageId` is its `webhook-id`, the same on every attempt and on
 * a "send again", so a receiver can tell a repeat from a new event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text().notNull(),
    eventType: text().notNull(),
    payload: jsonb().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    /** When the attempts of this round began: retries stop 3 days after it. */
    roundStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastStatus: smallint(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    // An event stated twice (a refund the provider reports after the platform made it) is one delivery.
    uniqueIndex('webhook_deliveries_message_key').on(t.endpointId, t.messageId),
  ],
);

/** Each request of a delivery and what came back, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    durationMs: integer().notNull(),
    /** Null when no answer came (refused address, timeout, connection error). */
    responseStatus: smallint(),
    /** The answer's first 1,000 characters, or what went wrong. */
    responseBody: text(),
    error: text(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
