import type { IndexSort } from './index-query';

/** earthdistance's earth(): the radius PostgreSQL measures distances with. */
export const EARTH_RADIUS_M = 6378168;
/** Seconds are counted from 2020 so they fit 32 bits for decades. */
export const SECONDS_FROM = Date.UTC(2020, 0, 1) / 1000;

// The packed record of a slot: created second, salary min, salary max, then these bits.
export const ALIVE = 1;
export const FEATURED = 2;
export const EXPIRES = 4;
/** Appended after the last rebuild out of time order: read apart from the time walk. */
export const LATE = 8;
export const CATEGORY_SHIFT = 4;
export const EXPERIENCE_SHIFT = 7;
export const STATE_SHIFT = 10;
export const TYPE_SHIFT = 17;
export const THREE_BITS = 7;
export const SEVEN_BITS = 127;

export const stateCode = (fips: string) => (Number.parseInt(fips, 10) || 0) & SEVEN_BITS;

export function toUnit(lat: number, lon: number) {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lon * Math.PI) / 180;
  return [
    Math.cos(phi) * Math.cos(lambda),
    Math.cos(phi) * Math.sin(lambda),
    Math.sin(phi),
  ] as const;
}
/** The straight-line distance through the unit sphere between two points `meters` apart on it. */
export const chordOf = (meters: number) =>
  2 * Math.sin(Math.min(Math.PI, meters / EARTH_RADIUS_M) / 2);
export const metersOfChord = (chord: number) =>
  2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chord / 2));

export const SORT_CODES: Record<IndexSort, number> = {
  newest: 0,
  newest_plain: 1,
  oldest: 2,
  salary_desc: 3,
  salary_asc: 4,
  distance: 5,
};
/** Above any created second, so featured jobs lead the newest order. */
const FEATURED_BOOST = 2 ** 32;

/** The leading sort key of a slot, higher first; equal keys are settled by the comparator. */
export function primaryOf(
  sort: number,
  bits: number,
  created: number,
  low: number,
  high: number,
  chord2: number,
) {
  switch (sort) {
    case 0:
      return ((bits & FEATURED) !== 0 ? FEATURED_BOOST : 0) + created;
    case 1:
      return created;
    case 2:
      return -created;
    case 3:
      return high;
    case 4:
      return -low;
    default:
      return -chord2;
  }
}
