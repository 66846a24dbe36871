import {
  siteTimeZone,
  wallClockInstant,
  zoneOffsetMinutes,
} from '../../modules/work-orders/site-time';

/** The site's wall clock at `at` as a UTC date: its calendar day and weekday read with getUTC…. */
export const siteCalendar = (at: Date, state: string) =>
  new Date(at.getTime() + zoneOffsetMinutes(siteTimeZone(state), at) * 60_000);

/** `days` from today as the site's clocks read it, at `hour`:`minute` there. */
export function onSiteClock(
  state: string,
  days: number,
  [hour, minute]: readonly [number, number],
  now = new Date(),
) {
  const there = siteCalendar(now, state);
  const wallClock = Date.UTC(
    there.getUTCFullYear(),
    there.getUTCMonth(),
    there.getUTCDate() + days,
    hour,
    minute,
  );
  return new Date(wallClockInstant(wallClock, siteTimeZone(state)));
}
