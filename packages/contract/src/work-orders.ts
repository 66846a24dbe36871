import { WorkOrderPayment } from './payments';
import { z } from 'zod';
import { SalaryUnit } from './jobs';
import {
  jsonNumber,
  listParam,
  optionalText,
  pageEnd,
  pageRows,
  pageStart,
  recordId,
} from './params';
import { DeliverableId, DELIVERABLE_KINDS, ScheduleOut } from './work-terms';

export const WORK_ORDER_STATUSES = [
  'assigned',
  'confirmed',
  'checked_in',
  'checked_out',
  'submitted',
  'revision_requested',
  'approved',
  'canceled',
] as const;
export const WorkOrderStatus = z.enum(WORK_ORDER_STATUSES);
export type WorkOrderStatus = z.infer<typeof WorkOrderStatus>;

export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, string> = {
  assigned: 'Assigned',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  submitted: 'Submitted',
  revision_requested: 'Revision requested',
  approved: 'Approved',
  canceled: 'Canceled',
};

export type WorkOrderParty = 'agent' | 'company';

/**
 * Every change of a work order: who may make it and from which states. The server refuses any
 * other with 409; the app offers only these.
 */
export const WORK_ORDER_ACTIONS = {
  confirm: { by: ['agent'], from: ['assigned'], to: 'confirmed' },
  decline: { by: ['agent'], from: ['assigned'], to: 'canceled' },
  check_in: { by: ['agent'], from: ['confirmed'], to: 'checked_in' },
  check_out: { by: ['agent'], from: ['checked_in'], to: 'checked_out' },
  submit: { by: ['agent'], from: ['checked_out', 'revision_requested'], to: 'submitted' },
  approve: { by: ['company'], from: ['submitted'], to: 'approved' },
  request_revision: { by: ['company'], from: ['submitted'], to: 'revision_requested' },
  cancel: {
    by: ['agent', 'company'],
    from: ['assigned', 'confirmed', 'checked_in', 'checked_out', 'submitted', 'revision_requested'],
    to: 'canceled',
  },
} as const satisfies Record<
  string,
  { by: readonly WorkOrderParty[]; from: readonly WorkOrderStatus[]; to: WorkOrderStatus }
>;
export type WorkOrderAction = keyof typeof WORK_ORDER_ACTIONS;

/** States in which the agent adds and removes photos, documents and answers. */
export const DELIVERABLE_EDIT_STATES: readonly WorkOrderStatus[] = [
  'checked_in',
  'checked_out',
  'revision_requested',
];

export const canAct = (action: WorkOrderAction, party: WorkOrderParty, status: WorkOrderStatus) => {
  const rule = WORK_ORDER_ACTIONS[action];
  return (
    (rule.by as readonly WorkOrderParty[]).includes(party) &&
    (rule.from as readonly WorkOrderStatus[]).includes(status)
  );
};

/** A check-in counts as on time from this long before a hard start… */
export const EARLY_CHECK_IN_MINUTES = 30;
/** …to this long after it. */
export const LATE_CHECK_IN_MINUTES = 15;
/** A check-in before the on-time span is early, after it late. */
export type CheckInTiming = 'early' | 'on_time' | 'late';

/**
 * When a check-in at `at` falls against the schedule: on time from EARLY_CHECK_IN_MINUTES before to
 * LATE_CHECK_IN_MINUTES after a hard start, or inside an arrival window.
 */
export function checkInTiming(
  schedule: { type: 'hard_start' | 'window'; start: Date | string; end?: Date | string | null },
  at: Date | string,
): CheckInTiming {
  const time = new Date(at).getTime();
  const start = new Date(schedule.start).getTime();
  const windowEnd = schedule.type === 'window' && schedule.end ? new Date(schedule.end) : null;
  const from = windowEnd ? start : start - EARLY_CHECK_IN_MINUTES * 60_000;
  const until = windowEnd ? windowEnd.getTime() : start + LATE_CHECK_IN_MINUTES * 60_000;
  if (time < from) return 'early';
  return time > until ? 'late' : 'on_time';
}
/** A check-in or out farther than this from the site is flagged (never refused). */
export const FAR_FROM_SITE_METERS = 805;
/** A cancellation this close to the start (or after it) is marked late. */
export const LATE_CANCEL_HOURS = 24;

