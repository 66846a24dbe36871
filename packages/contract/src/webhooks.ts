import { z } from 'zod';
import { recordId } from './params';

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
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_ENDPOINTS_PER_COMPANY = 10;
export const WEBHOOK_URL_MAX = 500;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** The test event a company sends from the Developers page; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_TEXT = {
  managersOnly: "Only the company's owner and admins manage its webhooks.",
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Delivery not found.',
  tooMany: `A company holds at most ${WEBHOOK_ENDPOINTS_PER_COMPANY} endpoints; delete one you no longer use.`,
  urlInvalid: 'Enter the full address of your endpoint, starting with https://.',
  urlScheme: 'Webhooks are sent over https:// (or http:// to this machine while developing).',
  urlPrivate:
    'This address leads to a private, loopback or link-local network; webhooks go only to public addresses.',
  urlUnresolved: 'This address’s host name does not resolve; check it and try again.',
  eventsNeeded: 'Choose at least one event.',
  disabled: 'This endpoint is disabled; enable it before sending to it.',
  alreadyPending: 'This delivery is waiting for its next attempt already.',
} as const;

const WebhookUrl = z
  .string({ error: WEBHOOK_TEXT.urlInvalid })
  .trim()
  .max(WEBHOOK_URL_MAX, `Keep the address under ${WEBHOOK_URL_MAX} characters.`)
  .pipe(z.url({ error: WEBHOOK_TEXT.urlInvalid }));

const EventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Choose events from the list.' }))
  .min(1, WEBHOOK_TEXT.eventsNeeded)
  .transform((types) => [...new Set(types)]);

export const WebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(WebhookEventType),
  /** The signing secret (`whsec_…`) receivers verify each delivery with. */
  secret: z.string(),
  enabled: z.boolean(),
  /** Why it was disabled: by its owner, or after its deliveries failed for days. */
  disabled_reason: z.string().nullable(),
  /** Since when every attempt to it failed; null while it acknowledges. */
  failing_since: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;
export const WebhookEndpointList = z.object({ results: z.array(WebhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

export const CreateWebhookEndpointBody = z.object({
  url: WebhookUrl,
  description: z
    .string()
    .trim()
    .max(
      WEBHOOK_DESCRIPTION_MAX,
      `Keep the description under ${WEBHOOK_DESCRIPTION_MAX} characters.`,
    )
    .default(''),
  event_types: EventTypes,
});
export type CreateWebhookEndpointBody = z.infer<typeof CreateWebhookEndpointBody>;
export const UpdateWebhookEndpointBody = z.object({
  url: WebhookUrl.optional(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).optional(),
  event_types: EventTypes.optional(),
  /** Enabling an endpoint also clears its failing streak. */
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointBody = z.infer<typeof UpdateWebhookEndpointBody>;

export const WebhookAttempt = z.object({
  at: z.string(),
  duration_ms: z.number().int(),
  /** Null when no answer came: the address was refused, the connection failed or timed out. */
  response_status: z.number().int().nullable(),
  response_body: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt and resend of this event. */
  message_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryPage = z.object({
  results: z.array(WebhookDelivery),
  next_cursor: z.string().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;
/** A delivery with the body it sends and every attempt, newest first. */
export const WebhookDeliveryDetail = WebhookDelivery.extend({
  payload: z.unknown(),
  attempts_log: z.array(WebhookAttempt),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetail>;

export const WebhookEndpointParams = z.object({ id: recordId });
export const WebhookDeliveryParams = z.object({ id: recordId, delivery_id: recordId });
export const WebhookDeliveriesQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'Use the next_cursor of the previous page.')
    .optional(),
});

/** The body of every delivery, as Standard Webhooks shapes it. */
export const WebhookPayload = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;
