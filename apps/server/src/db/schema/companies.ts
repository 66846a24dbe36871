import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './column-types';

export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    avatar: text(),
    about: text(),
    website: text(),
    email: text(),
    phone: text(),
    category: text(),
    size: text(),
    foundedYear: integer(),
    city: text(),
    state: text(),
    zip: text(),
    lat: doublePrecision(),
    lon: doublePrecision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_name_idx').on(t.name)],
);

export const teamMemberships = pgTable(
  'team_memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'admin', 'member'] }).notNull(),
    /** A member who may charge the company's card (approve work, pay extra); owners and admins always may. */
    mayApproveSpending: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_memberships_user_key').on(t.userId),
    index('team_memberships_company_idx').on(t.companyId),
  ],
);

export const teamInvites = pgTable(
  'team_invites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text({ enum: ['owner', 'admin', 'member'] }).notNull(),
    tokenHash: text().notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invites_hash_key').on(t.tokenHash),
    index('team_invites_company_idx').on(t.companyId),
  ],
);
