import type { WorkOrder, WorkOrderParty } from '@fieldhire/contract/work-orders';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nextStep } from '../lib/work-order-status';
import { ScheduleLabel } from './schedule-label';
import { WorkOrderStatusBadge } from './work-order-status-badge';

interface WorkOrderCardProps {
  workOrder: WorkOrder;
  party: WorkOrderParty;
}

/** A work order in a list: the job, the other side, when and where, its state and what comes next. */
export function WorkOrderCard({ workOrder, party }: WorkOrderCardProps) {
  const { job, site } = workOrder;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={job.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/work-orders/${workOrder.id}`} fw={600} lh={1.3}>
            {job.title}
          </Anchor>
          <WorkOrderStatusBadge status={workOrder.status} style={{ flexShrink: 0 }} />
        </Group>
        <Text size="sm" c="dimmed">
          {party === 'agent' ? workOrder.company.name : workOrder.agent.name}
        </Text>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconClock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm" component="div">
            <ScheduleLabel schedule={workOrder.schedule} siteState={site.state} />
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {site.city}, {site.state}
          </Text>
        </Group>
        <Text size="sm" fw={500}>
          {nextStep(workOrder.status, party)}
        </Text>
      </Stack>
    </Card>
  );
}
