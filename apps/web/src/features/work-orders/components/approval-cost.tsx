import { amountDue } from '@fieldhire/contract/work-order-amount';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { Text } from '@mantine/core';
import { formatMoney } from '../../../lib/money';

/** What approving will move: the agent's pay, and the card charge with the platform's fee. */
export function ApprovalCost({ workOrder }: { workOrder: WorkOrder }) {
  const due = amountDue({
    payMax: workOrder.pay.amount_max,
    payUnit: workOrder.pay.unit,
    durationMinutes: workOrder.duration_minutes,
    checkIn: workOrder.check_in,
    checkOut: workOrder.check_out,
  });
  const hours =
    due.hours === null
      ? ''
      : ` for ${due.hours} h at ${formatMoney(workOrder.pay.amount_max * 100)} an hour`;
  return (
    <Text size="sm">
      Approving accepts the work and pays {workOrder.agent.name} {formatMoney(due.payCents)}
      {hours}. Your card on file is charged {formatMoney(due.payCents + due.feeCents)}, including
      the {formatMoney(due.feeCents)} platform fee. It cannot be undone.
    </Text>
  );
}
