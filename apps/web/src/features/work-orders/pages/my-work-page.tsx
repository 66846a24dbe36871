import { WORK_ORDERS_PAGE_MAX } from '@fieldhire/contract/work-orders';
import { Badge, Button, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconCalendar, IconClipboardList } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { StatusPage } from '../../../components/status-page';
import { ViewerGate } from '../../../components/viewer-gate';
import { useOutboxSetup } from '../offline/use-outbox-setup';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkOrders } from '../../../lib/work-order-query';
import { WorkListSkeleton } from '../components/work-list-skeleton';
import { WorkOrderCard } from '../../../components/work-order-card';
import {
  ACTIVE_STATUSES,
  DONE_STATUSES,
  groupMyWork,
  MY_WORK_TAB_LABELS,
  MY_WORK_TABS,
  readMyWorkTab,
  type MyWorkTab,
} from '../../../lib/my-work-groups';

const EMPTY: Record<MyWorkTab, { title: string; description: string }> = {
  today: {
    title: 'Nothing scheduled today',
    description: 'Work you are hired for shows up here on its day.',
  },
  upcoming: {
    title: 'No upcoming work',
    description: 'Apply to jobs near you; work you are hired for appears here.',
  },
  action: { title: 'You’re all caught up', description: 'Nothing waits on you right now.' },
  done: {
    title: 'No finished work yet',
    description: 'Submitted, approved and canceled work is kept here.',
  },
};

const waitingOnYou = (count: number) =>
  count === 1 ? '1 work order waits on you' : `${count} work orders wait on you`;

/**
 * Where an empty tab points: an empty day to what waits on the agent, else to the work coming,
 * and an agent with no work at all to the jobs.
 */
function emptyTabAction(
  tab: MyWorkTab,
  groups: ReturnType<typeof groupMyWork>,
  open: (tab: MyWorkTab) => void,
) {
  const findJobs = (
    <Button component={Link} to="/jobs" variant="light">
      Find jobs
    </Button>
  );
  if (tab === 'upcoming') return findJobs;
  if (tab !== 'today') return undefined;
  if (groups.action.length > 0)
    return (
      <Button variant="light" onClick={() => open('action')}>
        {waitingOnYou(groups.action.length)}
      </Button>
    );
  if (groups.upcoming.length > 0)
    return (
      <Button variant="light" onClick={() => open('upcoming')}>
        See upcoming work
      </Button>
    );
  return groups.done.length === 0 ? findJobs : undefined;
}

function MyWork() {
  useOutboxSetup();
  const [params, setParams] = useSearchParams();
  const tab = readMyWorkTab(params.get('tab'));
  // Two lists, so a long history never pushes the work still to do out of the answer.
  const active = useWorkOrders({ status: ACTIVE_STATUSES, end: WORK_ORDERS_PAGE_MAX });
  const done = useWorkOrders({ status: DONE_STATUSES, order: '-start', end: WORK_ORDERS_PAGE_MAX });
  const failed = active.isError ? active : done.isError ? done : null;
  const groups =
    active.data && done.data ? groupMyWork([...active.data.results, ...done.data.results]) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          My work
        </Title>
        <Button
          component={Link}
          to="/work/calendar"
          variant="default"
          leftSection={<IconCalendar size={18} aria-hidden />}
        >
          Calendar
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== 'today' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List grow style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {MY_WORK_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              px={8}
              fz="sm"
              rightSection={
                // Only what waits on the agent is counted: four counts do not fit a phone.
                value === 'action' && groups && groups.action.length > 0 ? (
                  <Badge size="xs" variant="filled" color="red.8" circle>
                    {groups.action.length}
                  </Badge>
                ) : null
              }
            >
              {MY_WORK_TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MY_WORK_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {failed && (
              <ErrorState
                title="Could not load your work"
                message={errorMessage(failed.error)}
                onRetry={() => {
                  void active.refetch();
                  void done.refetch();
                }}
                retrying={active.isFetching || done.isFetching}
              />
            )}
            {!failed && !groups && <WorkListSkeleton />}
            {groups && groups[value].length === 0 && (
              <EmptyState
                icon={<IconClipboardList size={24} />}
                title={EMPTY[value].title}
                description={EMPTY[value].description}
                order={2}
                action={emptyTabAction(value, groups, (next) => setParams({ tab: next }))}
              />
            )}
            {groups && groups[value].length > 0 && (
              <Stack gap="sm">
                {groups[value].map((workOrder) => (
                  <WorkOrderCard key={workOrder.id} workOrder={workOrder} party="agent" />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** The field agent's work: today, what is coming, what waits on them, and what is done. */
export function MyWorkPage() {
  usePageTitle('My work');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <ViewerGate>
        {(viewer) =>
          viewer.role === 'candidate' ? (
            <MyWork />
          ) : (
            <StatusPage
              eyebrow="For field agents"
              title="My work is for field agents"
              actions={
                <Button component={Link} to="/employer/work">
                  Open the work board
                </Button>
              }
            >
              Your company’s work orders are on the work board.
            </StatusPage>
          )
        }
      </ViewerGate>
    </Container>
  );
}
