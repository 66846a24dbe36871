import { describe, expect, it } from 'vitest';
import { siteClock } from './work-order-format';

const hardStart = (start: string) => ({ type: 'hard_start' as const, start, end: null });

// Intl writes a narrow no-break space between the time and AM or PM.
describe('the site’s clock', () => {
  it('reads a start in the site’s zone for a viewer elsewhere, with the day it falls on there', () => {
    expect(siteClock(hardStart('2026-12-03T00:00:00.000Z'), 'NY', 'America/Chicago')).toBe(
      'Wed, Dec 2 · 7:00\u202fPM EST at the site',
    );
    expect(siteClock(hardStart('2026-12-03T00:00:00.000Z'), 'ny', 'UTC')).toBe(
      'Wed, Dec 2 · 7:00\u202fPM EST at the site',
    );
  });

  it('says nothing when the viewer’s clock reads the same', () => {
    expect(siteClock(hardStart('2026-12-03T00:00:00.000Z'), 'NY', 'America/New_York')).toBeNull();
    expect(siteClock(hardStart('2026-12-03T00:00:00.000Z'), 'NY', 'America/Detroit')).toBeNull();
  });

  it('reads an arrival window in summer time', () => {
    const window = {
      type: 'window' as const,
      start: '2026-07-01T15:00:00.000Z',
      end: '2026-07-01T17:00:00.000Z',
    };
    expect(siteClock(window, 'CA', 'America/New_York')).toBe(
      'Wed, Jul 1 · 8:00\u202fAM–10:00\u202fAM PDT at the site',
    );
  });
});
