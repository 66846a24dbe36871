import { WORK_ORDERS_PAGE_MAX } from '@fieldhire/contract/work-orders';
import {
  ActionIcon,
  Anchor,
  Button,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ViewerGate } from '../../../components/viewer-gate';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkOrders } from '../../../lib/work-order-query';
import {
  byStartDay,
  dateParam,
  daysOf,
  rangeOf,
  readDateParam,
  readView,
  startOfDay,
  step,
  viewTitle,
  type CalendarView,
} from '../calendar-dates';
import { CalendarMonth } from '../components/calendar-month';
import { CalendarSubscribe } from '../components/calendar-subscribe';
import { CalendarWeek } from '../components/calendar-week';

function WorkCalendar() {
  const [params, setParams] = useSearchParams();
  const view = readView(params.get('view'));
  const anchor = readDateParam(params.get('date'));
  const today = startOfDay(new Date());
  const days = daysOf(view, anchor);
  const list = useWorkOrders({ ...rangeOf(view, anchor), end: WORK_ORDERS_PAGE_MAX });
  const orders = byStartDay(list.data?.results ?? []);
  const go = (next: { view?: CalendarView; date?: Date }) =>
    setParams({ view: next.view ?? view, date: dateParam(next.date ?? anchor) }, { replace: true });
  const noun = view === 'week' ? 'week' : 'month';

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/work" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> My work
      </Anchor>
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Calendar
        </Title>
        <CalendarSubscribe />
      </Group>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Calendar view"
          value={view}
          onChange={(value) => go({ view: readView(value) })}
          data={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
        />
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => go({ date: step(view, anchor, -1) })}
            aria-label={`Previous ${noun}`}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => go({ date: today })}>
            Today
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => go({ date: step(view, anchor, 1) })}
            aria-label={`Next ${noun}`}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Text fw={600} aria-live="polite">
        {viewTitle(view, anchor)}
      </Text>
      {list.isError && (
        <ErrorState
          title="Could not load your calendar"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && (
        <Stack gap="xs" role="status" aria-label="Loading calendar">
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      )}
      {list.data &&
        (view === 'week' ? (
          <CalendarWeek days={days} orders={orders} today={today} />
        ) : (
          <CalendarMonth
            days={days}
            month={anchor.getMonth()}
            orders={orders}
            today={today}
            selected={anchor}
            onSelect={(day) => go({ date: day })}
          />
        ))}
    </Stack>
  );
}

/** The agent's work by day: a week or a month, and a feed for the phone's calendar. */
export function WorkCalendarPage() {
  usePageTitle('Work calendar');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <ViewerGate>{() => <WorkCalendar />}</ViewerGate>
    </Container>
  );
}
