import { describe, expect, it } from 'vitest';
import { checkInTiming } from './work-orders';

const start = '2026-11-29T20:00:00.000Z';
const minutes = (n: number) => new Date(Date.parse(start) + n * 60_000);

describe('checkInTiming', () => {
  it('is on time from 30 minutes before to 15 minutes after a hard start', () => {
    const hardStart = { type: 'hard_start' as const, start, end: null };
    expect(checkInTiming(hardStart, minutes(-26 * 60))).toBe('early');
    expect(checkInTiming(hardStart, minutes(-31))).toBe('early');
    expect(checkInTiming(hardStart, minutes(-30))).toBe('on_time');
    expect(checkInTiming(hardStart, minutes(15))).toBe('on_time');
    expect(checkInTiming(hardStart, minutes(16))).toBe('late');
  });

  it('is on time anywhere inside an arrival window', () => {
    const window = { type: 'window' as const, start, end: minutes(120).toISOString() };
    expect(checkInTiming(window, minutes(-1))).toBe('early');
    expect(checkInTiming(window, minutes(0))).toBe('on_time');
    expect(checkInTiming(window, minutes(120))).toBe('on_time');
    expect(checkInTiming(window, minutes(121))).toBe('late');
  });
});
