import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits';

describe('groupDigits', () => {
  it('writes numbers as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 20000, 45.5, 1234.25, -1234, -999]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });
});
