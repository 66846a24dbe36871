import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconBellCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { NotificationItem, NotificationList } from '../../../components/notification-item';
import { errorMessage } from '../../../lib/error-message';
import { useLatestNotifications, useMarkNotificationsRead } from '../../../lib/notifications-query';
import { useViewer } from '../../../lib/user-info';
import classes from './notification-panel.module.css';

interface NotificationPanelProps {
  /** The panel's heading: a plain title in the popover, the drawer's own title in the sheet. */
  heading: ReactNode;
  closeButton?: ReactNode;
  onNavigate: () => void;
  onDialogChange: (open: boolean) => void;
}

function PanelSkeleton() {
  return (
    <Stack gap="md" p="md" role="status" aria-label="Loading notifications">
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton circle height={40} />
          <Stack gap={6} flex={1}>
            <Skeleton height={12} width="80%" />
            <Skeleton height={10} width="95%" />
            <Skeleton height={8} width="30%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The header's notification panel: the latest ten, mark all read, and the way to all of them. */
export function NotificationPanel({
  heading,
  closeButton,
  onNavigate,
  onDialogChange,
}: NotificationPanelProps) {
  const latest = useLatestNotifications();
  const markAll = useMarkNotificationsRead();
  const panel = useRef<HTMLDivElement>(null);
  const unread = useViewer()?.unread_notifications ?? 0;
  const items = latest.data?.results ?? [];
  const anyUnread = unread > 0 || items.some((item) => item.read_at === null);

  return (
    <div className={classes.panel} ref={panel} tabIndex={-1}>
      <div className={classes.header}>
        {heading}
        <Group gap={4} wrap="nowrap">
          {anyUnread && (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={markAll.isPending}
              // The button goes once nothing is unread: the focus stays in the panel.
              onClick={() =>
                markAll.mutate({ all: true }, { onSuccess: () => panel.current?.focus() })
              }
            >
              Mark all read
            </Button>
          )}
          {closeButton}
        </Group>
      </div>
      <div className={classes.scroll}>
        {latest.isPending && <PanelSkeleton />}
        {latest.isError && (
          <Stack p="md">
            <ErrorState
              title="Could not load notifications"
              message={errorMessage(latest.error)}
              onRetry={() => void latest.refetch()}
              retrying={latest.isFetching}
            />
          </Stack>
        )}
        {latest.isSuccess && items.length === 0 && (
          <EmptyState
            icon={<IconBellCheck size={24} />}
            title="You're all caught up"
            description="News about your jobs, applications and invitations shows up here."
          />
        )}
        {items.length > 0 && (
          <NotificationList label="Latest notifications">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onNavigate={onNavigate}
                onDialogChange={onDialogChange}
              />
            ))}
          </NotificationList>
        )}
      </div>
      <div className={classes.footer}>
        <Button component={Link} to="/notifications" variant="light" fullWidth onClick={onNavigate}>
          See all notifications
        </Button>
      </div>
    </div>
  );
}