export const WORK_ORDER_TEXT = {
  notFound: 'Work order not found.',
  hoursOnlyHourly: 'Hours worked are only asked for hourly work.',
  wrongState: (status: WorkOrderStatus) =>
    `This work order is ${WORK_ORDER_STATUS_LABELS[status].toLowerCase()}; that cannot be done now.`,
  agentOnly: 'Only the assigned field agent can do this.',
  companyOnly: 'Only the company can do this.',
  missing: 'Some required deliverables are missing.',
  notAPhoto: 'This deliverable takes photos.',
  notADocument: 'This deliverable takes a document.',
  notAQuestion: 'This deliverable takes an answer.',
  fileNeeded: 'Choose a file to upload.',
  answerNeeded: 'Enter an answer.',
  unknownDeliverable: 'This work order has no such deliverable.',
  /** Once the agent confirmed, only the work order's own actions end the work. */
  rejectAfterConfirm:
    'The agent confirmed this work: cancel it from its work order, saying why, instead of rejecting them.',
  withdrawAfterConfirm:
    'You confirmed this work: cancel it from the work order, saying why, instead of withdrawing.',
  rejectApproved: 'This work is approved and paid; the applicant can no longer be rejected.',
  withdrawApproved: 'This work is approved; the application can no longer be withdrawn.',
} as const;

const Place = z.object({
  at: z.string(),
  lat: z.number(),
  lon: z.number(),
  accuracy_m: z.number().nullable(),
  distance_m: z.number().int(),
  /** Farther than FAR_FROM_SITE_METERS from the site. */
  far: z.boolean(),
});
export const CheckIn = Place.extend({ on_time: z.boolean() });
export type CheckIn = z.infer<typeof CheckIn>;
export const CheckOut = Place;

export const WorkOrderItem = z.object({
  id: z.number().int(),
  /** The photo or document, sent to the work order's parties only (null for an answer). */
  url: z.string().nullable(),
  /** A photo's 320 px thumbnail, likewise. */
  thumb_url: z.string().nullable(),
  /** A document's name as uploaded. */
  name: z.string().nullable(),
  /** When and where the photo was taken, from its EXIF data. */
  taken_at: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  answer: z.string().nullable(),
  created_at: z.string(),
});
export type WorkOrderItem = z.infer<typeof WorkOrderItem>;

export const WorkOrderDeliverable = z.object({
  id: z.string(),
  kind: z.enum(DELIVERABLE_KINDS),
  label: z.string(),
  min_count: z.number().int(),
  required: z.boolean(),
  items: z.array(WorkOrderItem),
});
export type WorkOrderDeliverable = z.infer<typeof WorkOrderDeliverable>;

