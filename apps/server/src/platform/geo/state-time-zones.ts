import { DEFAULT_TIME_ZONE, timeZoneOfStateCode } from '@fieldhire/contract/state-time-zones';
import { findState } from './geo-data';

/** The time zone of a state given by its USPS code or FIPS code. */
export const timeZoneOfState = (codeOrFips: string | null | undefined) =>
  codeOrFips ? timeZoneOfStateCode(findState(codeOrFips)?.usps) : DEFAULT_TIME_ZONE;

/** The hour (0-23) and ISO weekday (1 = Monday) at `at` in `timeZone`. */
export function localClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    parts.find((part) => part.type === 'weekday')?.value ?? 'Mon',
  );
  return { hour, weekday: weekday + 1 };
}
