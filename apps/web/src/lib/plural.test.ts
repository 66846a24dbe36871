import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('agrees the noun with the count', () => {
    expect(plural(1, 'open job')).toBe('1 open job');
    expect(plural(2, 'open job')).toBe('2 open jobs');
    expect(plural(0, 'applicant')).toBe('0 applicants');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(plural(1, 'company', 'companies')).toBe('1 company');
    expect(plural(3, 'company', 'companies')).toBe('3 companies');
    expect(plural(12500, 'result')).toBe('12,500 results');
  });
});
