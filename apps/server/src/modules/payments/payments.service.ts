import {
  PAYMENT_TEXT,
  PLATFORM_FEE_RATE,
  type CompanyPayment,
  type Earnings,
  type LedgerCheck,
  type Payout,
  type PayoutAccount,
  type WorkOrderPayment,
  type WorkSpending,
} from '@fieldhire/contract/payments';
import { BILLING_MESSAGES } from '@fieldhire/contract/billing';
import type { Database } from '../../db/database';
import { requireCandidate, requireCompanyManager, type Viewer } from '../../platform/auth';
import { randomToken } from '../../platform/crypto';
import { AppError, conflict, paymentRequired } from '../../platform/errors';
import { toIso } from '../../platform/iso-time';
import type { EventBus } from '../../platform/events/event-bus';
import { ChargeRefusedError, type PaymentProvider } from '../../platform/payments/payment-provider';
import type { BillingService } from '../billing/billing.service';
import {
  createLedgerRepository,
  agentMove,
  workOrderMoneyKey,
  type LedgerEntryInput,
  type WorkOrderMoney,
} from './ledger.repository';
import { workOrderInvoiceLines, workOrderPayment } from './work-order-invoice';
import { amountDue, type AgreedWork } from '@fieldhire/contract/work-order-amount';

/** The approved work order being paid for. */
export interface WorkToPay extends AgreedWork {
  id: number;
  companyId: number;
  agentId: number;
  title: string;
  /** The agent's pay settled by an operator, instead of the agreed amount. */
  settledPayCents?: number;
}

export interface PaymentsServiceDeps {
  db: Database;
  events: EventBus;
  provider: PaymentProvider;
  billing: Pick<BillingService, 'cardOnFile' | 'invoiceCharge'>;
  /** Where the agent comes back to after setting up their payout account. */
  publicUrl: string;
}

const ENTRIES_SHOWN = 200;
const AGENT_BALANCES = [
  'agent_pending',
  'dispute_hold',
  'agent_available',
  'agent_paid_out',
  'agent_owed',
] as const;

const providerFailed = () => new AppError(502, 'provider_error', PAYMENT_TEXT.providerFailed);

