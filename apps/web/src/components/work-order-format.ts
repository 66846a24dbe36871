import { timeZoneOfStateCode } from '@fieldhire/contract/state-time-zones';
import type { WorkOrder } from '@fieldhire/contract/work-orders';

type Schedule = WorkOrder['schedule'];

const DAY_PARTS = { weekday: 'short', month: 'short', day: 'numeric' } as const;
const TIME_PARTS = { hour: 'numeric', minute: '2-digit' } as const;
const dayFormat = new Intl.DateTimeFormat('en-US', DAY_PARTS);
const timeFormat = new Intl.DateTimeFormat('en-US', TIME_PARTS);

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
/** Dates and durations are written as on job pages. */
export { formatDateTime, formatDuration } from './schedule-text';

/** "Tue, Mar 4 · 9:00 AM", or an arrival window "Tue, Mar 4 · 9:00 AM–11:00 AM". */
export function formatSchedule(schedule: Schedule) {
  const start = new Date(schedule.start);
  const day = formatDay(schedule.start);
  if (schedule.type === 'window' && schedule.end) {
    const end = new Date(schedule.end);
    const until = sameDay(start, end)
      ? formatTime(schedule.end)
      : `${formatDay(schedule.end)} ${formatTime(schedule.end)}`;
    return `${day} · ${formatTime(schedule.start)}–${until}`;
  }
  return `${day} · ${formatTime(schedule.start)}`;
}

const zoneFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsIn(timeZone: string) {
  let formats = zoneFormats.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat('en-US', { ...DAY_PARTS, timeZone }),
      time: new Intl.DateTimeFormat('en-US', { ...TIME_PARTS, timeZone, timeZoneName: 'short' }),
    };
    zoneFormats.set(timeZone, formats);
  }
  return formats;
}

/** A time's parts as text, without its zone's name. */
const clockText = (parts: Intl.DateTimeFormatPart[]) =>
  parts
    .filter((part) => part.type !== 'timeZoneName')
    .map((part) => part.value)
    .join('')
    .trim();

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The schedule as the clocks at the site read it ("Wed, Dec 2 · 7:00 PM EST at the site"), when
 * they read otherwise than the viewer's: an agent from another zone, or a company scheduling work
 * far away, sees when to be there. Null where both read the same.
 */
export function siteClock(
  schedule: Schedule,
  siteState: string,
  viewerZone: string = viewerTimeZone(),
): string | null {
  const site = formatsIn(timeZoneOfStateCode(siteState));
  const start = new Date(schedule.start);
  const startThere = site.time.formatToParts(start);
  const startText = clockText(startThere);
  if (startText === clockText(formatsIn(viewerZone).time.formatToParts(start))) return null;
  const zone = startThere.find((part) => part.type === 'timeZoneName')?.value;
  const day = site.day.format(start);
  const end = schedule.type === 'window' && schedule.end ? new Date(schedule.end) : null;
  const endDay = end && site.day.format(end);
  const until = end
    ? `–${endDay === day ? '' : `${endDay} `}${clockText(site.time.formatToParts(end))}`
    : '';
  return `${day} · ${startText}${until} ${zone} at the site`;
}

/** What the schedule is called: a hard start or an arrival window. */
export const scheduleKind = (schedule: Schedule) =>
  schedule.type === 'window' ? 'Arrival window' : 'Start time';

const METERS_PER_MILE = 1609.344;
const METERS_PER_FOOT = 0.3048;

/** Distances as an American reads them: feet close by, else miles. */
export function formatDistance(meters: number) {
  const miles = meters / METERS_PER_MILE;
  if (miles < 0.1) return `${Math.round(meters / METERS_PER_FOOT)} ft`;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles).toLocaleString('en-US')} mi`;
}

/** Opens the phone's maps app (or Google Maps in a browser) at a point. */
export const mapsUrl = (lat: number, lon: number) => `https://maps.google.com/?q=${lat},${lon}`;

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in meters. */
export function distanceMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function siteAddress(site: WorkOrder['site']) {
  const place = `${site.city}, ${site.state}${site.zip ? ` ${site.zip}` : ''}`;
  return site.address ? `${site.address}, ${place}` : place;
}
