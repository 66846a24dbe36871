import {
  WORK_ORDERS_PAGE_MAX,
  type WorkOrder,
  type WorkOrderList,
  type WorkOrderParty,
} from '@fieldhire/contract/work-orders';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { WorkOrderCard } from '../../../components/work-order-card';
import { errorMessage } from '../../../lib/error-message';
import { ACTIVE_STATUSES, groupMyWork } from '../../../lib/my-work-groups';
import { plural } from '../../../lib/plural';
import { useWorkOrders } from '../../../lib/work-order-query';

const SHOWN = 3;

interface WorkSectionProps {
  title: string;
  link: { to: string; label: string };
  query: UseQueryResult<WorkOrderList>;
  orders: (list: WorkOrderList) => WorkOrder[];
  party: WorkOrderParty;
  /** A line above the cards, when there is something to say. */
  summary?: (list: WorkOrderList) => string | null;
}

/** A few work orders on the dashboard, with the way to all of them; nothing while there are none. */
function WorkSection({ title, link, query, orders, party, summary }: WorkSectionProps) {
  if (query.isError)
    return (
      <ErrorState
        title="Could not load your work"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data || query.data.count === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="work-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id="work-title">
          {title}
        </Title>
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      </Group>
      {summary?.(query.data) && (
        <Text size="sm" c="dimmed">
          {summary(query.data)}
        </Text>
      )}
      {orders(query.data)
        .slice(0, SHOWN)
        .map((workOrder) => (
          <WorkOrderCard key={workOrder.id} workOrder={workOrder} party={party} />
        ))}
    </Stack>
  );
}

/** What waits on the agent first, then the work coming up soonest. */
function agentOrders(list: WorkOrderList) {
  const groups = groupMyWork(list.results);
  const seen = new Set<number>();
  return [...groups.action, ...groups.today, ...groups.upcoming].filter(
    (order) => !seen.has(order.id) && seen.add(order.id),
  );
}

/** The agent's work still to do, with what waits on them first. */
export function AgentWorkSection() {
  // The same list My work reads, so each answers the other from the cache.
  const query = useWorkOrders({ status: ACTIVE_STATUSES, end: WORK_ORDERS_PAGE_MAX });
  return (
    <WorkSection
      title="Your work"
      link={{ to: '/work', label: 'Open My work' }}
      query={query}
      orders={agentOrders}
      party="agent"
    />
  );
}

/** Work the company's agents submitted, waiting to be approved. */
export function CompanyWorkSection() {
  const query = useWorkOrders({ status: ['submitted'], end: SHOWN });
  return (
    <WorkSection
      title="Work to review"
      link={{ to: '/employer/work?status=submitted', label: 'Open the work board' }}
      query={query}
      orders={(list) => list.results}
      party="company"
      summary={(list) =>
        list.count > SHOWN ? `${plural(list.count, 'work order')} submitted for approval.` : null
      }
    />
  );
}
