import type { WorkOrder } from '@fieldhire/contract/work-orders';

const DAY_PARTS = { weekday: 'short', month: 'short', day: 'numeric' } as const;
const TIME_PARTS = { hour: 'numeric', minute: '2-digit' } as const;
const dayFormat = new Intl.DateTimeFormat('en-US', DAY_PARTS);
const timeFormat = new Intl.DateTimeFormat('en-US', TIME_PARTS);

/** A day in the viewer's time zone, as a calendar or a payment gives it: "Tue, Mar 4". */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
/** A time in the viewer's time zone: "9:00 AM". */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
/** Dates and durations are written as on job pages. */
export { formatDateTime, formatDuration } from './schedule-text';

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
