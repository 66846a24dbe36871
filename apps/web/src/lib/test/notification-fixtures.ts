import type { Notification } from '@fieldhire/contract/notifications';

const MINUTE = 60_000;

/** A notification `minutesAgo` old; unread unless `read_at` is given. */
export function notification(
  id: number,
  extra: Partial<Notification> = {},
  minutesAgo = id,
): Notification {
  return {
    id,
    type: 'application_status',
    title: `Your application for Job ${id} was shortlisted`,
    body: `Your application for "Job ${id}" at Acme Inspections was shortlisted.`,
    link: `/jobs/${id}`,
    actor: { id: 2, name: 'Grace Hopper', avatar: null },
    created_at: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
    read_at: null,
    invitation: null,
    ...extra,
  };
}

export function invitationNotification(
  id: number,
  status: 'pending' | 'accepted' | 'declined' = 'pending',
): Notification {
  return notification(id, {
    type: 'job_invitation',
    title: `You're invited to apply: Roof photos in Tulsa`,
    body: 'Grace Hopper invited you to apply to "Roof photos in Tulsa".',
    link: '/jobs/12',
    invitation: { id: 40 + id, job_id: 12, status },
  });
}
