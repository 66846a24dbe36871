import {
  siteTimeZone,
  wallClockInstant,
  zoneOffsetMinutes,
} from '../../modules/work-orders/site-time';

/** `days` from today as the site's clocks read it, at `hour`:`minute` there. */
export function onSiteClock(
  state: string,
  days: number,
  [hour, minute]: readonly [number, number],
  now = new Date(),
) {
  const timeZone = siteTimeZone(state);
  const there = new Date(now.getTime() + zoneOffsetMinutes(timeZone, now) * 60_000);
  const wallClock = Date.UTC(
    there.getUTCFullYear(),
    there.getUTCMonth(),
    there.getUTCDate() + days,
    hour,
    minute,
  );
  return new Date(wallClockInstant(wallClock, timeZone));
}
