import {
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  WORK_ORDERS_PAGE_MAX,
} from '@fieldhire/contract/work-orders';
import {
  Button,
  Chip,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ExportCsvLink } from '../../../components/export-csv-link';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { plural } from '../../../lib/plural';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkOrders } from '../../../lib/work-order-query';
import {
  groupByDay,
  groupByStatus,
  readBoardStatuses,
  readBoardView,
  type BoardGroup,
} from '../board-groups';
import { WorkListSkeleton } from '../components/work-list-skeleton';
import { WorkOrderCard } from '../../../components/work-order-card';

function GroupSection({ group }: { group: BoardGroup }) {
  const headingId = `board-${group.key}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={2} fz="md" id={headingId}>
          {group.title}
        </Title>
        <Text size="sm" c="dimmed">
          {group.orders.length}
        </Text>
      </Group>
      {group.orders.map((workOrder) => (
        <WorkOrderCard key={workOrder.id} workOrder={workOrder} party="company" />
      ))}
    </Stack>
  );
}

function WorkBoard() {
  const [params, setParams] = useSearchParams();
  const view = readBoardView(params.get('view'));
  const statuses = readBoardStatuses(params.get('status'));
  const list = useWorkOrders({ status: statuses, end: WORK_ORDERS_PAGE_MAX });
  const change = (next: { view?: string; status?: string[] }) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.view !== undefined) {
          if (next.view === 'status') result.delete('view');
          else result.set('view', next.view);
        }
        if (next.status !== undefined) {
          if (next.status.length) result.set('status', next.status.join(','));
          else result.delete('status');
        }
        return result;
      },
      { replace: true },
    );
  const orders = list.data?.results ?? [];
  const groups = view === 'day' ? groupByDay(orders) : groupByStatus(orders);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Work board
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Group work orders"
            value={view}
            onChange={(value) => change({ view: value })}
            data={[
              { value: 'status', label: 'By status' },
              { value: 'day', label: 'By day' },
            ]}
          />
          <ExportCsvLink kind="work-orders" />
        </Group>
      </Group>
      <div role="group" aria-label="Filter by status">
        <Chip.Group multiple value={statuses} onChange={(value) => change({ status: value })}>
          <Group gap={6}>
            {WORK_ORDER_STATUSES.map((status) => (
              <Chip key={status} value={status} size="xs" variant="outline">
                {WORK_ORDER_STATUS_LABELS[status]}
              </Chip>
            ))}
            {statuses.length > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={() => change({ status: [] })}>
                Show all
              </Button>
            )}
          </Group>
        </Chip.Group>
      </div>
      {list.isError && (
        <ErrorState
          title="Could not load the work board"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && <WorkListSkeleton />}
      {list.data && orders.length === 0 && (
        <EmptyState
          icon={<IconClipboardList size={24} />}
          title={statuses.length ? 'No work orders with these statuses' : 'No work orders yet'}
          description={
            statuses.length
              ? 'Choose other statuses, or show all.'
              : 'Approving an applicant assigns the work and puts it here.'
          }
          order={2}
          action={
            statuses.length ? undefined : (
              <Button component={Link} to="/employer/applicants" variant="light">
                Review applicants
              </Button>
            )
          }
        />
      )}
      {list.data && list.data.count > orders.length && (
        <Text size="sm" c="dimmed">
          Showing {orders.length} of {plural(list.data.count, 'work order')}. Filter by status to
          see the rest.
        </Text>
      )}
      {groups.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="lg">
          {groups.map((group) => (
            <GroupSection key={group.key} group={group} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The company's work orders, by status or by day. */
export function WorkBoardPage() {
  usePageTitle('Work board');
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <RequireCompany reason="The work board lists a company’s work orders.">
        <WorkBoard />
      </RequireCompany>
    </Container>
  );
}
