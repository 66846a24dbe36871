import { z } from 'zod';
import { recordId } from './params';

/** A dispute opens once the work was submitted, and until this many days after its approval. */
export const DISPUTE_WINDOW_DAYS = 14;
export const DISPUTE_TEXT_MAX = 2000;
export const DISPUTE_PHOTOS_MAX = 10;

/** The reasons a side picks from, in the order shown. */
export const DISPUTE_REASONS = {
  work_incomplete: 'The work was not done, or not finished',
  quality: 'The work does not match what was asked',
  pay_wrong: 'The pay is not what was agreed',
  site_problem: 'The site was not as described, or could not be reached',
  other: 'Something else',
} as const;
export type DisputeReason = keyof typeof DISPUTE_REASONS;
const REASON_KEYS = Object.keys(DISPUTE_REASONS) as [DisputeReason, ...DisputeReason[]];

/**
 * How an operator settles a dispute: all of the agent's pay to the agent, all of it back to the
 * company, or `agent_cents` of it to the agent and the rest back. The platform's fee follows the
 * company's share: what goes back to the company takes its part of the fee with it.
 */
export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  release: 'Pay the agent in full',
  refund: 'Refund the company in full',
  split: 'Split the pay',
};

export const DISPUTE_SIDES = ['agent', 'company', 'operator'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];

export const DISPUTE_TEXT = {
  notFound: 'Dispute not found.',
  notYet: 'A dispute can be opened once the work was submitted.',
  tooLate: `A dispute can be opened until ${DISPUTE_WINDOW_DAYS} days after the work was approved.`,
  canceled: 'This work order was canceled; there is nothing to dispute.',
  alreadyOpened: 'A dispute was already opened on this work order.',
  open: 'A dispute is open on this work order: an operator settles it first.',
  resolved: 'This dispute is settled; its thread is closed.',
  splitAmount: (payCents: number) =>
    `Give the agent more than $0 and less than $${(payCents / 100).toFixed(2)}.`,
  photosMax: `A dispute keeps at most ${DISPUTE_PHOTOS_MAX} photos.`,
  noCard: 'The company has no card on file to pay for this work; ask them to add one first.',
} as const;

const text = (empty: string) => z.string().trim().min(1, empty).max(DISPUTE_TEXT_MAX);

export const OpenDisputeBody = z.object({
  reason: z.enum(REASON_KEYS, { error: 'Choose a reason.' }),
  description: text('Say what went wrong.'),
});
export type OpenDisputeBody = z.input<typeof OpenDisputeBody>;

export const DisputeMessageBody = z.object({ body: text('Write a message.') });
export type DisputeMessageBody = z.input<typeof DisputeMessageBody>;

/** A photo of evidence may come with a line saying what it shows. */
export const DisputePhotoFields = z.object({
  caption: z.string().trim().max(DISPUTE_TEXT_MAX).default(''),
});

export const ResolveDisputeBody = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: 'Choose how to settle it.' }),
    /** A split: the cents of the pay that go to the agent. */
    agent_cents: z.number().int().positive().max(100_000_000).optional(),
    note: text('Say why: both sides are told this.'),
  })
  .refine((body) => body.outcome !== 'split' || body.agent_cents !== undefined, {
    path: ['agent_cents'],
    message: 'Enter what the agent gets.',
  });
export type ResolveDisputeBody = z.input<typeof ResolveDisputeBody>;

export const DisputeMessage = z.object({
  id: z.number().int(),
  side: z.enum(DISPUTE_SIDES),
  author: z.string(),
  body: z.string(),
  /** A photo of evidence, sent to the dispute's sides and operators only. */
  photo_url: z.string().nullable(),
  at: z.string(),
});
export type DisputeMessage = z.infer<typeof DisputeMessage>;

export const Dispute = z.object({
  id: z.number().int(),
  work_order: z.object({ id: z.number().int(), title: z.string(), status: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  agent: z.object({ id: z.number().int(), name: z.string() }),
  opened_by: z.enum(['agent', 'company']),
  reason: z.enum(REASON_KEYS),
  description: z.string(),
  status: z.enum(['open', 'resolved']),
  /** The agent's pay in question: what approval pays (or paid) them, less refunds since. */
  pay_cents: z.number().int(),
  /** Of it, what the ledger holds from the agent's balance until the dispute is settled. */
  held_cents: z.number().int(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** Once settled: what the agent got and what went back to the company (fee included). */
  agent_cents: z.number().int().nullable(),
  refunded_cents: z.number().int().nullable(),
  resolution_note: z.string().nullable(),
  opened_at: z.string(),
  resolved_at: z.string().nullable(),
  messages: z.array(DisputeMessage),
});
export type Dispute = z.infer<typeof Dispute>;

export const DisputeSummary = Dispute.omit({ messages: true });
export type DisputeSummary = z.infer<typeof DisputeSummary>;

export const OpsDisputesQuery = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
});
export const OpsDisputeList = z.object({ results: z.array(DisputeSummary) });

export const DisputeParams = z.object({ id: recordId });
export const DisputePhotoParams = z.object({ id: recordId, message_id: recordId });
