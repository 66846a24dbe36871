import { PLATFORM_FEE_RATE } from '@fieldhire/contract/payments';
import type { InvoiceLine } from '@fieldhire/contract/billing';
import type { AmountDue } from '@fieldhire/contract/work-order-amount';
import { workOrderMoneyKey, type LedgerTransactionInput } from './ledger.repository';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The invoice of approved work: the agent's pay (hourly work names its hours) and the fee. */
export function workOrderInvoiceLines(
  work: { id: number; title: string; payMax: number },
  due: AmountDue,
): InvoiceLine[] {
  const agentPay =
    due.hours === null
      ? work.title
      : `${work.title} (${due.hours} h at ${dollars(work.payMax * 100)}/h)`;
  return [
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
}

/**
 * The ledger transaction of approved work: the company's card charged the pay and the fee, the fee
 * the platform's, the pay the agent's (available once the charge settled, pending until then).
 */
export function workOrderPayment(
  work: { id: number; companyId: number; agentId: number },
  due: AmountDue,
  charge: { provider: string; ref: string; settled: boolean; at?: Date },
): LedgerTransactionInput {
  return {
    kind: 'work_order_payment',
    key: workOrderMoneyKey(work.id, 'payment'),
    provider: charge.provider,
    providerRef: charge.ref,
    companyId: work.companyId,
    agentId: work.agentId,
    workOrderId: work.id,
    hours: due.hours,
    at: charge.at,
    entries: [
      {
        account: 'company_card',
        ownerId: work.companyId,
        amountCents: -(due.payCents + due.feeCents),
      },
      { account: 'platform_fees', ownerId: 0, amountCents: due.feeCents },
      {
        account: charge.settled ? 'agent_available' : 'agent_pending',
        ownerId: work.agentId,
        amountCents: due.payCents,
      },
    ],
  };
}
