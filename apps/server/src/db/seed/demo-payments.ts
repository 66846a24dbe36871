import { amountDue, type AgreedWork } from '@fieldhire/contract/work-order-amount';
import { createBillingRepository } from '../../modules/billing/billing.repository';
import { createLedgerRepository } from '../../modules/payments/ledger.repository';
import { workOrderInvoiceLines, workOrderPayment } from '../../modules/payments/work-order-invoice';
import type { Database } from '../database';
import { keepSandboxCard } from './products';

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
  await keepSandboxCard(tx, work.companyId);
  const due = amountDue(work);
  await createLedgerRepository(tx).post(
    workOrderPayment(work, due, {
      provider: 'sandbox',
      ref: `ch_sandbox_demo_${work.id}`,
      settled: true,
      at: work.approvedAt,
    }),
  );
  const lines = workOrderInvoiceLines(work, due);
  await createBillingRepository(tx).insertInvoice({
    companyId: work.companyId,
    amountCents: lines.reduce((sum, line) => sum + line.amount_cents, 0),
    status: 'paid',
    lines,
    paymentMethod: 'Visa •••• 4242',
    createdAt: work.approvedAt,
  });
}
