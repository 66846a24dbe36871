import { and, eq, sql } from 'drizzle-orm';
import type { LedgerCheck, LedgerKind, LedgerRule } from '@fieldhire/contract/payments';
import { queryRows, type Database } from '../../db/database';
import {
  ledgerEntries,
  ledgerTransactions,
  payoutAccounts,
  type LedgerAccount,
} from '../../db/schema/payments';

export interface LedgerEntryInput {
  account: LedgerAccount;
  ownerId: number;
  amountCents: number;
}

export interface LedgerTransactionInput {
  kind: LedgerKind;
  key: string;
  provider: string;
  providerRef?: string | null;
  companyId?: number | null;
  agentId?: number | null;
  workOrderId?: number | null;
  hours?: number | null;
  /** When the money moved, when not now (records of earlier movements). */
  at?: Date;
  entries: LedgerEntryInput[];
}

/** A move of an agent's money from one of their accounts to another. */
export interface AgentMoveInput extends Omit<LedgerTransactionInput, 'entries' | 'agentId'> {
  agentId: number;
  from: LedgerAccount;
  to: LedgerAccount;
  cents: number;
}

/** The two entries of an agent's money moving between their own accounts. */
export const agentMove = ({ from, to, cents, ...transaction }: AgentMoveInput) => ({
  ...transaction,
  entries: [
    { account: from, ownerId: transaction.agentId, amountCents: -cents },
    { account: to, ownerId: transaction.agentId, amountCents: cents },
  ],
});

export interface WorkOrderPaymentRow {
  work_order_id: number;
  pay_cents: number;
  fee_cents: number;
  refunded_cents: number;
  hours: number | null;
  created_at: Date | string;
}

/** The key that makes one step of a work order's money happen once. */
export const workOrderMoneyKey = (
  workOrderId: number,
  step:
    | 'payment'
    | 'settled'
    | 'transfer'
    | 'recovery'
    | `refund:${number}`
    | 'dispute-hold'
    | 'dispute-reversal'
    | 'dispute-release'
    | 'dispute-transfer'
    | 'dispute-recovery',
) => `work-order:${workOrderId}:${step}`;

/** What refunds have given the company back of `t`'s work order, in cents. */
const refundedToCompany = sql`coalesce((select sum(r.amount_cents) from ledger_transactions rt
    join ledger_entries r on r.transaction_id = rt.id
    where rt.kind = 'refund' and rt.work_order_id = t.work_order_id
      and r.account = 'company_card'), 0)`;

/** The money of one work order, as all its transactions left it. */
export interface WorkOrderMoney {
  workOrderId: number;
  /** The provider's id of the charge. */
  paymentRef: string | null;
  companyId: number;
  agentId: number;
  chargedCents: number;
  feeCents: number;
  /** Given back to the company by refunds, and the part of it that was fee. */
  refundedCents: number;
  feeRefundedCents: number;
  /** The agent's pay for it still waiting for the charge to clear. */
  pendingCents: number;
  /** The charge cleared: at once, or later by its settlement. */
  settled: boolean;
  /** The agent's pay for it held while a dispute over it is open. */
  heldCents: number;
  disputeOpen: boolean;
}

