import { describe, expect, it } from 'vitest';
import { isLateCancel, siteVisit } from './work-order-rules';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T15:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('isLateCancel', () => {
  it('is late within a day of a hard start, or after it', () => {
    const hardStart = {
      scheduleType: 'hard_start' as const,
      startAt: hoursFromNow(30),
      endAt: null,
    };
    expect(isLateCancel(hardStart, now)).toBe(false);
    expect(isLateCancel(hardStart, hoursFromNow(7))).toBe(true);
  });

  it("reads an arrival window by its end: early in a week's window is not late", () => {
    const week = { scheduleType: 'window' as const, startAt: now, endAt: hoursFromNow(24 * 7) };
    expect(isLateCancel(week, now)).toBe(false);
    expect(isLateCancel(week, hoursFromNow(24 * 6 + 1))).toBe(true);
  });
});

describe('siteVisit', () => {
  const site = { lat: 30.27, lon: -97.74 };
  const sent = (at: Date) => ({ lat: 30.27, lon: -97.74, at: at.toISOString() });

  it("keeps a queued visit's own time, but none before the step that allowed it", () => {
    const notBefore = hoursFromNow(-3);
    expect(siteVisit(sent(hoursFromNow(-2)), site, { now, notBefore }).at).toBe(
      hoursFromNow(-2).toISOString(),
    );
    expect(siteVisit(sent(hoursFromNow(-4)), site, { now, notBefore }).at).toBe(now.toISOString());
    expect(siteVisit(sent(hoursFromNow(1)), site, { now, notBefore }).at).toBe(now.toISOString());
  });
});
