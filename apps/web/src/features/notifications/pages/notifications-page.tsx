import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBellCheck, IconSettings } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { NotificationItem, NotificationList } from '../../../components/notification-item';
import { errorMessage } from '../../../lib/error-message';
import { useMarkNotificationsRead } from '../../../lib/notifications-query';
import { plural } from '../../../lib/plural';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useNotificationPages } from '../api/notifications-api';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

function ListSkeleton() {
  return (
    <Stack gap="lg" p="md" role="status" aria-label="Loading notifications">
      {[0, 1, 2, 3].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton circle height={40} />
          <Stack gap={6} flex={1}>
            <Skeleton height={12} width="70%" />
            <Skeleton height={10} width="90%" />
            <Skeleton height={8} width="25%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** Where news starts from: a company posts work, an agent finds it. */
const FIRST_STEPS = {
  employer: { to: '/employer/jobs/new', label: 'Post a job' },
  candidate: { to: '/jobs', label: 'Find jobs' },
} as const;

function Notifications({ unreadOnly }: { unreadOnly: boolean }) {
  const firstStep = FIRST_STEPS[useViewer()?.role === 'employer' ? 'employer' : 'candidate'];
  const pages = useNotificationPages(unreadOnly);
  const items = pages.data?.pages.flatMap((page) => page.results) ?? [];

  if (pages.isPending) return <ListSkeleton />;
  if (!pages.data) {
    return (
      <Stack p="md">
        <ErrorState
          title="Could not load notifications"
          message={errorMessage(pages.error)}
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      </Stack>
    );
  }
  if (items.length === 0) {
    return unreadOnly ? (
      <EmptyState
        order={2}
        icon={<IconBellCheck size={24} />}
        title="You're all caught up"
        description="Nothing unread. Earlier notifications are under All."
      />
    ) : (
      <EmptyState
        order={2}
        icon={<IconBellCheck size={24} />}
        title="No notifications yet"
        description="News about your jobs, applications and invitations will show up here."
        action={
          <Button component={Link} to={firstStep.to} variant="light" mt="xs">
            {firstStep.label}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <NotificationList label={unreadOnly ? 'Unread notifications' : 'All notifications'}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </NotificationList>
      {pages.hasNextPage && (
        <Group
          justify="center"
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Button
            variant="default"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            Load more
          </Button>
        </Group>
      )}
      {pages.isFetchNextPageError && (
        <Stack px="md" pb="md">
          <ErrorState title="Could not load more" message={errorMessage(pages.error)} />
        </Stack>
      )}
    </>
  );
}

export function NotificationsPage() {
  usePageTitle('Notifications');
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const markAll = useMarkNotificationsRead();
  const title = useRef<HTMLHeadingElement>(null);
  if (!viewer) return <Navigate to="/login?next=/notifications" replace />;
  const unreadOnly = params.get('show') === 'unread';
  const unread = viewer.unread_notifications;

  return (
    <Container size="sm" py="xl" px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2}>
            <Title order={1} fz={28} ref={title} tabIndex={-1}>
              Notifications
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {unread > 0 ? plural(unread, 'unread notification') : 'No unread notifications'}
            </Text>
          </Stack>
          <Anchor component={Link} to="/settings/notifications" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconSettings size={16} aria-hidden />
              Email settings
            </Group>
          </Anchor>
        </Group>
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            aria-label="Show"
            data={FILTERS}
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(value) => setParams(value === 'unread' ? { show: 'unread' } : {})}
          />
          {unread > 0 && (
            <Button
              variant="subtle"
              loading={markAll.isPending}
              // The button goes once nothing is unread: the focus moves to the heading.
              onClick={() =>
                markAll.mutate({ all: true }, { onSuccess: () => title.current?.focus() })
              }
            >
              Mark all read
            </Button>
          )}
        </Group>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Notifications key={String(unreadOnly)} unreadOnly={unreadOnly} />
        </Paper>
      </Stack>
    </Container>
  );
}
