import { describe, expect, it } from 'vitest';
import { experienceLabel } from './experience-label';

describe('experienceLabel', () => {
  it('reads experience in years', () => {
    expect(experienceLabel('Fresh')).toBe('Fresh');
    expect(experienceLabel('1 Year')).toBe('1 year');
    expect(experienceLabel('3 Year')).toBe('3 years');
    expect(experienceLabel('4 Year')).toBe('4+ years');
    expect(experienceLabel(null)).toBeNull();
  });
});
