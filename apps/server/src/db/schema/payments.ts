import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { LEDGER_KINDS } from '@fieldhire/contract/payments';
import { createdAt } from './column-types';

/**
 * The books' accounts. An amount moved into an account is positive, out of it negative; the
 * entries of one transaction sum to zero. `company_card` is money drawn from a company's card
 * (outside the platform, it runs negative), `agent_paid_out` money sent to an agent's bank.
 * `agent_owed` is pay refunded after it left the agent's balance: what the agent owes back, as a
 * negative balance that their next earnings repay. `dispute_hold` is an agent's pay held while a
 * dispute over it is open: no payout can take it. No money account of an agent is ever below zero,
 * and `agent_owed` never above it.
 */
export const LEDGER_ACCOUNTS = [
  'company_card',
  'platform_fees',
  'agent_pending',
  'agent_available',
  'agent_paid_out',
  'agent_owed',
  'dispute_hold',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/**
 * One movement of money. Its `key` makes it happen once (a work order is paid once, a webhook
 * replayed moves nothing). Records of money outlive the rows they speak of, so the ids here are
 * plain numbers, not foreign keys that a deleted account would cascade through.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    key: text().notNull(),
    companyId: integer(),
    agentId: integer(),
    workOrderId: integer(),
    /** Hourly work: the hours paid for. */
    hours: real(),
    provider: text().notNull(),
    /** The provider's id for the charge, transfer or payout. */
    providerRef: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.key),
    index('ledger_transactions_agent_idx').on(t.agentId, t.createdAt),
    index('ledger_transactions_company_idx').on(t.companyId, t.createdAt),
    index('ledger_transactions_work_order_idx').on(t.workOrderId),
    // A webhook's charge, and an operator's search by a provider's id.
    index('ledger_transactions_provider_ref_idx').on(t.providerRef),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text({ enum: LEDGER_ACCOUNTS }).notNull(),
    /** The company or agent the account belongs to; 0 for the platform's own. */
    ownerId: integer().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account, t.ownerId),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/** The account an agent's payouts go to at the payment provider, and whether it can receive them. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    agentId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    accountId: text().notNull(),
    enabled: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payout_accounts_account_key').on(t.provider, t.accountId)],
);
