import { z } from 'zod';
import {
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
} from './notification-types';
import { emailLinkToken, jsonNumber, jsonRecordId, numberText, recordId } from './params';

export {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
} from './notification-types';

export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

export const NotificationActor = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});

export const InvitationStatus = z.enum(['pending', 'accepted', 'declined']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** The invitation a `job_invitation` notification is about, so it can be accepted or declined. */
export const NotificationInvitation = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  status: InvitationStatus,
});
export type NotificationInvitation = z.infer<typeof NotificationInvitation>;

/** `link` is a path of the web app. */
export const Notification = z.object({
  id: z.number().int(),
  type: NotificationType,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  actor: NotificationActor.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  invitation: NotificationInvitation.nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = z.object({
  before: recordId.optional(),
  limit: numberText(jsonNumber().int().min(1).max(NOTIFICATIONS_PAGE_MAX)).default(
    NOTIFICATIONS_PAGE_SIZE,
  ),
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

export const NotificationsPage = z.object({
  results: z.array(Notification),
  unread_count: z.number().int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

/** Marks the given notifications read, or all of them. */
export const MarkReadBody = z.union(
  [
    z.object({ all: z.literal(true) }),
    z.object({
      ids: z
        .array(jsonRecordId)
        .min(1, 'Name at least one notification.')
        .max(NOTIFICATIONS_PAGE_MAX, `At most ${NOTIFICATIONS_PAGE_MAX} notifications at once.`),
    }),
  ],
  { error: 'Send { "ids": [...] } or { "all": true }.' },
);
export type MarkReadBody = z.infer<typeof MarkReadBody>;

export const UnreadCount = z.object({ unread_count: z.number().int() });

const ChannelSettings = z.record(NotificationType, z.boolean());

export const NotificationSettings = z.object({
  email: ChannelSettings,
  push: ChannelSettings,
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const NotificationSettingsPatch = z.object({
  email: z.partialRecord(NotificationType, z.boolean()).optional(),
  push: z.partialRecord(NotificationType, z.boolean()).optional(),
});
export type NotificationSettingsPatch = z.infer<typeof NotificationSettingsPatch>;

/** Email on for every type but alert matches, whose own alert decides. */
export const defaultEmailSetting = (type: NotificationType) => type !== 'alert_match';

export const UnsubscribeToken = z.object({
  token: emailLinkToken('This unsubscribe link is not valid.'),
});

/** What an unsubscribe link stopped, for the page that confirms it. */
export const UnsubscribeResult = z.object({
  type: NotificationType,
  label: z.string(),
  email: z.string(),
  /** False for an address with no account (a team invitation): it has no settings page. */
  has_account: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;

export const InvitationResponse = z.object({ invitation: NotificationInvitation });
