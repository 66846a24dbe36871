import { describe, expect, it } from 'vitest';
import type { WorkOrderDeliverable } from '@fieldhire/contract/work-orders';
import { progressOf } from './deliverable-progress';

const photos = (count: number, minCount: number): WorkOrderDeliverable => ({
  id: 'front',
  kind: 'photo',
  label: 'Front',
  min_count: minCount,
  required: true,
  items: Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    url: `/api/work-orders/1/items/${index + 1}/file/`,
    thumb_url: `/api/work-orders/1/items/${index + 1}/thumb/`,
    name: null,
    taken_at: null,
    lat: null,
    lon: null,
    answer: null,
    created_at: '2026-12-01T15:00:00.000Z',
  })),
});

describe('progressOf', () => {
  it('counts photos toward the minimum, and past it without saying "3 of 2"', () => {
    expect(progressOf(photos(0, 1))).toMatchObject({ text: '0 of 1 photo', complete: false });
    expect(progressOf(photos(1, 2))).toMatchObject({ text: '1 of 2 photos', complete: false });
    expect(progressOf(photos(2, 2))).toMatchObject({ text: '2 of 2 photos', complete: true });
    expect(progressOf(photos(3, 2))).toMatchObject({
      text: '3 photos (at least 2)',
      complete: true,
    });
  });
});
