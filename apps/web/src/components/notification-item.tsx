import type { Notification, NotificationType } from '@fieldhire/contract/notifications';
import { Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconClipboardCheck,
  IconClockHour4,
  IconReceipt,
  IconSearch,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMarkNotificationsRead } from '../lib/notifications-query';
import { relativeTime } from '../lib/relative-time';
import { InvitationActions } from './invitation-actions';
import classes from './notification-item.module.css';
import { PersonAvatar } from './person-avatar';

const TYPE_ICONS: Partial<Record<NotificationType, ReactNode>> = {
  job_expiring: <IconClockHour4 size={20} />,
  purchase_completed: <IconReceipt size={20} />,
  team_invite: <IconUsers size={20} />,
  alert_match: <IconSearch size={20} />,
  work_order: <IconClipboardCheck size={20} />,
};

const when = (iso: string) =>
  Date.now() - Date.parse(iso) < 60_000 ? 'Just now' : relativeTime(iso);

interface NotificationItemProps {
  notification: Notification;
  /** Called when the notification is followed, after it is marked read (a panel closes). */
  onNavigate?: () => void;
  onDialogChange?: (open: boolean) => void;
}

/** One notification: following it marks it read and opens its link. */
export function NotificationItem({
  notification,
  onNavigate,
  onDialogChange,
}: NotificationItemProps) {
  const markRead = useMarkNotificationsRead();
  const unread = notification.read_at === null;
  const markAsRead = () => {
    if (unread) markRead.mutate({ ids: [notification.id] });
  };
  const open = () => {
    markAsRead();
    onNavigate?.();
  };

  return (
    <li className={classes.item} data-unread={unread || undefined}>
      {notification.actor ? (
        <PersonAvatar name={notification.actor.name} src={notification.actor.avatar} size={40} />
      ) : (
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
          {TYPE_ICONS[notification.type] ?? <IconBell size={20} />}
        </ThemeIcon>
      )}
      <div className={classes.content}>
        <Link to={notification.link} className={classes.title} onClick={open}>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notification.title}
        </Link>
        {notification.body && (
          <Text size="sm" c="dimmed" lineClamp={3} className={classes.body}>
            {notification.body}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={2}>
          <time
            dateTime={notification.created_at}
            title={new Date(notification.created_at).toLocaleString()}
          >
            {when(notification.created_at)}
          </time>
        </Text>
        {notification.invitation && (
          <div className={classes.actions}>
            <InvitationActions
              invitation={notification.invitation}
              onAccept={open}
              onDeclined={markAsRead}
              onDialogChange={onDialogChange}
            />
          </div>
        )}
      </div>
      {unread && <span className={classes.dot} aria-hidden />}
    </li>
  );
}

/** The list the items go in (a plain list: each item is one link and, for invitations, buttons). */
export function NotificationList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}
