import { z } from 'zod';

/** A rating stays hidden from the rated side until both have rated or this many days passed. */
export const RATING_WINDOW_DAYS = 14;
export const RATING_COMMENT_MAX = 2000;

/** The tags each side may give, by the side being rated. */
export const RATING_TAGS = {
  agent: [
    'On time',
    'Great photos',
    'Thorough',
    'Followed instructions',
    'Good communication',
    'Professional',
  ],
  company: [
    'Clear instructions',
    'Accurate site details',
    'Responsive',
    'Fair scope',
    'Approved promptly',
    'Would work for again',
  ],
} as const;
const ALL_TAGS: readonly string[] = [...RATING_TAGS.agent, ...RATING_TAGS.company];

export const RATING_TEXT = {
  notYet: 'You can rate after the work is approved or canceled.',
  already: 'You have already rated this work order.',
  closed: `Ratings close ${RATING_WINDOW_DAYS} days after the work ends.`,
  unknownTag: 'Choose tags from the list.',
} as const;

export const RatingBody = z.object({
  score: z
    .number({ error: 'Choose 1 to 5 stars.' })
    .int('Choose 1 to 5 stars.')
    .min(1, 'Choose 1 to 5 stars.')
    .max(5, 'Choose 1 to 5 stars.'),
  tags: z
    .array(z.string().refine((tag) => ALL_TAGS.includes(tag), RATING_TEXT.unknownTag))
    .max(ALL_TAGS.length)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  comment: z.string().trim().max(RATING_COMMENT_MAX).default(''),
});
export type RatingBody = z.input<typeof RatingBody>;

export const Rating = z.object({
  score: z.number().int(),
  tags: z.array(z.string()),
  comment: z.string(),
  at: z.string(),
});
export type Rating = z.infer<typeof Rating>;

/** The ratings of one work order as one side sees them. */
export const WorkOrderRatings = z.object({
  mine: Rating.nullable(),
  /** The other side's rating of the viewer, once revealed. */
  theirs: Rating.nullable(),
  /** Whether the other side has rated, even while their rating is hidden. */
  they_rated: z.boolean(),
  can_rate: z.boolean(),
  /** When rating closes and hidden ratings are revealed; null before the work ends. */
  closes_at: z.string().nullable(),
});
export type WorkOrderRatings = z.infer<typeof WorkOrderRatings>;

/** An agent's record from their work orders; rates are fractions from 0 to 1, null with no data. */
export const AgentReliability = z.object({
  completed: z.number().int(),
  on_time_rate: z.number().nullable(),
  first_time_approval_rate: z.number().nullable(),
  late_cancellations: z.number().int(),
  rating_avg: z.number().nullable(),
  rating_count: z.number().int(),
});
export type AgentReliability = z.infer<typeof AgentReliability>;

export const CompanyReliability = z.object({
  work_orders: z.number().int(),
  approval_days_median: z.number().nullable(),
  cancellation_rate: z.number().nullable(),
  rating_avg: z.number().nullable(),
  rating_count: z.number().int(),
});
export type CompanyReliability = z.infer<typeof CompanyReliability>;

export const NO_AGENT_RECORD: AgentReliability = {
  completed: 0,
  on_time_rate: null,
  first_time_approval_rate: null,
  late_cancellations: 0,
  rating_avg: null,
  rating_count: 0,
};
export const NO_COMPANY_RECORD: CompanyReliability = {
  work_orders: 0,
  approval_days_median: null,
  cancellation_rate: null,
  rating_avg: null,
  rating_count: 0,
};
