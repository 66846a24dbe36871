import { CATEGORIES, EXPERIENCES } from '@fieldhire/contract/constants';
import { DATE_WINDOWS } from './index-query';
import { TopSlots } from './top-slots';

/** What a search has counted so far, and its best slots. */
export class Tally {
  count = 0;
  threshold = Number.NEGATIVE_INFINITY;
  readonly typeCounts: Int32Array;
  readonly categoryCounts = new Int32Array(CATEGORIES.length);
  readonly experienceCounts = new Int32Array(EXPERIENCES.length);
  readonly windowCounts = new Int32Array(DATE_WINDOWS.length);
  readonly top: TopSlots;

  constructor(
    maxJobType: number,
    limit: number,
    readonly cap: number,
    before: (a: number, b: number) => number,
  ) {
    this.typeCounts = new Int32Array(maxJobType + 1);
    this.top = new TopSlots(limit, before);
  }
}
