import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './column-types';

export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    /** Extra headers (List-Unsubscribe); null for none. */
    headers: jsonb().$type<Record<string, string>>(),
    /** The same key twice queues one email: a fact retried by its producer mails once. */
    dedupeKey: text().unique('outbox_dedupe_key_unique'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.id.desc())],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  ip: text(),
  createdAt: createdAt(),
});
