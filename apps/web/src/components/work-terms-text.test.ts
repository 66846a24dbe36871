import { DELIVERABLE_KIND_LABELS } from '@fieldhire/contract/work-terms';
import { describe, expect, it } from 'vitest';
import { formatDeliverable, formatOpenings, KIND_LABELS } from './work-terms-text';

describe('work terms in words', () => {
  it('names deliverable kinds as the contract does', () => {
    expect(KIND_LABELS).toEqual(DELIVERABLE_KIND_LABELS);
  });

  it('says how many photos a set needs and which deliverables are optional', () => {
    expect(
      formatDeliverable({ kind: 'photo', label: 'Front of house', min_count: 6, required: true }),
    ).toBe('Photo set: Front of house (at least 6)');
    expect(
      formatDeliverable({ kind: 'document', label: 'Signed form', min_count: 1, required: false }),
    ).toBe('Document: Signed form (optional)');
    expect(
      formatDeliverable({ kind: 'question', label: 'Anyone home?', min_count: 1, required: true }),
    ).toBe('Question: Anyone home?');
  });

  it('counts openings, then filled ones', () => {
    expect(formatOpenings(1, 0)).toBe('1 opening');
    expect(formatOpenings(2, 0)).toBe('2 openings');
    expect(formatOpenings(2, 1)).toBe('1 of 2 filled');
  });
});