export function createPaymentsService({
  db,
  events,
  provider,
  billing,
  publicUrl,
}: PaymentsServiceDeps) {
  const ledger = createLedgerRepository(db);

  /** Charges the company's saved card for the work, refusing with 402 what the provider refuses. */
  async function charge(customerId: string, work: WorkToPay, amountCents: number) {
    try {
      return await provider.chargeSavedCard({
        customerId,
        amountCents,
        key: workOrderMoneyKey(work.id, 'payment'),
        description: `Work order #${work.id}: ${work.title}`,
        workOrderId: work.id,
      });
    } catch (error) {
      if (error instanceof ChargeRefusedError)
        throw paymentRequired(
          error.reason === 'no_card' ? PAYMENT_TEXT.cardNeeded : PAYMENT_TEXT.cardDeclined,
        );
      throw providerFailed();
    }
  }

  /**
   * Sends `amountCents` of the agent's available balance to their payout account, in the
   * caller's transaction, under `key` (the ledger's and the provider's): answers the ledger
   * transaction, or null when the account cannot receive it yet or the agent is suspended. The caller holds the agent's lock
   * and has checked the balance.
   */
  async function sendToAgent(tx: Database, agentId: number, amountCents: number, key: string) {
    const books = createLedgerRepository(tx);
    const account =
      provider.name === 'sandbox'
        ? { accountId: `acct_sandbox_${agentId}`, enabled: true }
        : await books.payoutAccount(agentId);
    if (!account?.enabled || amountCents <= 0 || (await books.payoutsHeld(agentId))) return null;
    let ref: string;
    try {
      ({ ref } = await provider.transfer({
        accountId: account.accountId,
        amountCents,
        key,
        group: `agent-${agentId}`,
      }));
    } catch {
      throw providerFailed();
    }
    return books.post(
      agentMove({
        kind: 'payout',
        key,
        provider: provider.name,
        providerRef: ref,
        agentId,
        from: 'agent_available',
        to: 'agent_paid_out',
        cents: amountCents,
      }),
    );
  }

  /**
   * A work order's pay has become available to the agent: it first repays what the agent owes
   * back, then, with a provider that pays out on approval, goes on to their account. Holds the
   * agent's lock for the rest of the transaction. `stage` keeps a dispute's release apart from the
   * approval's own movements.
   */
  async function payAvailable(
    tx: Database,
    workOrderId: number,
    agentId: number,
    cents: number,
    stage: 'approval' | 'dispute' = 'approval',
  ) {
    const books = createLedgerRepository(tx);
    await books.lockOwner('agent_available', agentId);
    const balance = await books.balances(agentId, ['agent_available', 'agent_owed']);
    const available = Math.max(0, Math.min(cents, balance('agent_available')));
    const repaid = Math.min(-balance('agent_owed'), available);
    if (repaid > 0)
      await books.post(
        agentMove({
          kind: 'recovery',
          key: workOrderMoneyKey(
            workOrderId,
            stage === 'approval' ? 'recovery' : 'dispute-recovery',
          ),
          provider: provider.name,
          agentId,
          workOrderId,
          from: 'agent_available',
          to: 'agent_owed',
          cents: repaid,
        }),
      );
    if (provider.paysOutOnApproval)
      await sendToAgent(
        tx,
        agentId,
        available - Math.max(0, repaid),
        workOrderMoneyKey(workOrderId, stage === 'approval' ? 'transfer' : 'dispute-transfer'),
      );
  }

  /**
   * Posts what a refund reaching `total` given back in all moves, under the work order's lock:
   * the company gets its money back, the fee its share of the total (no cent drifts with the order
   * of refunds), and the rest is taken from the agent's pay where it is: held by a dispute first,
   * then pending or available; what the agent no longer holds is owed back. Answers the cents
   * given back now.
   */
  async function postRefund(
    tx: Database,
    money: WorkOrderMoney,
    total: number,
    providerRef: string | null,
  ) {
    const books = createLedgerRepository(tx);
    const refund = total - money.refundedCents;
    if (refund <= 0) return 0;
    const feeBack =
      Math.round((total * money.feeCents) / money.chargedCents) - money.feeRefundedCents;
    const share = refund - feeBack;
    const { agentId, companyId, workOrderId } = money;
    await books.lockOwner('agent_available', agentId);
    const fromHold = Math.max(0, Math.min(share, money.heldCents));
    const held =
      money.pendingCents > 0
        ? { account: 'agent_pending' as const, cents: money.pendingCents }
        : {
            account: 'agent_available' as const,
            cents: (await books.balances(agentId, ['agent_available']))('agent_available'),
          };
    const taken = Math.max(0, Math.min(share - fromHold, held.cents));
    await books.post({
      kind: 'refund',
      key: workOrderMoneyKey(workOrderId, `refund:${total}`),
      provider: provider.name,
      providerRef,
      companyId,
      agentId,
      workOrderId,
      entries: (
        [
          { account: 'company_card', ownerId: companyId, amountCents: refund },
          { account: 'platform_fees', ownerId: 0, amountCents: -feeBack },
          { account: 'dispute_hold', ownerId: agentId, amountCents: -fromHold },
          { account: held.account, ownerId: agentId, amountCents: -taken },
          { account: 'agent_owed', ownerId: agentId, amountCents: -(share - fromHold - taken) },
        ] satisfies LedgerEntryInput[]
      ).filter((entry) => entry.amountCents !== 0),
    });
    return refund;
  }

  /**
   * Takes back into the dispute's hold up to `cents` of what the approval sent to the agent's
   * account, while that account still holds it; answers the cents taken back. What its bank has
   * already received stays paid out, and settles as owed back.
   */
  async function reverseIntoHold(
    tx: Database,
    workOrderId: number,
    agentId: number,
    cents: number,
  ) {
    const books = createLedgerRepository(tx);
    const sent = await books.transferUnder(workOrderMoneyKey(workOrderId, 'transfer'));
    const amount = Math.min(cents, sent?.cents ?? 0);
    if (!sent || amount <= 0) return 0;
    const key = workOrderMoneyKey(workOrderId, 'dispute-reversal');
    let reversal: { ref: string } | null;
    try {
      reversal = await provider.reverseTransfer({
        transferRef: sent.ref,
        amountCents: amount,
        key,
      });
    } catch {
      throw providerFailed();
    }
    if (!reversal) return 0;
    await books.post(
      agentMove({
        kind: 'dispute_hold',
        key,
        provider: provider.name,
        providerRef: reversal.ref,
        agentId,
        workOrderId,
        from: 'agent_paid_out',
        to: 'dispute_hold',
        cents: amount,
      }),
    );
    return amount;
  }

  /** The agent's pay of the work order, less what refunds took back of it. */
  const agentPayOf = (money: WorkOrderMoney) =>
    money.chargedCents - money.feeCents - (money.refundedCents - money.feeRefundedCents);

  /**
   * The refund total that leaves the agent `keep` of their pay: the fee's share of a total is
   * rounded, so the total is found by stepping from its estimate (each cent more takes 0 or 1 more
   * from the agent's pay, so every amount is reached).
   */
  function refundTotalKeeping(money: WorkOrderMoney, keep: number) {
    const pay = money.chargedCents - money.feeCents;
    const target = pay - keep;
    const agentShare = (total: number) =>
      total - Math.round((total * money.feeCents) / money.chargedCents);
    let total = Math.round((target * money.chargedCents) / Math.max(pay, 1));
    while (total < money.chargedCents && agentShare(total) < target) total += 1;
    while (total > 0 && agentShare(total - 1) >= target) total -= 1;
    return Math.min(total, money.chargedCents);
  }

  /** A charge that was processing has settled: the agent's pending pay becomes available. */
  events.on('work_payment.settled', async ({ workOrderId, paymentRef }, tx) => {
    const books = createLedgerRepository(tx);
    await books.lockWorkOrder(workOrderId);
    const money = await books.workOrderMoney(workOrderId);
    if (!money || money.settled || money.pendingCents <= 0) return;
    const { agentId, pendingCents } = money;
    // Pay under an open dispute settles into its hold, out of any payout's reach.
    await books.post(
      agentMove({
        kind: 'settlement',
        key: workOrderMoneyKey(workOrderId, 'settled'),
        provider: provider.name,
        providerRef: paymentRef,
        agentId,
        workOrderId,
        from: 'agent_pending',
        to: money.disputeOpen ? 'dispute_hold' : 'agent_available',
        cents: pendingCents,
      }),
    );
    if (!money.disputeOpen) await payAvailable(tx, workOrderId, agentId, pendingCents);
  });

  /**
   * A refund at the provider gives the company back its money. Each webhook carries the total
   * refunded so far, and the work order's money is locked before it is read, so whatever the order
   * or concurrency of the events (or a refund the platform made itself) the company gets back
   * min(latest total, charged) in all.
   */
  events.on('work_payment.refunded', async ({ paymentRef, refundedCents }, tx) => {
    const books = createLedgerRepository(tx);
    const workOrderId = await books.workOrderOfCharge(paymentRef);
    if (workOrderId === null) return;
    await books.lockWorkOrder(workOrderId);
    const money = (await books.workOrderMoney(workOrderId))!;
    await postRefund(tx, money, Math.min(refundedCents, money.chargedCents), paymentRef);
  });

  events.on('payout_account.updated', async ({ accountId, enabled }, tx) => {
    await createLedgerRepository(tx).setPayoutAccountEnabled(provider.name, accountId, enabled);
  });

  return {
    /**
     * Pays for approved work in the approval's transaction: charges the company's card on file
     * the agent's pay and the platform's fee, credits the agent, and invoices the company. A
     * company without a card is refused (402) and nothing is approved. Paying a work order again
     * moves nothing.
     */
    async payForWork(tx: Database, work: WorkToPay) {
      const books = createLedgerRepository(tx);
      // Before the charge: its settlement may arrive while this transaction is still open.
      await books.lockWorkOrder(work.id);
      const card = await billing.cardOnFile(work.companyId, tx);
      if (!card) throw paymentRequired(PAYMENT_TEXT.cardNeeded);
      const due =
        work.settledPayCents === undefined
          ? amountDue(work)
          : {
              payCents: work.settledPayCents,
              feeCents: Math.round(work.settledPayCents * PLATFORM_FEE_RATE),
              hours: null,
            };
      const charged = await charge(card.customerId, work, due.payCents + due.feeCents);
      const posted = await books.post(
        workOrderPayment(work, due, { provider: provider.name, ...charged }),
      );
      if (posted === null) return;
      const lines = workOrderInvoiceLines(work, due);
      await billing.invoiceCharge(tx, {
        companyId: work.companyId,
        lines,
        paymentMethod: card.cardLast4
          ? `${card.cardBrand ?? 'Card'} •••• ${card.cardLast4}`
          : 'Card on file',
      });
      if (charged.settled) await payAvailable(tx, work.id, work.agentId, due.payCents);
    },

    /**
     * A dispute opened over approved work, in its transaction (the work order already marked
     * disputed): what of the agent's pay is still in their balance moves to the hold, where no
     * payout takes it, and so does what was sent to their account and is still there; pay still
     * pending lands there when its charge settles. Answers the pay in
     * question and what is held of it; null before the work was paid.
     */
    async holdForDispute(tx: Database, workOrderId: number) {
      const books = createLedgerRepository(tx);
      await books.lockWorkOrder(workOrderId);
      const money = await books.workOrderMoney(workOrderId);
      if (!money) return null;
      const { agentId } = money;
      await books.lockOwner('agent_available', agentId);
      const pay = agentPayOf(money);
      const available = (await books.balances(agentId, ['agent_available']))('agent_available');
      const hold = Math.max(0, Math.min(pay - money.pendingCents - money.heldCents, available));
      if (hold > 0)
        await books.post(
          agentMove({
            kind: 'dispute_hold',
            key: workOrderMoneyKey(workOrderId, 'dispute-hold'),
            provider: provider.name,
            agentId,
            workOrderId,
            from: 'agent_available',
            to: 'dispute_hold',
            cents: hold,
          }),
        );
      const unheld = pay - money.pendingCents - money.heldCents - hold;
      const reversed =
        unheld > 0 && provider.paysOutOnApproval
          ? await reverseIntoHold(tx, workOrderId, agentId, unheld)
          : 0;
      return { payCents: pay, heldCents: money.heldCents + hold + reversed };
    },

    /** The pay in question of a disputed work order and what is held of it; null if unpaid. */
    async disputedPay(workOrderId: number, executor: Database = db) {
      const money = await createLedgerRepository(executor).workOrderMoney(workOrderId);
      return money ? { payCents: agentPayOf(money), heldCents: money.heldCents } : null;
    },

    /**
     * Settles a dispute over paid work, in its transaction (the work order already marked
     * settled): `keep` cents of the agent's pay stay theirs, the rest goes back to the company's
     * card (a refund at the provider, with the fee's share), and what the hold kept is released
     * to the agent's balance (or back to pending while the charge clears). Answers what the agent
     * kept and what the company got back.
     */
    async settleDisputedPay(tx: Database, workOrderId: number, keep: number) {
      const books = createLedgerRepository(tx);
      await books.lockWorkOrder(workOrderId);
      let money = (await books.workOrderMoney(workOrderId))!;
      const kept = Math.max(0, Math.min(keep, agentPayOf(money)));
      let refunded = 0;
      if (kept < agentPayOf(money)) {
        const total = refundTotalKeeping(money, kept);
        const amount = total - money.refundedCents;
        if (amount > 0) {
          let ref: string;
          try {
            ({ ref } = await provider.refund({
              paymentRef: money.paymentRef!,
              amountCents: amount,
              key: workOrderMoneyKey(workOrderId, `refund:${total}`),
            }));
          } catch {
            throw providerFailed();
          }
          refunded = await postRefund(tx, money, total, ref);
          money = (await books.workOrderMoney(workOrderId))!;
        }
      }
      const { agentId, heldCents } = money;
      if (heldCents > 0) {
        await books.post(
          agentMove({
            kind: 'dispute_release',
            key: workOrderMoneyKey(workOrderId, 'dispute-release'),
            provider: provider.name,
            agentId,
            workOrderId,
            from: 'dispute_hold',
            to: money.settled ? 'agent_available' : 'agent_pending',
            cents: heldCents,
          }),
        );
        if (money.settled) await payAvailable(tx, workOrderId, agentId, heldCents, 'dispute');
      }
      return { agentCents: agentPayOf(money), refundedCents: refunded };
    },

    /** What each of these work orders paid on approval, by work order id. */
    async paymentsOf(workOrderIds: number[], executor: Database = db) {
      const rows = await createLedgerRepository(executor).workOrderPayments(workOrderIds);
      return new Map(
        rows.map((row): [number, WorkOrderPayment] => [
          row.work_order_id,
          {
            pay_cents: row.pay_cents,
            fee_cents: row.fee_cents,
            charged_cents: row.pay_cents + row.fee_cents,
            hours: row.hours,
            paid_at: toIso(row.created_at),
            refunded_cents: row.refunded_cents,
          },
        ]),
      );
    },

    /** The work a provider's charge paid for: its work order, company and payment as it stands. */
    async chargedWork(paymentRef: string, executor: Database = db) {
      const books = createLedgerRepository(executor);
      const workOrderId = await books.workOrderOfCharge(paymentRef);
      if (workOrderId === null) return null;
      const money = await books.workOrderMoney(workOrderId);
      const payment = (await this.paymentsOf([workOrderId], executor)).get(workOrderId);
      return money && payment ? { workOrderId, companyId: money.companyId, payment } : null;
    },

    /** An agent's available and paid-out money, as the operators' console shows it. */
    async balancesOf(agentId: number) {
      const balance = await ledger.balances(agentId, ['agent_available', 'agent_paid_out']);
      return { available: balance('agent_available'), paid_out: balance('agent_paid_out') };
    },

    async earnings(viewer: Viewer): Promise<Earnings> {
      const agent = requireCandidate(viewer, PAYMENT_TEXT.agentsOnly);
      const [balance, years, movements] = await Promise.all([
        ledger.balances(agent.id, AGENT_BALANCES),
        ledger.earnedByYear(agent.id),
        ledger.agentMovements(agent.id, ENTRIES_SHOWN),
      ]);
      return {
        pending_cents: balance('agent_pending'),
        held_cents: balance('dispute_hold'),
        available_cents: balance('agent_available'),
        paid_cents: balance('agent_paid_out'),
        owed_cents: -balance('agent_owed'),
        by_year: years.map((row) => ({ year: row.year, total_cents: Number(row.total) })),
        entries: movements.map((row) => ({
          id: row.id,
          kind: row.kind,
          amount_cents: Number(row.amount ?? 0),
          work_order:
            row.work_order_id !== null
              ? { id: row.work_order_id, title: row.title ?? '', company: row.company ?? '' }
              : null,
          hours: row.hours,
          at: toIso(row.created_at),
        })),
      };
    },

    /**
     * Pays out the agent's whole available balance. Payouts of one agent run one at a time, so
     * two requests at once pay the balance once.
     */
    async payout(viewer: Viewer): Promise<Payout> {
      const agent = requireCandidate(viewer, PAYMENT_TEXT.agentsOnly);
      return db.transaction(async (tx) => {
        const books = createLedgerRepository(tx);
        await books.lockOwner('agent_available', agent.id);
        const available = (await books.balances(agent.id, ['agent_available']))('agent_available');
        if (available <= 0) throw conflict(PAYMENT_TEXT.nothingToPay);
        const id = await sendToAgent(tx, agent.id, available, `payout:${randomToken(16)}`);
        if (id === null) throw conflict(PAYMENT_TEXT.setUpPayouts);
        return { id, amount_cents: available, at: new Date().toISOString() };
      });
    },

    async payoutAccount(viewer: Viewer): Promise<PayoutAccount> {
      const agent = requireCandidate(viewer, PAYMENT_TEXT.agentsOnly);
      const saved = await ledger.payoutAccount(agent.id);
      let state;
      try {
        state = await provider.payoutAccount({
          accountId: saved?.provider === provider.name ? saved.accountId : null,
          agentId: agent.id,
          returnUrl: `${publicUrl}/earnings`,
        });
      } catch {
        throw providerFailed();
      }
      await ledger.savePayoutAccount({
        agentId: agent.id,
        provider: provider.name,
        accountId: state.accountId,
        enabled: state.enabled,
      });
      return {
        provider: provider.name,
        status: state.enabled ? 'enabled' : 'onboarding',
        onboarding_url: state.onboardingUrl,
      };
    },

    /**
     * The company's charges for approved work and refunds of them, newest first, after the
     * transaction `belowId`: for its owner and admins, like its invoices.
     */
    async companyPaymentsBelow(
      viewer: Viewer,
      belowId: number | null,
      limit: number,
    ): Promise<CompanyPayment[]> {
      const { companyId } = requireCompanyManager(viewer, {
        notEmployer: BILLING_MESSAGES.employersOnly,
        noCompany: BILLING_MESSAGES.noCompany,
        notManager: BILLING_MESSAGES.billingRecords,
      });
      const rows = await ledger.companyPaymentsBelow(companyId, belowId, limit);
      return rows.map((row) => {
        const amount = Math.abs(row.card_cents);
        const fee = Math.abs(row.fee_cents);
        return {
          id: row.id,
          kind: row.kind === 'refund' ? 'refund' : 'charge',
          work_order: {
            id: row.work_order_id,
            job: { id: row.job_id, title: row.title },
            agent: {
              id: row.agent_id,
              name:
                [row.agent_first_name, row.agent_last_name].filter(Boolean).join(' ') ||
                'Former agent',
            },
          },
          amount_cents: amount,
          pay_cents: amount - fee,
          fee_cents: fee,
          hours: row.hours,
          at: toIso(row.created_at),
        };
      });
    },

    /** What the viewer's company paid for approved work, per job and per agent. */
    async workSpending(viewer: Viewer): Promise<WorkSpending> {
      const { companyId } = requireCompanyManager(viewer, {
        notEmployer: BILLING_MESSAGES.employersOnly,
        noCompany: BILLING_MESSAGES.noCompany,
        notManager: BILLING_MESSAGES.billingRecords,
      });
      const [jobs, agents] = await Promise.all([
        ledger.companySpending(companyId, 'job'),
        ledger.companySpending(companyId, 'agent'),
      ]);
      const totals = (row: (typeof jobs)[number]) => ({
        work_orders: row.work_orders,
        pay_cents: Number(row.pay),
        fee_cents: Number(row.fee),
      });
      return {
        total_cents: jobs.reduce((sum, row) => sum + Number(row.pay) + Number(row.fee), 0),
        by_job: jobs.map((row) => ({ job_id: row.id, title: row.name ?? '', ...totals(row) })),
        by_agent: agents.map((row) => ({
          agent_id: row.id,
          name: row.name || 'Former agent',
          username: row.username,
          ...totals(row),
        })),
      };
    },

    /** Whether the books balance: each transaction and the whole. */
    checkLedger(): Promise<LedgerCheck> {
      return ledger.check();
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
