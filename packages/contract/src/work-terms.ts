import { z } from 'zod';
import { jsonNumber } from './params';

/** The terms of the work a job describes: openings, schedule, duration and deliverables. */

export const MAX_OPENINGS = 50;
export const MAX_DELIVERABLES = 30;
export const MAX_PHOTO_SET = 100;

export const SCHEDULE_TYPES = ['hard_start', 'window'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

const isoTime = z.iso.datetime({ offset: true, message: 'Enter a date and time.' });

/** A hard start (`start`), or an arrival window from `start` to `end`. */
export const Schedule = z
  .object({
    type: z.enum(SCHEDULE_TYPES),
    start: isoTime,
    end: isoTime.nullable().optional(),
  })
  .refine(
    (s) => s.type === 'hard_start' || (s.end != null && Date.parse(s.end) > Date.parse(s.start)),
    {
      path: ['end'],
      message: 'The window must end after it starts.',
    },
  )
  .transform((s) => ({
    type: s.type,
    start: new Date(s.start).toISOString(),
    end: s.type === 'window' && s.end ? new Date(s.end).toISOString() : null,
  }));
export type Schedule = z.output<typeof Schedule>;

/** As the API answers it. */
export const ScheduleOut = z.object({
  type: z.enum(SCHEDULE_TYPES),
  start: z.string(),
  end: z.string().nullable(),
});

export const DELIVERABLE_KINDS = ['photo', 'document', 'question'] as const;
export type DeliverableKind = (typeof DELIVERABLE_KINDS)[number];
export const DELIVERABLE_KIND_LABELS: Record<DeliverableKind, string> = {
  photo: 'Photo set',
  document: 'Document',
  question: 'Question',
};

export const DeliverableId = z.string().regex(/^[a-z0-9]{1,16}$/, 'Unknown deliverable.');

export const Deliverable = z.object({
  id: DeliverableId,
  kind: z.enum(DELIVERABLE_KINDS),
  label: z.string(),
  /** Photos: how many the set needs; 1 for the other kinds. */
  min_count: z.number().int(),
  required: z.boolean(),
});
export type Deliverable = z.infer<typeof Deliverable>;

/** A deliverable as a job form sends it; one without an id gets one. */
export const DeliverableInput = z.object({
  id: DeliverableId.optional(),
  kind: z.enum(DELIVERABLE_KINDS),
  label: z.string().trim().min(1, 'Say what is needed.').max(200),
  min_count: jsonNumber('Enter a number.').int().min(1).max(MAX_PHOTO_SET).default(1),
  required: z.boolean().default(true),
});
export type DeliverableInput = z.input<typeof DeliverableInput>;

export const Deliverables = z
  .array(DeliverableInput)
  .max(MAX_DELIVERABLES, `At most ${MAX_DELIVERABLES} deliverables.`);

export const Openings = jsonNumber('Enter a number.')
  .int()
  .min(1, 'At least one opening.')
  .max(MAX_OPENINGS, `At most ${MAX_OPENINGS} openings.`);

export const DurationMinutes = jsonNumber('Enter a number.')
  .int()
  .min(5, 'At least 5 minutes.')
  .max(60 * 24 * 14, 'At most two weeks.');

/** Other pay and/or another start an applicant proposes, with a note. */
export const CounterOffer = z
  .object({
    salary_min: jsonNumber('Enter an amount.').int().min(0).max(1_000_000).optional(),
    salary_max: jsonNumber('Enter an amount.').int().min(0).max(1_000_000).optional(),
    start: isoTime.optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .refine(
    (o) => o.salary_min === undefined || o.salary_max === undefined || o.salary_min <= o.salary_max,
    { path: ['salary_max'], message: 'Maximum pay must be at least the minimum.' },
  )
  .refine((o) => o.salary_min !== undefined || o.salary_max !== undefined || o.start, {
    path: ['salary_min'],
    message: 'Propose other pay or another start.',
  });
export type CounterOffer = z.output<typeof CounterOffer>;

export const CounterOfferOut = z.object({
  salary_min: z.number().int().optional(),
  salary_max: z.number().int().optional(),
  start: z.string().optional(),
  note: z.string().optional(),
});
