export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_MILES = 3958.8;
export const METERS_PER_MILE = 1609.344;

export const milesToMeters = (miles: number) => miles * METERS_PER_MILE;
/** Meters as a distance is shown: miles to one decimal. */
export const shownMiles = (meters: number) => Math.round((meters / METERS_PER_MILE) * 10) / 10;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Component-wise median: the middle of a city's ZIP centroids, unmoved by an outlying PO box. */
export function medianPoint(points: readonly LatLon[]): LatLon {
  return { lat: median(points.map((p) => p.lat)), lon: median(points.map((p) => p.lon)) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
