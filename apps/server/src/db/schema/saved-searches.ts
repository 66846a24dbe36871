import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SavedFilter } from '@fieldhire/contract/saved-searches';
import { users } from './accounts';
import { createdAt } from './column-types';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filter: jsonb().$type<SavedFilter>().notNull(),
    frequency: text().notNull(),
    channels: text().array().notNull(),
    paused: boolean().notNull().default(false),
    createdAt: createdAt(),
    lastSentAt: timestamp({ withTimezone: true }),
    /** When its owner last opened it: its new matches are those posted since. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.id)],
);