export function createLedgerRepository(db: Database) {
  return {
    /**
     * Posts one balanced transaction, once per key: answers its id, or null when the key was
     * posted before (nothing moves again). The database refuses, at commit, a transaction whose
     * entries do not sum to zero.
     */
    async post(input: LedgerTransactionInput): Promise<number | null> {
      const [row] = await db
        .insert(ledgerTransactions)
        .values({
          kind: input.kind,
          key: input.key,
          provider: input.provider,
          providerRef: input.providerRef ?? null,
          companyId: input.companyId ?? null,
          agentId: input.agentId ?? null,
          workOrderId: input.workOrderId ?? null,
          hours: input.hours ?? null,
          ...(input.at && { createdAt: input.at }),
        })
        .onConflictDoNothing({ target: ledgerTransactions.key })
        .returning({ id: ledgerTransactions.id });
      if (!row) return null;
      await db.insert(ledgerEntries).values(
        input.entries.map((entry) => ({
          ...entry,
          transactionId: row.id,
          ...(input.at && { createdAt: input.at }),
        })),
      );
      return row.id;
    },

    /**
     * Serializes the money movements of one owner (a payout reads the balance it then moves) for
     * the rest of the caller's transaction. Every movement out of an agent's balance takes it
     * before it reads the balance, so a movement's ledger id is later than every one it counted.
     */
    async lockOwner(account: LedgerAccount, ownerId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${account}), ${ownerId})`);
    },

    /**
     * Serializes the money of one work order (its payment, settlement and refunds) for the rest of
     * the caller's transaction. Taken before the owner's lock, never after it. Under READ
     * COMMITTED each later statement reads what the previous holder committed.
     */
    async lockWorkOrder(workOrderId: number) {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext('work_order_money'), ${workOrderId})`,
      );
    },

    /** The work order a provider's charge paid for, if any. */
    async workOrderOfCharge(providerRef: string) {
      const [row] = await db
        .select({ workOrderId: ledgerTransactions.workOrderId })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.kind, 'work_order_payment'),
            eq(ledgerTransactions.providerRef, providerRef),
          ),
        );
      return row?.workOrderId ?? null;
    },

    /** The provider's id and the cents of the transfer posted under `key`, if it was sent. */
    async transferUnder(key: string) {
      const [row] = await queryRows<{ provider_ref: string | null; cents: number }>(
        db,
        sql`select t.provider_ref, e.amount_cents::int as cents
              from ledger_transactions t
              join ledger_entries e on e.transaction_id = t.id and e.account = 'agent_paid_out'
             where t.key = ${key} and t.kind = 'payout'`,
      );
      return row?.provider_ref ? { ref: row.provider_ref, cents: row.cents } : null;
    },

    /** The work order's money, from its payment on; null before it was paid. */
    async workOrderMoney(workOrderId: number): Promise<WorkOrderMoney | null> {
      const [row] = await queryRows<{
        company_id: number | null;
        agent_id: number | null;
        payment_ref: string | null;
        charged: string | null;
        fee: string | null;
        refunded: string;
        fee_refunded: string;
        pending: string;
        settled: boolean;
        held: string;
        dispute_open: boolean;
      }>(
        db,
        sql`select max(t.company_id) filter (where t.kind = 'work_order_payment') as company_id,
                   max(t.agent_id) filter (where t.kind = 'work_order_payment') as agent_id,
                   max(t.provider_ref) filter (where t.kind = 'work_order_payment') as payment_ref,
                   (-sum(e.amount_cents) filter (where t.kind = 'work_order_payment' and e.account = 'company_card'))::text as charged,
                   (sum(e.amount_cents) filter (where t.kind = 'work_order_payment' and e.account = 'platform_fees'))::text as fee,
                   coalesce(sum(e.amount_cents) filter (where t.kind = 'refund' and e.account = 'company_card'), 0)::text as refunded,
                   coalesce(-sum(e.amount_cents) filter (where t.kind = 'refund' and e.account = 'platform_fees'), 0)::text as fee_refunded,
                   coalesce(sum(e.amount_cents) filter (where e.account = 'agent_pending'), 0)::text as pending,
                   coalesce(bool_or(t.kind = 'settlement'
                                    or (t.kind = 'work_order_payment' and e.account = 'agent_available')), false) as settled,
                   coalesce(sum(e.amount_cents) filter (where e.account = 'dispute_hold'), 0)::text as held,
                   coalesce((select dispute_status = 'open' from work_orders where id = ${workOrderId}), false) as dispute_open
            from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
            where t.work_order_id = ${workOrderId}`,
      );
      if (!row || row.charged === null || row.company_id === null || row.agent_id === null)
        return null;
      return {
        workOrderId,
        paymentRef: row.payment_ref,
        companyId: row.company_id,
        agentId: row.agent_id,
        chargedCents: Number(row.charged),
        feeCents: Number(row.fee ?? 0),
        refundedCents: Number(row.refunded),
        feeRefundedCents: Number(row.fee_refunded),
        pendingCents: Number(row.pending),
        settled: row.settled,
        heldCents: Number(row.held),
        disputeOpen: row.dispute_open,
      };
    },

    /** The balance of each of the owner's accounts: sums of their entries. */
    /**
     * A suspended agent's money stays in their balance: nothing is paid out until it ends. The
     * share lock makes a payout and a suspension of the same agent wait for each other.
     */
    async payoutsHeld(agentId: number) {
      const [row] = await queryRows<{ held: boolean }>(
        db,
        sql`select suspended_at is not null as held from users where id = ${agentId} for share`,
      );
      return row?.held ?? false;
    },

    async balances(ownerId: number, accounts: readonly LedgerAccount[]) {
      const rows = await queryRows<{ account: LedgerAccount; total: string }>(
        db,
        sql`select account, sum(amount_cents)::text as total from ledger_entries
            where owner_id = ${ownerId} and account in ${accounts} group by account`,
      );
      const totals = new Map(rows.map((row) => [row.account, Number(row.total)]));
      return (account: LedgerAccount) => totals.get(account) ?? 0;
    },

    /** Money credited to the agent for work, less refunds, per calendar year (UTC), newest first. */
    async earnedByYear(agentId: number) {
      return queryRows<{ year: number; total: string }>(
        db,
        sql`select extract(year from e.created_at)::int as year, sum(e.amount_cents)::text as total
            from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
            where e.owner_id = ${agentId} and e.account in ('agent_pending', 'agent_available', 'agent_owed', 'dispute_hold')
              and ((t.kind = 'work_order_payment' and e.amount_cents > 0) or t.kind = 'refund')
            group by 1 order by 1 desc`,
      );
    },

    /**
     * The agent's movements, newest first: what each one did to the money the agent holds or was
     * paid (pending, available, held and owed back together; a payout counts as money out).
     * Settlements, recoveries, holds and releases move money between those accounts, so they are
     * not movements.
     */
    async agentMovements(agentId: number, limit: number) {
      return queryRows<{
        id: number;
        kind: Exclude<LedgerKind, 'settlement' | 'recovery' | 'dispute_hold' | 'dispute_release'>;
        amount: string;
        hours: number | null;
        created_at: Date | string;
        work_order_id: number | null;
        title: string | null;
        company: string | null;
      }>(
        db,
        sql`select t.id, t.kind, t.hours, t.created_at, t.work_order_id, j.title, c.name as company,
                   (select sum(e.amount_cents) from ledger_entries e
                    where e.transaction_id = t.id and e.owner_id = ${agentId}
                      and e.account in ('agent_pending', 'agent_available', 'agent_owed', 'dispute_hold'))::text as amount
            from ledger_transactions t
            left join work_orders w on w.id = t.work_order_id
            left join jobs j on j.id = w.job_id
            left join companies c on c.id = w.company_id
            where t.agent_id = ${agentId}
              and t.kind not in ('settlement', 'recovery', 'dispute_hold', 'dispute_release')
            order by t.created_at desc, t.id desc
            limit ${limit}`,
      );
    },

    /** The payment each of these work orders made on approval, if any. */
    async workOrderPayments(workOrderIds: number[]) {
      if (workOrderIds.length === 0) return [];
      return queryRows<WorkOrderPaymentRow>(
        db,
        sql`select t.work_order_id, t.hours, t.created_at,
                   coalesce(sum(e.amount_cents) filter (where e.account in ('agent_pending', 'agent_available')), 0)::int as pay_cents,
                   coalesce(sum(e.amount_cents) filter (where e.account = 'platform_fees'), 0)::int as fee_cents,
                   ${refundedToCompany}::int as refunded_cents
            from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
            where t.kind = 'work_order_payment'
              and t.work_order_id in ${workOrderIds}
            group by t.id`,
      );
    },

    /**
     * The company's charges for approved work and the refunds of them, newest first, before the
     * transaction `belowId` when given: what moved on its card and, of it, the platform's fee.
     */
    async companyPaymentsBelow(companyId: number, belowId: number | null, limit: number) {
      return queryRows<{
        id: number;
        kind: 'work_order_payment' | 'refund';
        work_order_id: number;
        job_id: number;
        title: string;
        agent_id: number;
        agent_first_name: string | null;
        agent_last_name: string | null;
        hours: number | null;
        created_at: Date | string;
        card_cents: number;
        fee_cents: number;
      }>(
        db,
        sql`select t.id, t.kind, t.work_order_id, w.job_id, j.title, w.agent_id,
                   u.first_name as agent_first_name, u.last_name as agent_last_name,
                   t.hours, t.created_at,
                   coalesce((select sum(e.amount_cents) from ledger_entries e
                             where e.transaction_id = t.id and e.account = 'company_card'), 0)::int as card_cents,
                   coalesce((select sum(e.amount_cents) from ledger_entries e
                             where e.transaction_id = t.id and e.account = 'platform_fees'), 0)::int as fee_cents
            from ledger_transactions t
            join work_orders w on w.id = t.work_order_id
            join jobs j on j.id = w.job_id
            left join users u on u.id = w.agent_id
            where t.company_id = ${companyId} and t.kind in ('work_order_payment', 'refund')
              ${belowId === null ? sql`` : sql`and t.id < ${belowId}`}
            order by t.id desc limit ${limit}`,
      );
    },

    /**
     * The company's payments for work, summed per job or per agent: what agents got and the fees.
     */
    async companySpending(companyId: number, by: 'job' | 'agent') {
      const group =
        by === 'job'
          ? sql`w.job_id as id, j.title as name, null::text as username`
          : sql`t.agent_id as id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as name,
                u.username`;
      return queryRows<{
        id: number;
        name: string | null;
        username: string | null;
        work_orders: number;
        pay: string;
        fee: string;
      }>(
        db,
        sql`select ${group}, count(distinct t.id)::int as work_orders,
                   coalesce(sum(e.amount_cents) filter (where e.account in ('agent_pending', 'agent_available')), 0)::text as pay,
                   coalesce(sum(e.amount_cents) filter (where e.account = 'platform_fees'), 0)::text as fee
            from ledger_transactions t
            join ledger_entries e on e.transaction_id = t.id
            left join work_orders w on w.id = t.work_order_id
            left join jobs j on j.id = w.job_id
            left join users u on u.id = t.agent_id
            where t.company_id = ${companyId} and t.kind = 'work_order_payment'
            group by 1, 2, 3
            order by sum(e.amount_cents) filter (where e.account in ('agent_pending', 'agent_available')) desc, 1`,
      );
    },

    async payoutAccount(agentId: number) {
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.agentId, agentId));
      return row ?? null;
    },

    async savePayoutAccount(values: typeof payoutAccounts.$inferInsert) {
      await db
        .insert(payoutAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: payoutAccounts.agentId,
          set: { provider: values.provider, accountId: values.accountId, enabled: values.enabled },
        });
    },

    async setPayoutAccountEnabled(provider: string, accountId: string, enabled: boolean) {
      await db
        .update(payoutAccounts)
        .set({ enabled })
        .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.accountId, accountId)));
    },

    /**
     * The books' health: every transaction sums to zero and so does everything, and no rule of
     * LEDGER_RULES is broken. Reads the whole ledger, as an operator's check and the tests' should.
     * Balances are followed in ledger id order: a movement out of a balance takes the owner's lock
     * before reading it, so every movement it counted has a smaller id.
     */
    async check(): Promise<LedgerCheck> {
      const [totals] = await queryRows<{ transactions: number; entries: number; total: string }>(
        db,
        sql`select (select count(*)::int from ledger_transactions) as transactions,
                   count(*)::int as entries, coalesce(sum(amount_cents), 0)::text as total
            from ledger_entries`,
      );
      const problems = await queryRows<{
        rule: LedgerRule;
        transaction_id: number | null;
        work_order_id: number | null;
        account: string | null;
        owner_id: number | null;
        amount: string;
      }>(
        db,
        sql`(select 'unbalanced' as rule, t.id as transaction_id, t.work_order_id,
                    null::text as account, null::int as owner_id,
                    coalesce(sum(e.amount_cents), 0)::text as amount
             from ledger_transactions t
             left join ledger_entries e on e.transaction_id = t.id
             group by t.id having coalesce(sum(e.amount_cents), 0) <> 0 or count(e.id) < 2
             order by t.id limit 100)
            union all
            (select case when r.kind = 'payout' then 'payout_above_balance' else 'negative_balance' end,
                    r.transaction_id, r.work_order_id, r.account, r.owner_id, r.balance::text
             from (select e.account, e.owner_id, e.amount_cents, t.id as transaction_id, t.kind, t.work_order_id,
                          sum(e.amount_cents) over (partition by e.account, e.owner_id
                                                    order by e.transaction_id, e.id) as balance
                   from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
                   where e.account in ('agent_pending', 'agent_available', 'agent_owed', 'dispute_hold')) r
             where (r.account = 'agent_owed' and r.balance > 0 and r.amount_cents > 0)
                or (r.account <> 'agent_owed' and r.balance < 0 and r.amount_cents < 0)
             order by r.transaction_id limit 100)
            union all
            (select 'refund_above_charge', null, t.work_order_id, 'company_card', null,
                    sum(e.amount_cents)::text
             from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
             where t.work_order_id is not null and e.account = 'company_card'
               and t.kind in ('work_order_payment', 'refund')
             group by t.work_order_id
             having sum(e.amount_cents) > 0
             order by t.work_order_id limit 100)
            union all
            (select 'paid_twice', null, t.work_order_id, null, null, count(*)::text
             from ledger_transactions t
             where t.kind = 'work_order_payment' and t.work_order_id is not null
             group by t.work_order_id having count(*) > 1
             order by t.work_order_id limit 100)
            union all
            (select 'company_card_positive', null, null, 'company_card', e.owner_id,
                    sum(e.amount_cents)::text
             from ledger_entries e where e.account = 'company_card'
             group by e.owner_id having sum(e.amount_cents) > 0
             order by e.owner_id limit 100)
            union all
            (select 'fees_negative', null, null, 'platform_fees', null, sum(e.amount_cents)::text
             from ledger_entries e where e.account = 'platform_fees'
             having sum(e.amount_cents) < 0)
            union all
            (select 'hold_after_dispute', null, t.work_order_id, 'dispute_hold', null,
                    sum(e.amount_cents)::text
             from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
             join work_orders w on w.id = t.work_order_id
             where e.account = 'dispute_hold' and w.dispute_status is distinct from 'open'
             group by t.work_order_id having sum(e.amount_cents) <> 0
             order by t.work_order_id limit 100)`,
      );
      return {
        transactions: totals!.transactions,
        entries: totals!.entries,
        unbalanced: problems
          .filter((row) => row.rule === 'unbalanced')
          .map((row) => row.transaction_id!),
        total_cents: Number(totals!.total),
        problems: problems.map(({ amount, ...row }) => ({ ...row, amount_cents: Number(amount) })),
      };
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
