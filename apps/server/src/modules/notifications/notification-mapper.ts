import type { Notification, NotificationType } from '@fieldhire/contract/notifications';
import type { NotificationRow } from './notifications.repository';
import { toIso } from '../../platform/iso-time';

export function toNotification(row: NotificationRow): Notification {
  const actorName =
    row.company_name ?? [row.actor_first_name, row.actor_last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    actor:
      row.actor_id !== null
        ? { id: row.actor_id, name: actorName, avatar: row.company_logo ?? row.actor_avatar }
        : null,
    created_at: toIso(row.created_at),
    read_at: row.read_at === null ? null : toIso(row.read_at),
    invitation:
      row.invitation_id !== null && row.invitation_job_id !== null
        ? {
            id: row.invitation_id,
            job_id: row.invitation_job_id,
            status: (row.invitation_status ?? 'pending') as 'pending' | 'accepted' | 'declined',
          }
        : null,
  };
}
