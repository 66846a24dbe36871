import type { WorkOrderDeliverable } from '@fieldhire/contract/work-orders';
import { plural } from '../../lib/plural';

export interface DeliverableProgress {
  done: number;
  needed: number;
  complete: boolean;
  /** "3 of 6 photos", "7 photos (at least 6)", "Answered", "No document yet". */
  text: string;
}

export function progressOf(deliverable: WorkOrderDeliverable): DeliverableProgress {
  const { items, kind } = deliverable;
  if (kind === 'photo') {
    const needed = Math.max(1, deliverable.min_count);
    return {
      done: items.length,
      needed,
      complete: items.length >= needed,
      text:
        items.length > needed
          ? `${plural(items.length, 'photo')} (at least ${needed})`
          : `${items.length} of ${plural(needed, 'photo')}`,
    };
  }
  const done =
    kind === 'question' ? (items.some((item) => item.answer) ? 1 : 0) : Math.min(1, items.length);
  const text =
    kind === 'question'
      ? done
        ? 'Answered'
        : 'Not answered yet'
      : items.length > 1
        ? `${items.length} documents`
        : done
          ? 'Uploaded'
          : 'No document yet';
  return { done, needed: 1, complete: done === 1, text };
}

/** The latest answer to a question deliverable. */
export const latestAnswer = (deliverable: WorkOrderDeliverable) =>
  deliverable.items.findLast((item) => item.answer !== null)?.answer ?? '';
