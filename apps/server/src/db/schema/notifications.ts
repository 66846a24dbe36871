import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { candidateInvites } from './candidates';
import { createdAt } from './column-types';
import { jobs } from './jobs';

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

export const unsubscribeTokens = pgTable('unsubscribe_tokens', {
  tokenHash: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text().notNull(),
  createdAt: createdAt(),
});

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
