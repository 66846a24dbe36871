import { describe, expect, it } from 'vitest';
import { siteTime, wallClockInstant } from './site-time';

describe('siteTime', () => {
  it("tells a time in the site's own zone, with its name", () => {
    const at = '2026-12-01T15:00:00.000Z';
    expect(siteTime(at, 'TX')).toBe('Tue, Dec 1, 9:00 AM CST');
    expect(siteTime(at, 'California')).toBe('Tue, Dec 1, 7:00 AM PST');
    expect(siteTime(new Date('2026-07-01T15:00:00Z'), 'NY')).toBe('Wed, Jul 1, 11:00 AM EDT');
  });

  it('falls back to central time for a state it does not know', () => {
    expect(siteTime('2026-12-01T15:00:00.000Z', '')).toBe('Tue, Dec 1, 9:00 AM CST');
  });
});

describe('wallClockInstant', () => {
  it("reads a camera's clock in the site's zone, across daylight saving", () => {
    const wall = (text: string) => Date.parse(`${text}Z`);
    expect(
      new Date(wallClockInstant(wall('2026-11-20T09:00:00'), 'America/Chicago')).toISOString(),
    ).toBe('2026-11-20T15:00:00.000Z');
    expect(
      new Date(wallClockInstant(wall('2026-07-01T09:00:00'), 'America/Chicago')).toISOString(),
    ).toBe('2026-07-01T14:00:00.000Z');
    expect(
      new Date(wallClockInstant(wall('2026-11-20T09:00:00'), 'America/Phoenix')).toISOString(),
    ).toBe('2026-11-20T16:00:00.000Z');
  });
});
