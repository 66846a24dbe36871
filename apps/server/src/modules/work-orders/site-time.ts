import { timeZoneOfState } from '../../platform/geo/state-time-zones';

/** The time zone of a site, by its state's. */
export const siteTimeZone = (siteState: string) => timeZoneOfState(siteState);

/** Minutes east of UTC in `timeZone` at the instant `at` (e.g. -360 for CST). */
export function zoneOffsetMinutes(timeZone: string, at: Date) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name ? /GMT([+-])(\d{2}):(\d{2})/.exec(name) : null;
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** A wall-clock time read in `timeZone` (given as if it were UTC) as the instant it names. */
export function wallClockInstant(wallClockAsUtc: number, timeZone: string) {
  const first = wallClockAsUtc - zoneOffsetMinutes(timeZone, new Date(wallClockAsUtc)) * 60_000;
  // Near a daylight-saving change the offset at the guess and at the answer can differ.
  return wallClockAsUtc - zoneOffsetMinutes(timeZone, new Date(first)) * 60_000;
}

/** A formatter per time zone: making one costs more than formatting with it. */
const siteFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A work order's time as the people going to the site read it: in the site's time zone (its
 * state's), e.g. "Tue, Dec 1, 9:00 AM CST".
 */
export function siteTime(at: Date | string, siteState: string) {
  const timeZone = siteTimeZone(siteState);
  let format = siteFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    siteFormats.set(timeZone, format);
  }
  return format.format(new Date(at));
}
