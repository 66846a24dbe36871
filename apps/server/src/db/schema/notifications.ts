import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { candidateInvites } from './candidates';
import { createdAt } from './column-types';
import { jobs } from './jobs';
import { savedSearches } from './saved-searches';

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    invitationId: integer().references(() => candidateInvites.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A row only where a user changed a type's default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    email: boolean(),
    push: boolean(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** A link that stops one kind of email: to a user's account, or to an address with no account. */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    type: text().notNull(),
    /** A job alert's email stops that alert only. */
    savedSearchId: integer().references(() => savedSearches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [check('unsubscribe_tokens_target', sql`(${t.userId} is null) <> (${t.email} is null)`)],
);

/** Addresses without an account that stopped a kind of email (a team invitation sent to them). */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    email: text().notNull(),
    type: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.type] })],
);

/** Listings already reminded of their end, per end (a listing extended later is reminded again). */
export const jobExpiryReminders = pgTable(
  'job_expiry_reminders',
  {
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.expiresAt] })],
);
