import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, toLocalInputValue } from './schedule-input';
import { formatCalendarDay, formatDateTime, formatDuration, formatSchedule } from './schedule-text';

const NOW = new Date(2026, 10, 20, 12, 0);
const local = (day: number, hours: number, minutes = 0, month = 11, year = 2026) =>
  new Date(year, month, day, hours, minutes).toISOString();

describe('schedules in words', () => {
  it('gives a hard start in the local time zone', () => {
    expect(
      formatSchedule({ type: 'hard_start', start: local(1, 9), end: null }, 'local', NOW),
    ).toBe('Starts Tue, Dec 1, 9:00 AM');
  });

  it('gives an arrival window, naming the day once when it ends the same day', () => {
    expect(
      formatSchedule({ type: 'window', start: local(2, 10), end: local(2, 13, 30) }, 'local', NOW),
    ).toBe('Arrive between Wed, Dec 2, 10:00 AM and 1:30 PM');
    expect(
      formatSchedule({ type: 'window', start: local(2, 22), end: local(3, 2) }, 'local', NOW),
    ).toBe('Arrive between Wed, Dec 2, 10:00 PM and Thu, Dec 3, 2:00 AM');
  });

  it('writes the same UTC text on any machine, marked as UTC', () => {
    expect(
      formatSchedule(
        { type: 'window', start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T17:00:00.000Z' },
        'utc',
        new Date('2026-11-20T00:00:00Z'),
      ),
    ).toBe('Arrive between Tue, Dec 1, 3:00 PM and 5:00 PM UTC');
    expect(formatDateTime('2026-12-01T00:05:00.000Z', 'utc', new Date('2026-01-01'))).toBe(
      'Tue, Dec 1, 12:05 AM UTC',
    );
  });

  it("gives a site's clocks with its zone's abbreviation, winter and summer", () => {
    const chicago = { timeZone: 'America/Chicago' };
    expect(
      formatSchedule(
        { type: 'window', start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T17:30:00.000Z' },
        chicago,
        new Date('2026-11-20T00:00:00Z'),
      ),
    ).toBe('Arrive between Tue, Dec 1, 9:00 AM and 11:30 AM CST');
    expect(
      formatSchedule(
        { type: 'hard_start', start: '2026-07-04T04:30:00.000Z', end: null },
        { timeZone: 'America/Los_Angeles' },
        new Date('2026-11-20T00:00:00Z'),
      ),
    ).toBe('Starts Fri, Jul 3, 9:30 PM PDT');
    expect(formatDateTime('2026-12-02T05:59:00.000Z', chicago, new Date('2026-06-01'))).toBe(
      'Tue, Dec 1, 11:59 PM CST',
    );
  });

  it('reads an apply-by date as the day picked, in every time zone', () => {
    expect(formatCalendarDay('2026-12-15T00:00:00.000Z', NOW)).toBe('Tue, Dec 15');
    expect(formatCalendarDay('2027-01-04T00:00:00.000Z', NOW)).toBe('Mon, Jan 4, 2027');
  });

  it('adds the year when it is not the current one', () => {
    expect(formatDateTime(local(4, 12, 0, 0, 2027), 'local', NOW)).toBe(
      'Mon, Jan 4, 2027, 12:00 PM',
    );
  });

  it('gives durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
  });

  it('round-trips datetime-local values through ISO times', () => {
    const iso = fromLocalInputValue('2026-12-01T09:30');
    expect(iso).toBe(local(1, 9, 30));
    expect(toLocalInputValue(iso)).toBe('2026-12-01T09:30');
    expect(fromLocalInputValue('')).toBe('');
    expect(toLocalInputValue(null)).toBe('');
  });
});
