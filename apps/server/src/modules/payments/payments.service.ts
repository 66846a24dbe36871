import {
  PAYMENT_TEXT,
  PLATFORM_FEE_RATE,
  type Earnings,
  type LedgerCheck,
  type Payout,
  type PayoutAccount,
  type WorkOrderPayment,
} from '@fieldhire/contract/payments';
import type { InvoiceLine } from '@fieldhire/contract/billing';
import type { Database } from '../../db/database';
import { requireCandidate, type Viewer } from '../../platform/auth';
import { randomToken } from '../../platform/crypto';
import { conflict, paymentRequired } from '../../platform/errors';
import { toIso } from '../../platform/iso-time';
import type { ProviderName } from '../../platform/payments/payment-provider';
import type { BillingService } from '../billing/billing.service';
import { createLedgerRepository } from './ledger.repository';
import { amountDue, type AgreedWork } from '@fieldhire/contract/work-order-amount';

/** The approved work order being paid for. */
export interface WorkToPay extends AgreedWork {
  id: number;
  companyId: number;
  agentId: number;
  title: string;
}

export interface PaymentsServiceDeps {
  db: Database;
  provider: ProviderName;
  billing: Pick<BillingService, 'cardOnFile' | 'invoiceCharge'>;
}

const ENTRIES_SHOWN = 200;
const AGENT_BALANCES = ['agent_pending', 'agent_available', 'agent_paid_out'] as const;

const workOrderPaymentKey = (workOrderId: number) => `work-order:${workOrderId}:payment`;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function createPaymentsService({ db, provider, billing }: PaymentsServiceDeps) {
  const ledger = createLedgerRepository(db);

  return {
    /**
     * Pays for approved work in the approval's transaction: charges the company's card on file
     * the agent's pay and the platform's fee, credits the agent, and invoices the company. A
     * company without a card is refused (402) and nothing is approved. Paying a work order again
     * moves nothing.
     */
    async payForWork(tx: Database, work: WorkToPay) {
      const card = await billing.cardOnFile(work.companyId, tx);
      if (!card) throw paymentRequired(PAYMENT_TEXT.cardNeeded);
      const due = amountDue(work);
      const books = createLedgerRepository(tx);
      const posted = await books.post({
        kind: 'work_order_payment',
        key: workOrderPaymentKey(work.id),
        provider,
        providerRef: `ch_sandbox_${randomToken(12)}`,
        companyId: work.companyId,
        agentId: work.agentId,
        workOrderId: work.id,
        hours: due.hours,
        entries: [
          {
            account: 'company_card',
            ownerId: work.companyId,
            amountCents: -(due.payCents + due.feeCents),
          },
          { account: 'platform_fees', ownerId: 0, amountCents: due.feeCents },
          { account: 'agent_available', ownerId: work.agentId, amountCents: due.payCents },
        ],
      });
      if (posted === null) return;
      const agentPay =
        due.hours === null
          ? work.title
          : `${work.title} (${due.hours} h at ${dollars(work.payMax * 100)}/h)`;
      const lines: InvoiceLine[] = [
        {
          product_id: null,
          work_order_id: work.id,
          name: `Work order #${work.id}: ${agentPay}`,
          qty: 1,
          unit_amount_cents: due.payCents,
          amount_cents: due.payCents,
          interval: 'one_time',
        },
        {
          product_id: null,
          work_order_id: work.id,
          name: `Platform fee (${Math.round(PLATFORM_FEE_RATE * 100)}%)`,
          qty: 1,
          unit_amount_cents: due.feeCents,
          amount_cents: due.feeCents,
          interval: 'one_time',
        },
      ];
      await billing.invoiceCharge(tx, {
        companyId: work.companyId,
        lines,
        paymentMethod: `${card.cardBrand ?? 'Card'} •••• ${card.cardLast4}`,
      });
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
          },
        ]),
      );
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
        available_cents: balance('agent_available'),
        paid_cents: balance('agent_paid_out'),
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
        const id = await books.post({
          kind: 'payout',
          key: `payout:${randomToken(16)}`,
          provider,
          providerRef: `po_sandbox_${randomToken(12)}`,
          agentId: agent.id,
          entries: [
            { account: 'agent_available', ownerId: agent.id, amountCents: -available },
            { account: 'agent_paid_out', ownerId: agent.id, amountCents: available },
          ],
        });
        return { id: id!, amount_cents: available, at: new Date().toISOString() };
      });
    },

    payoutAccount(viewer: Viewer): PayoutAccount {
      requireCandidate(viewer, PAYMENT_TEXT.agentsOnly);
      return { provider: 'sandbox', status: 'enabled', onboarding_url: null };
    },

    /** Whether the books balance: each transaction and the whole. */
    checkLedger(): Promise<LedgerCheck> {
      return ledger.check();
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
