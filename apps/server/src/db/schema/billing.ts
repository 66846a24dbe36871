import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './column-types';
import { companies } from './companies';

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    priceCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    interval: text({ enum: ['one_time', 'month'] }).notNull(),
    jobPosts: integer().notNull().default(0),
    featuredPosts: integer().notNull().default(0),
    candidateContacts: integer().notNull().default(0),
    durationDays: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('products_slug_key').on(t.slug)],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    items: jsonb().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    status: text({ enum: ['open', 'complete', 'expired', 'failed'] })
      .notNull()
      .default('open'),
    provider: text().notNull(),
    providerSessionId: text(),
    /** The sandbox provider's client secret; Stripe keeps its own. */
    clientSecret: text(),
    returnUrl: text().notNull(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_company_idx').on(t.companyId),
    uniqueIndex('checkout_sessions_provider_session_key').on(t.providerSessionId),
    uniqueIndex('checkout_sessions_client_secret_key').on(t.clientSecret),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    checkoutSessionId: text().references(() => checkoutSessions.id),
    status: text({ enum: ['active', 'canceled', 'expired'] })
      .notNull()
      .default('active'),
    jobPostsTotal: integer().notNull().default(0),
    jobPostsUsed: integer().notNull().default(0),
    featuredTotal: integer().notNull().default(0),
    featuredUsed: integer().notNull().default(0),
    contactsTotal: integer().notNull().default(0),
    contactsUsed: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    providerRef: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('purchases_company_idx').on(t.companyId, t.status),
    index('purchases_provider_ref_idx').on(t.providerRef),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    checkoutSessionId: text().references(() => checkoutSessions.id),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    status: text({ enum: ['paid', 'open', 'void'] }).notNull(),
    lines: jsonb().notNull(),
    paymentMethod: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_company_idx').on(t.companyId),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  eventId: text().primaryKey(),
  type: text().notNull(),
  processedAt: createdAt(),
});

export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1001 });

/** The company's customer at the payment provider, and the card it last paid with. */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    customerId: text().notNull(),
    cardBrand: text(),
    cardLast4: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_accounts_customer_key').on(t.provider, t.customerId)],
);

/** A candidate a company has unlocked with one candidate contact; contacting them again is free. */
export const contactUnlocks = pgTable(
  'contact_unlocks',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchaseId: integer().references(() => purchases.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.candidateId] })],
);
