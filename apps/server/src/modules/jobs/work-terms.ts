import { randomBytes } from 'node:crypto';
import type { JobInput, JobPatch } from '@fieldhire/contract/jobs';
import type { Deliverable } from '@fieldhire/contract/work-terms';
import type { jobs } from '../../db/schema/jobs';

type WorkTermColumns = Pick<
  typeof jobs.$inferInsert,
  'openings' | 'schedule' | 'durationMinutes' | 'deliverables'
>;

const newDeliverableId = () => randomBytes(6).toString('hex');

/**
 * The deliverables as stored: each keeps the id it was sent with (so work orders already made
 * still find their items), a new one gets its own; a photo set needs at least its count, the other
 * kinds one item.
 */
export function toDeliverables(inputs: NonNullable<JobPatch['deliverables']>): Deliverable[] {
  const seen = new Set<string>();
  return inputs.map((input) => {
    let id = input.id && !seen.has(input.id) ? input.id : newDeliverableId();
    while (seen.has(id)) id = newDeliverableId();
    seen.add(id);
    return {
      id,
      kind: input.kind,
      label: input.label,
      min_count: input.kind === 'photo' ? input.min_count : 1,
      required: input.required,
    };
  });
}

/** The work-term columns a job form's input sets; a patch sets only what it names. */
export function workTermColumns(input: JobInput | JobPatch): WorkTermColumns {
  return {
    ...(input.openings !== undefined && { openings: input.openings }),
    ...(input.schedule !== undefined && { schedule: input.schedule }),
    ...(input.duration_minutes !== undefined && { durationMinutes: input.duration_minutes }),
    ...(input.deliverables !== undefined && { deliverables: toDeliverables(input.deliverables) }),
  };
}
