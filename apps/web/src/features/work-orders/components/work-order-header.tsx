import { companyPath } from '@fieldhire/contract/company-path';
import type { WorkOrder, WorkOrderParty } from '@fieldhire/contract/work-orders';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CompanyAvatar } from '../../../components/company-avatar';
import { PersonAvatar } from '../../../components/person-avatar';
import { nextStep } from '../../../lib/work-order-status';
import { WorkOrderStatusBadge } from '../../../components/work-order-status-badge';

interface WorkOrderHeaderProps {
  workOrder: WorkOrder;
  party: WorkOrderParty;
}

/** The job, its state and the other side: the company for the agent, the agent for the company. */
export function WorkOrderHeader({ workOrder, party }: WorkOrderHeaderProps) {
  const { company, agent } = workOrder;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <WorkOrderStatusBadge status={workOrder.status} size="lg" />
        <Text size="sm" c="dimmed">
          Work order #{workOrder.id}
        </Text>
      </Group>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {workOrder.job.title}
      </Title>
      {party === 'agent' ? (
        <Group gap="xs" wrap="nowrap">
          <CompanyAvatar name={company.name} src={company.avatar} size={32} />
          <Anchor component={Link} to={companyPath(company.id)} fw={500}>
            {company.name}
          </Anchor>
        </Group>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <PersonAvatar name={agent.name} src={agent.avatar} size={32} />
          <Text size="sm">
            Field agent:{' '}
            <Anchor component={Link} to={`/candidates/${agent.username}`} fw={500}>
              {agent.name}
            </Anchor>
          </Text>
        </Group>
      )}
      <Text size="sm" fw={500}>
        {nextStep(workOrder.status, party)}
      </Text>
    </Stack>
  );
}
