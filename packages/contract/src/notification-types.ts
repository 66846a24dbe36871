/** Notification types and their labels, without zod, so the web bundle can use them (see notifications.ts). */
export const NOTIFICATION_TYPES = [
  'application_received',
  'application_status',
  'job_invitation',
  'team_invite',
  'purchase_completed',
  'job_expiring',
  'alert_match',
  'work_order',
  'verification',
] as const;
export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];

/** What each type is called on the settings page. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationTypeName, string> = {
  application_received: 'New applicants to your jobs',
  application_status: 'Changes to your applications',
  job_invitation: 'Invitations to apply to a job',
  team_invite: 'Invitations to join a company team',
  purchase_completed: 'Purchases and receipts',
  job_expiring: 'Listings about to expire',
  alert_match: 'New jobs matching your alerts',
  work_order: 'Work order updates',
  verification: 'Verification of your documents',
};

export const NOTIFICATIONS_PAGE_SIZE = 30;
export const NOTIFICATIONS_PAGE_MAX = 100;
