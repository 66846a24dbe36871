import { sql } from 'drizzle-orm';
import { amountDue, type AgreedWork } from '@fieldhire/contract/work-order-amount';
import { workOrderMoneyKey } from '../../modules/payments/ledger.repository';
import { workOrderInvoiceLines } from '../../modules/payments/work-order-invoice';
import type { Database } from '../database';
import { billingAccounts, invoices } from '../schema/billing';
import { ledgerEntries, ledgerTransactions } from '../schema/payments';

export interface ApprovedDemoWork extends AgreedWork {
  id: number;
  companyId: number;
  agentId: number;
  title: string;
  approvedAt: Date;
}

/**
 * What approving a demo work order moved, as the sandbox records it: the company's card (kept on
 * its billing account) charged the agent's pay and the fee, the pay available to the agent, and
 * the company's invoice for it.
 */
export async function seedDemoPayment(tx: Database, work: ApprovedDemoWork) {
  await tx
    .insert(billingAccounts)
    .values({
      companyId: work.companyId,
      provider: 'sandbox',
      customerId: `cus_sandbox_${work.companyId}`,
      cardBrand: 'Visa',
      cardLast4: '4242',
    })
    .onConflictDoNothing();
  const due = amountDue(work);
  const [posted] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: 'work_order_payment',
      key: workOrderMoneyKey(work.id, 'payment'),
      provider: 'sandbox',
      providerRef: `ch_sandbox_demo_${work.id}`,
      companyId: work.companyId,
      agentId: work.agentId,
      workOrderId: work.id,
      hours: due.hours,
      createdAt: work.approvedAt,
    })
    .returning({ id: ledgerTransactions.id });
  const entries = [
    {
      account: 'company_card',
      ownerId: work.companyId,
      amountCents: -(due.payCents + due.feeCents),
    },
    { account: 'platform_fees', ownerId: 0, amountCents: due.feeCents },
    { account: 'agent_available', ownerId: work.agentId, amountCents: due.payCents },
  ] as const;
  await tx
    .insert(ledgerEntries)
    .values(
      entries.map((entry) => ({ ...entry, transactionId: posted!.id, createdAt: work.approvedAt })),
    );
  const lines = workOrderInvoiceLines(work, due);
  await tx.insert(invoices).values({
    number: sql`'FH-' || lpad(nextval('invoice_numbers')::text, 6, '0')`,
    companyId: work.companyId,
    amountCents: lines.reduce((sum, line) => sum + line.amount_cents, 0),
    currency: 'usd',
    status: 'paid',
    lines,
    paymentMethod: 'Visa •••• 4242',
    createdAt: work.approvedAt,
  });
}
