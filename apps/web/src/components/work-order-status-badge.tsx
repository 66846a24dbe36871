import { WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '@fieldhire/contract/work-orders';
import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_COLORS } from '../lib/work-order-status';

export function WorkOrderStatusBadge({
  status,
  ...props
}: { status: WorkOrderStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    // Shade 9 text keeps every status readable (4.5:1) on its light background.
    <Badge
      color={STATUS_COLORS[status]}
      c={`${STATUS_COLORS[status]}.9`}
      variant="light"
      {...props}
    >
      {WORK_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
