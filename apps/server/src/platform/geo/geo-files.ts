import type { GeoTown } from '@fieldhire/contract/reference';

/**
 * Layout of the derived files in ./data, written by scripts/derive-geo.ts and read by
 * geo-data.ts. Each file is a JSON array with one row per line, sorted by its first column.
 */

export type TownType = GeoTown['type'];

/** Where a town's point came from: a ZIP city of the same name, its county, or its state. */
export type PointSource = 'z' | 'c' | 's';

/** states.json: states, DC and territories that have towns or ZIP codes; lat/lon is the centroid. */
export type StateRow = [fips: string, usps: string, name: string, lat: number, lon: number];

/** towns.json: Census places (7-digit GEOID) and county subdivisions (10-digit GEOID). */
export type TownRow = [
  fips: string,
  name: string,
  type: TownType,
  lat: number,
  lon: number,
  source: PointSource,
  /** ZIP codes whose city matched the town (0 unless source is 'z'): a stand-in for its size. */
  zipCount: number,
];

/** zips.json: ZIP centroid, state and postal city ('' when unknown). */
export type ZipRow = [zip: string, lat: number, lon: number, stateFips: string, city: string];

export const GEO_FILES = { states: 'states.json', towns: 'towns.json', zips: 'zips.json' } as const;

export const geoDataDir = new URL('./data/', import.meta.url);

export const serializeRows = (rows: readonly unknown[]) =>
  `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`;
