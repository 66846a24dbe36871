import { describe, expect, it } from 'vitest';
import { localClock } from '../../platform/geo/state-time-zones';
import { isDigestDue } from './digest-schedule';

// Monday 2026-11-23, 13:00 UTC: 7:00 in Chicago (CST, UTC-6), 8:00 in New York.
const mondayMorningInChicago = new Date('2026-11-23T13:00:00Z');

describe('digest schedule', () => {
  it('reads the local hour and weekday of a time zone, daylight saving included', () => {
    expect(localClock(mondayMorningInChicago, 'America/Chicago')).toEqual({ hour: 7, weekday: 1 });
    expect(localClock(mondayMorningInChicago, 'America/New_York')).toEqual({ hour: 8, weekday: 1 });
    expect(localClock(new Date('2026-07-06T12:00:00Z'), 'America/Chicago')).toEqual({
      hour: 7,
      weekday: 1,
    });
  });

  it('sends a daily digest at 7 local time, once a day', () => {
    const daily = { frequency: 'daily' as const, timeZone: 'America/Chicago', lastSentAt: null };
    expect(isDigestDue(daily, mondayMorningInChicago)).toBe(true);
    expect(isDigestDue({ ...daily, timeZone: 'America/New_York' }, mondayMorningInChicago)).toBe(
      false,
    );
    const sentThisMorning = new Date('2026-11-23T13:00:05Z');
    expect(
      isDigestDue({ ...daily, lastSentAt: sentThisMorning }, new Date('2026-11-23T13:30:00Z')),
    ).toBe(false);
    expect(
      isDigestDue({ ...daily, lastSentAt: sentThisMorning }, new Date('2026-11-24T13:00:00Z')),
    ).toBe(true);
  });

  it('sends a weekly digest on Monday mornings only, and never an instant alert', () => {
    const weekly = { frequency: 'weekly' as const, timeZone: 'America/Chicago', lastSentAt: null };
    expect(isDigestDue(weekly, mondayMorningInChicago)).toBe(true);
    expect(isDigestDue(weekly, new Date('2026-11-24T13:00:00Z'))).toBe(false);
    expect(
      isDigestDue(
        { ...weekly, lastSentAt: new Date('2026-11-20T13:00:00Z') },
        mondayMorningInChicago,
      ),
    ).toBe(false);
    expect(
      isDigestDue(
        { frequency: 'instant', timeZone: 'America/Chicago', lastSentAt: null },
        mondayMorningInChicago,
      ),
    ).toBe(false);
  });
});
