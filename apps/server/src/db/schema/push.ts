import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './column-types';

/** A browser that accepts push messages for its user: one row per push service endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique('push_subscriptions_endpoint_key'),
    /** The browser's P-256 public key and auth secret (base64url) that messages are encrypted to. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The VAPID key pair this deployment signs push messages with, made on first use when none is
 * configured, so every process and restart signs with the same one.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_single', sql`${t.id} = 1`)],
);
