import { describe, expect, it } from 'vitest';
import { whyNotListed } from './job-listing';

const job = (status: 'open' | 'closed' | 'filled', expires_at: string | null = null) => ({
  status,
  expires_at,
  company: { name: 'Lone Star Inspections' },
});

describe('why a job is not listed', () => {
  it('says why a closed, filled or ended job takes no applicants, and nothing for a listed one', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(whyNotListed(job('filled'), now)).toBe('Lone Star Inspections has filled it.');
    expect(whyNotListed(job('closed'), now)).toBe(
      'Lone Star Inspections stopped taking applicants.',
    );
    expect(whyNotListed(job('open', '2026-11-25T11:59:59Z'), now)).toBe('Its listing has ended.');
    expect(whyNotListed(job('open', '2026-11-25T12:00:01Z'), now)).toBeNull();
    expect(whyNotListed(job('open'), now)).toBeNull();
  });
});
