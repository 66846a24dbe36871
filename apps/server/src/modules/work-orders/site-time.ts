import { findState } from '../../platform/geo/geo-data';
import { timeZoneOfState } from '../../platform/geo/state-time-zones';

/**
 * A work order's time as the people going to the site read it: in the site's time zone (its
 * state's), e.g. "Tue, Dec 1, 9:00 AM CST".
 */
export function siteTime(at: Date | string, siteState: string) {
  return new Date(at).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZoneOfState(findState(siteState)?.fips),
    timeZoneName: 'short',
  });
}