export const TIMELINE_TYPES = [
  'assigned',
  'confirmed',
  'declined',
  'checked_in',
  'checked_out',
  'submitted',
  'revision_requested',
  'approved',
  'canceled',
  'dispute_opened',
  'dispute_resolved',
] as const;
export const TimelineEntry = z.object({
  type: z.enum(TIMELINE_TYPES),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The company's API key the step was made through; null when made in the app. */
  api_key: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const WorkOrder = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string(), job_type: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
  agent: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
  }),
  status: WorkOrderStatus,
  schedule: ScheduleOut,
  duration_minutes: z.number().int().nullable(),
  description: z.string(),
  site: z.object({
    address: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string().nullable(),
    lat: z.number(),
    lon: z.number(),
  }),
  pay: z.object({ amount_min: z.number().int(), amount_max: z.number().int(), unit: SalaryUnit }),
  deliverables: z.array(WorkOrderDeliverable),
  check_in: CheckIn.nullable(),
  check_out: CheckOut.nullable(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** Hourly work: the hours the agent said the work took, when they said. */
  reported_hours: z.number().nullable(),
  /** What approving moved: the agent's pay and the fee the company paid on top. */
  payment: WorkOrderPayment.nullable(),
  canceled: z
    .object({
      at: z.string(),
      /** `operator`: a dispute settled before approval gave the company its money back. */
      by: z.enum(['agent', 'company', 'operator']),
      reason: z.string(),
      /** Within LATE_CANCEL_HOURS of the start, or after it. */
      late: z.boolean(),
    })
    .nullable(),
  /** The company's latest request for a revision, while it is open. */
  revision_reason: z.string().nullable(),
  /** While `open`, neither side can move the work order: an operator settles the dispute first. */
  dispute_status: z.enum(['open', 'resolved']).nullable(),
  timeline: z.array(TimelineEntry),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkOrder = z.infer<typeof WorkOrder>;

export const WorkOrderParams = z.object({ id: recordId });
export const WorkOrderItemParams = z.object({ id: recordId, item_id: recordId });
export const DeliverableParams = z.object({ id: recordId, deliverable_id: DeliverableId });

export const WORK_ORDERS_PAGE_MAX = 200;
export const WORK_ORDER_ORDERS = ['start', '-start'] as const;
export const WorkOrdersQuery = z
  .object({
    status: listParam(WorkOrderStatus),
    /** Scheduled to start at or after `from` and before `to` (ISO dates or times). */
    from: optionalText(40).pipe(z.iso.datetime({ offset: true }).or(z.iso.date()).optional()),
    to: optionalText(40).pipe(z.iso.datetime({ offset: true }).or(z.iso.date()).optional()),
    /** By scheduled start: `start` soonest first, `-start` latest first (a history). */
    order: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(WORK_ORDER_ORDERS).default('start'),
    ),
    start: pageStart,
    end: pageEnd.default(50),
  })
  .refine(...pageRows(WORK_ORDERS_PAGE_MAX));
export type WorkOrdersQuery = z.infer<typeof WorkOrdersQuery>;
export const WorkOrderList = z.object({ count: z.number().int(), results: z.array(WorkOrder) });
export type WorkOrderList = z.infer<typeof WorkOrderList>;

export const Reason = z.object({
  reason: z.string().trim().min(3, 'Give a reason.').max(1000),
});
export type Reason = z.infer<typeof Reason>;

export const LocationBody = z.object({
  lat: jsonNumber('Location is needed.').min(-90).max(90),
  lon: jsonNumber('Location is needed.').min(-180).max(180),
  accuracy_m: jsonNumber().min(0).max(100_000).nullable().optional(),
  /** When the phone recorded it; a check-in sent later from a queue keeps its own time. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type LocationBody = z.infer<typeof LocationBody>;

/** Where photos and documents are sent in chunks (tus), to be attached with `upload_id`. */
export const RESUMABLE_UPLOADS_PATH = '/api/uploads/';

/** Hourly work: the agent may say how long the work took; pay is capped at the agreed duration. */
export const SubmitBody = z.object({
  hours: jsonNumber('Enter the hours you worked.')
    .min(0.25, 'Enter at least a quarter hour.')
    .max(24, 'Enter at most 24 hours.')
    .optional(),
});
export type SubmitBody = z.infer<typeof SubmitBody>;

export const AttachUploadBody = z.object({
  upload_id: z.string().regex(/^u\d+-[0-9a-f]{32}$/, 'Unknown upload.'),
});

export const AnswerBody = z.object({
  answer: z.string().trim().min(1, WORK_ORDER_TEXT.answerNeeded).max(5000),
});

export const MissingDeliverables = z.object({
  detail: z.string(),
  missing: z.array(z.object({ id: z.string(), label: z.string(), needed: z.number().int() })),
});

/** Sent by the app with each change so a resend after a lost answer changes nothing twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,80}$/);

export const CalendarLink = z.object({ url: z.string() });
export const CalendarQuery = z.object({ token: z.string().regex(/^[a-f0-9]{40}$/) });
