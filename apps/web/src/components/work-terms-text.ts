import type { DeliverableKind } from '@fieldhire/contract/work-terms';
import { plural } from '../lib/plural';

// The contract's DELIVERABLE_KIND_LABELS, restated: its module imports zod, which the public job
// page is built without.
export const KIND_LABELS: Record<DeliverableKind, string> = {
  photo: 'Photo set',
  document: 'Document',
  question: 'Question',
};

export interface DeliverableTerms {
  kind: DeliverableKind;
  label: string;
  min_count: number;
  required: boolean;
}

/** "Photo set: Front of house (at least 6)", "Document: Signed report (optional)". */
export function formatDeliverable(deliverable: DeliverableTerms): string {
  const notes = [
    deliverable.kind === 'photo' ? `at least ${deliverable.min_count}` : null,
    deliverable.required ? null : 'optional',
  ].filter(Boolean);
  const suffix = notes.length > 0 ? ` (${notes.join(', ')})` : '';
  return `${KIND_LABELS[deliverable.kind]}: ${deliverable.label}${suffix}`;
}

/** "2 openings" while none is filled, then "1 of 2 filled". */
export function formatOpenings(openings: number, filled: number): string {
  return filled > 0 ? `${filled} of ${openings} filled` : plural(openings, 'opening');
}
