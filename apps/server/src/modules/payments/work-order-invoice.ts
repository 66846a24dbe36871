import { PLATFORM_FEE_RATE } from '@fieldhire/contract/payments';
import type { InvoiceLine } from '@fieldhire/contract/billing';
import type { AmountDue } from '@fieldhire/contract/work-order-amount';

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
