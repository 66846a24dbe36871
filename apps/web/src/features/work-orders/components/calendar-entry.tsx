import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { formatTime } from '../../../components/work-order-format';
import { STATUS_COLORS } from '../../../lib/work-order-status';
import { WorkOrderStatusBadge } from '../../../components/work-order-status-badge';
import classes from './calendar.module.css';

/** A work order on a calendar day: its time, job and state, linking to it. */
export function CalendarEntry({ workOrder }: { workOrder: WorkOrder }) {
  return (
    <UnstyledButton
      component={Link}
      to={`/work-orders/${workOrder.id}`}
      className={classes.entry}
      style={{ borderLeftColor: `var(--mantine-color-${STATUS_COLORS[workOrder.status]}-6)` }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {formatTime(workOrder.schedule.start)} · {workOrder.site.city}
          </Text>
          <Text size="sm" fw={600} truncate="end">
            {workOrder.job.title}
          </Text>
        </div>
        <WorkOrderStatusBadge status={workOrder.status} size="xs" style={{ flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
}
