import { z } from 'zod';

/** What a company's endpoint can be told, with the words the Developers page shows for each. */
export const WEBHOOK_EVENT_LABELS = {
  'job.published': 'Job published',
  'job.expired': 'Job expired',
  'job.closed': 'Job closed or filled',
  'application.created': 'Application received',
  'applicant.status_changed': 'Applicant moved in the pipeline',
  'work_order.assigned': 'Work order assigned',
  'work_order.confirmed': 'Work order confirmed',
  'work_order.checked_in': 'Agent checked in',
  'work_order.checked_out': 'Agent checked out',
  'work_order.submitted': 'Work submitted',
  'work_order.revision_requested': 'Revision asked',
  'work_order.approved': 'Work approved',
  'work_order.canceled': 'Work order canceled',
  'payment.charged': 'Payment charged',
  'payment.refunded': 'Payment refunded',
  'rating.received': 'Rating received',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENT_LABELS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_LABELS) as [
  WebhookEventType,
  ...WebhookEventType[],
];
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/** A delivery's state: waiting for (another) attempt, acknowledged with a 2xx, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
