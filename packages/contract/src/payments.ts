import { z } from 'zod';

/** The platform's fee, charged to the company on top of the agent's pay. */
export const PLATFORM_FEE_RATE = 0.1;
/** Hourly work is billed in quarter hours. */
export const BILLED_HOUR_STEP = 0.25;

export const PAYMENT_TEXT = {
  cardNeeded:
    'Add a card to your billing account before approving work: approving pays the agent from it.',
  cardDeclined: 'Your card on file was declined. Add another card in the billing portal.',
  nothingToPay: 'There is no available balance to pay out.',
  setUpPayouts: 'Set up your payout account first: payouts are sent to it.',
  agentsOnly: 'Earnings and payouts are for field agents.',
  providerFailed: 'The payment provider could not complete the payment. Please try again.',
} as const;

/**
 * `settlement`: a charge that was processing cleared, moving the agent's pay from pending.
 * `recovery`: new pay repaying what the agent owed back from a refund of paid-out work.
 */
export const LEDGER_KINDS = [
  'work_order_payment',
  'settlement',
  'payout',
  'refund',
  'recovery',
  'dispute_hold',
  'dispute_release',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What an approved work order moved: the agent's pay, the platform's fee and what was billed. */
export const WorkOrderPayment = z.object({
  pay_cents: z.number().int(),
  fee_cents: z.number().int(),
  charged_cents: z.number().int(),
  /** Hourly work: the hours paid for; null for work paid by the job. */
  hours: z.number().nullable(),
  paid_at: z.string(),
  /** Given back to the company since, by a refund at the payment provider. */
  refunded_cents: z.number().int(),
});
export type WorkOrderPayment = z.infer<typeof WorkOrderPayment>;

/**
 * A movement of a company's money for work: the charge of its card when work was approved, or a
 * refund giving some of it back. Amounts are positive either way.
 */
export const CompanyPayment = z.object({
  id: z.number().int(),
  kind: z.enum(['charge', 'refund']),
  work_order: z.object({
    id: z.number().int(),
    job: z.object({ id: z.number().int(), title: z.string() }),
    agent: z.object({ id: z.number().int(), name: z.string() }),
  }),
  /** Charged to the company's card, or given back to it. */
  amount_cents: z.number().int(),
  /** Of the amount, the agent's pay and the platform's fee. */
  pay_cents: z.number().int(),
  fee_cents: z.number().int(),
  /** Hourly work: the hours charged for; null otherwise. */
  hours: z.number().nullable(),
  at: z.string(),
});
export type CompanyPayment = z.infer<typeof CompanyPayment>;

export const EarningsEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['work_order_payment', 'payout', 'refund']),
  /** Positive: money for the agent; negative: paid out. */
  amount_cents: z.number().int(),
  work_order: z.object({ id: z.number().int(), title: z.string(), company: z.string() }).nullable(),
  hours: z.number().nullable(),
  at: z.string(),
});
export type EarningsEntry = z.infer<typeof EarningsEntry>;

export const Earnings = z.object({
  /** Approved work whose payment has not cleared yet. */
  pending_cents: z.number().int(),
  /** Pay held while a dispute over its work is open: no payout takes it. */
  held_cents: z.number().int(),
  /** Cleared and not yet paid out: what a payout asks for. */
  available_cents: z.number().int(),
  paid_cents: z.number().int(),
  /**
   * Pay refunded to a company after it was paid out: owed back, and taken from the next earnings
   * before they become available.
   */
  owed_cents: z.number().int(),
  /** Earned (credited for work) per calendar year, newest first: the total for tax forms. */
  by_year: z.array(z.object({ year: z.number().int(), total_cents: z.number().int() })),
  entries: z.array(EarningsEntry),
});
export type Earnings = z.infer<typeof Earnings>;

export const Payout = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  at: z.string(),
});
export type Payout = z.infer<typeof Payout>;

export const PAYOUT_ACCOUNT_STATUSES = ['enabled', 'onboarding', 'none'] as const;
export const PayoutAccount = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  /** Where the agent finishes setting up the account that receives payouts, while it is needed. */
  onboarding_url: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

/** What the books must always hold, beyond each transaction summing to zero. */
export const LEDGER_RULES = {
  unbalanced: "a transaction's entries sum to zero",
  negative_balance:
    "no agent's pending, available or held balance is ever below zero, nor what they owe above it",
  payout_above_balance: 'a payout never sends more than the available balance at its time',
  refund_above_charge: 'refunds of a work order never give back more than it charged',
  paid_twice: 'a work order is paid at most once',
  company_card_positive: 'a company never gets back more than its card was charged',
  fees_negative: "the platform's fees never fall below zero",
  hold_after_dispute: 'no pay stays held once its dispute is settled',
} as const;
export type LedgerRule = keyof typeof LEDGER_RULES;

export const LedgerProblem = z.object({
  rule: z.enum(Object.keys(LEDGER_RULES) as [LedgerRule, ...LedgerRule[]]),
  transaction_id: z.number().int().nullable(),
  work_order_id: z.number().int().nullable(),
  account: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  amount_cents: z.number().int(),
});
export type LedgerProblem = z.infer<typeof LedgerProblem>;

export const LedgerCheck = z.object({
  transactions: z.number().int(),
  entries: z.number().int(),
  unbalanced: z.array(z.number().int()),
  total_cents: z.number().int(),
  /** Every rule broken, with the rows that break it (at most 100 a rule). */
  problems: z.array(LedgerProblem),
});
export type LedgerCheck = z.infer<typeof LedgerCheck>;

const SpendingTotals = {
  work_orders: z.number().int(),
  pay_cents: z.number().int(),
  fee_cents: z.number().int(),
};

/** What the company paid for approved work, per job and per agent, most spent first. */
export const WorkSpending = z.object({
  total_cents: z.number().int(),
  by_job: z.array(z.object({ job_id: z.number().int(), title: z.string(), ...SpendingTotals })),
  by_agent: z.array(
    z.object({
      agent_id: z.number().int(),
      name: z.string(),
      username: z.string().nullable(),
      ...SpendingTotals,
    }),
  ),
});
export type WorkSpending = z.infer<typeof WorkSpending>;
