import {
  checkInTiming,
  FAR_FROM_SITE_METERS,
  LATE_CANCEL_HOURS,
  type LocationBody,
} from '@fieldhire/contract/work-orders';
import type { SiteVisit } from '../../db/schema/work-orders';
import { distanceMiles, METERS_PER_MILE, type LatLon } from '../../platform/geo/geo-math';

const MINUTE = 60_000;
/** A check-in sent later from a phone's queue keeps its own time if it is at most this old. */
const QUEUED_VISIT_MAX_AGE_MS = 24 * 60 * MINUTE;

export interface ScheduleTimes {
  scheduleType: 'hard_start' | 'window';
  startAt: Date;
  endAt: Date | null;
}

/** Whether a check-in at `at` is early, on time or late for the work order's schedule. */
export const timingOfCheckIn = (schedule: ScheduleTimes, at: Date) =>
  checkInTiming({ type: schedule.scheduleType, start: schedule.startAt, end: schedule.endAt }, at);

/**
 * A cancellation within a day of the time the work was due, or after it: a hard start, or the end
 * of an arrival window (a job with no schedule has a window from the hire to its deadline, and
 * canceling early in it is not late).
 */
export function isLateCancel(schedule: ScheduleTimes, at: Date) {
  const due =
    schedule.scheduleType === 'window' && schedule.endAt ? schedule.endAt : schedule.startAt;
  return due.getTime() - at.getTime() < LATE_CANCEL_HOURS * 60 * MINUTE;
}

/**
 * When the visit happened: the phone's own time when it was queued offline and sent later (not in
 * the future, not older than a day, not before the work order's last recorded step), else now.
 */
function visitTime(sent: string | undefined, now: Date, notBefore: Date) {
  if (!sent) return now;
  const at = new Date(sent);
  const age = now.getTime() - at.getTime();
  if (age < 0 || age > QUEUED_VISIT_MAX_AGE_MS || at < notBefore) return now;
  return at;
}

/** A check-in or out as recorded: where, when, how far from the site (flagged, never refused). */
export function siteVisit(
  body: LocationBody,
  site: LatLon,
  { now, notBefore }: { now: Date; notBefore: Date },
): SiteVisit {
  const distance = Math.round(distanceMiles(site, body) * METERS_PER_MILE);
  return {
    at: visitTime(body.at, now, notBefore).toISOString(),
    lat: body.lat,
    lon: body.lon,
    accuracy_m: body.accuracy_m ?? null,
    distance_m: distance,
    far: distance > FAR_FROM_SITE_METERS,
  };
}
