import type { GeoPoint, GeoState, GeoTown } from '@fieldhire/contract/reference';
import type { StateEntry, Town } from './geo-index';
import {
  locatedTowns,
  preferTown,
  states,
  townNames,
  towns,
  zipCities,
  zipGrid,
  zips,
} from './geo-index';
import type { LatLon } from './geo-math';
import { nameKey, searchText } from './name-key';
import { nearestByScan } from './town-grid';

export { distanceMiles } from './geo-math';
export type { LatLon } from './geo-math';

export interface TownDetail extends GeoTown, LatLon {
  state_fips: string;
  /** How good lat/lon is: a ZIP city of the town's name, its county's centroid, or its state's. */
  point_source: 'zip' | 'county' | 'state';
}

export interface TownRef {
  fips: string;
  name: string;
}

export interface NearestTown extends TownRef {
  miles: number;
}

const POINT_SOURCES = { z: 'zip', c: 'county', s: 'state' } as const;
const ZIP_QUERY = /^(\d{5})(?:-?\d{4})?$/;
const TRAILING_ZIP = /[\s,](\d{5})(?:-\d{4})?$/;
const STATE_NAME_MAX_WORDS = 3;
const ZIP_CITY_RANK = 6;
/** Farther than this from every ZIP code's centre, a point is taken to be outside the country. */
const NEAREST_ZIP_MAX_MILES = 60;

/** Reads and indexes every data file now rather than on first use (about half a second). */
export function loadGeoData(): void {
  states();
  townNames();
  locatedTowns();
  zipCities();
}

export function listStates(): GeoState[] {
  return states().list.map(({ fips, usps, name }) => ({ fips, usps, name }));
}

function stateEntry(codeOrFips: string): StateEntry | undefined {
  const text = codeOrFips.trim();
  if (/^\d{1,2}$/.test(text)) return states().byFips.get(text.padStart(2, '0'));
  if (/^[a-z]{2}$/i.test(text)) return states().byUsps.get(text.toUpperCase());
  return states().byName.get(nameKey(text));
}

/** Accepts a USPS code ("CA", "ca"), a FIPS code ("06") or a full name ("California"). */
export function findState(codeOrFips: string): GeoState | undefined {
  const state = stateEntry(codeOrFips);
  return state && { fips: state.fips, usps: state.usps, name: state.name };
}

/**
 * Names starting with `q` first, then names containing it, each group by name. Places and
 * county subdivisions of one name are distinct areas (a village inside a town of its name), so
 * all are kept; their type tells them apart.
 */
export function searchTowns(stateFips: string, q?: string, limit = 50): GeoTown[] {
  const inState = towns().byState.get(stateFips) ?? [];
  const needle = searchText(q ?? '');
  const ordered = needle
    ? [
        ...inState.filter((town) => town.searchName.startsWith(needle)),
        ...inState.filter(
          (town) => !town.searchName.startsWith(needle) && town.searchName.includes(needle),
        ),
      ]
    : inState;
  return ordered.slice(0, Math.max(0, limit)).map(({ fips, name, type }) => ({ fips, name, type }));
}

const townDetail = ({ fips, name, type, state_fips, lat, lon, source }: Town): TownDetail => ({
  fips,
  name,
  type,
  state_fips,
  lat,
  lon,
  point_source: POINT_SOURCES[source],
});

export function getTown(fips: string): TownDetail | undefined {
  const town = towns().byFips.get(fips);
  return town && townDetail(town);
}

/** Every town, by GEOID. */
export function allTowns(): TownDetail[] {
  return [...towns().byFips.values()].map(townDetail);
}

function townsNamed(key: string, stateFips: string | undefined, keys: 'exact' | 'loose'): Town[] {
  const list = townNames()[keys].get(key) ?? [];
  return stateFips ? list.filter((town) => town.state_fips === stateFips) : list;
}

const zipCitiesNamed = (key: string, stateFips?: string) =>
  (zipCities().get(key) ?? []).filter((city) => !stateFips || city.state_fips === stateFips);

/**
 * The nearest town with a point of its own (see locatedTowns), within a state when given.
 */
export function nearestTown(lat: number, lon: number, stateFips?: string): NearestTown | undefined {
  const located = locatedTowns();
  const nearest = stateFips
    ? nearestByScan(located.byState.get(stateFips) ?? [], { lat, lon }, preferTown)
    : located.grid.nearest({ lat, lon });
  return nearest && { fips: nearest.item.fips, name: nearest.item.name, miles: nearest.miles };
}

/**
 * The town a postal city names in a state. Among towns of that name the one nearest `near` wins
 * when given, else the preferred one (most ZIP codes, incorporated first); a postal city that is
 * no town's name (a Queens neighbourhood, say) maps to the town nearest its ZIP codes.
 */
export function townFor(stateFips: string, cityName: string, near?: LatLon): TownRef | undefined {
  const key = nameKey(cityName);
  if (!key) return undefined;
  const exact = townsNamed(key, stateFips, 'exact');
  const candidates = exact.length > 0 ? exact : townsNamed(key, stateFips, 'loose');
  const town = near ? nearestByScan(candidates, near, preferTown)?.item : candidates[0];
  if (town) return { fips: town.fips, name: town.name };
  const zipCity = zipCitiesNamed(key, stateFips)[0];
  const nearest = zipCity && nearestTown(zipCity.lat, zipCity.lon, stateFips);
  return nearest && { fips: nearest.fips, name: nearest.name };
}

interface Candidate extends LatLon {
  name: string;
  state_fips: string;
  zipCount: number;
  rank: number;
}

const preferCandidate = (a: Candidate, b: Candidate) =>
  b.zipCount - a.zipCount || a.rank - b.rank || (a.state_fips < b.state_fips ? -1 : 1);

function cityPoint(city: string, stateFips?: string): GeoPoint | undefined {
  const key = nameKey(city);
  if (!key) return undefined;
  // A town placed at its state's centroid is no answer to "where is it".
  const located = (keys: 'exact' | 'loose') =>
    townsNamed(key, stateFips, keys).filter((town) => town.source !== 's');
  const named: Candidate[] = [
    ...located('exact'),
    ...zipCitiesNamed(key, stateFips).map((zipCity) => ({ ...zipCity, rank: ZIP_CITY_RANK })),
  ];
  const candidates = named.length > 0 ? named : located('loose');
  const best = candidates.sort(preferCandidate)[0];
  if (!best) return undefined;
  const usps = states().byFips.get(best.state_fips)?.usps ?? '';
  return {
    label: `${best.name}, ${usps}`,
    lat: best.lat,
    lon: best.lon,
    state_fips: best.state_fips,
  };
}

function zipPoint(zip: string): GeoPoint | undefined {
  const entry = zips().get(zip);
  if (!entry) return undefined;
  const usps = states().byFips.get(entry.state_fips)?.usps ?? '';
  const label = entry.city ? `${zip} (${entry.city}, ${usps})` : `${zip} (${usps})`;
  return { label, lat: entry.lat, lon: entry.lon, state_fips: entry.state_fips };
}

/**
 * The ZIP code nearest a point (where a phone says it is), labelled "City, ST 12345" so that the
 * label, searched again, finds the same ZIP code; none when the point is outside the country.
 */
export function nearestZip(lat: number, lon: number): GeoPoint | undefined {
  const nearest = zipGrid().nearest({ lat, lon });
  if (!nearest || nearest.miles > NEAREST_ZIP_MAX_MILES) return undefined;
  const entry = nearest.item;
  const usps = states().byFips.get(entry.state_fips)?.usps ?? '';
  const place = entry.city ? `${entry.city}, ${usps}` : usps;
  return {
    label: `${place} ${entry.zip}`,
    lat: entry.lat,
    lon: entry.lon,
    state_fips: entry.state_fips,
  };
}

/** The code of the ZIP nearest a point, however far. */
export function nearestZipCode(lat: number, lon: number): string | undefined {
  return zipGrid().nearest({ lat, lon })?.item.zip;
}

/** A ZIP's point with its postal city and state. */
export function zipPlace(zip: string) {
  const entry = zips().get(zip.slice(0, 5));
  if (!entry) return undefined;
  const usps = states().byFips.get(entry.state_fips)?.usps ?? null;
  return {
    city: entry.city || null,
    state: usps,
    lat: entry.lat,
    lon: entry.lon,
    stateFips: entry.state_fips,
  };
}

/** "City ST", "City Texas", "Salt Lake City Utah": the longest trailing state leaving a city found in it. */
function cityWithTrailingState(text: string): GeoPoint | undefined {
  const words = text.split(' ');
  for (let take = Math.min(STATE_NAME_MAX_WORDS, words.length - 1); take >= 1; take--) {
    const state = stateEntry(words.slice(-take).join(' '));
    const point = state && cityPoint(words.slice(0, -take).join(' '), state.fips);
    if (point) return point;
  }
  return undefined;
}

/**
 * A point for a ZIP (or ZIP+4, or an address ending in one), "City, ST", "City, State",
 * "City ST" or a bare city name. Of several places of one name the one with the most ZIP codes
 * wins (a stand-in for size), then incorporated places before towns and CDPs, then the lower
 * state FIPS. A town whose only point is its state's centroid is not found.
 */
export function lookup(q: string): GeoPoint | undefined {
  const text = q.trim().replace(/\s+/g, ' ');
  const zip = ZIP_QUERY.exec(text)?.[1] ?? TRAILING_ZIP.exec(text)?.[1];
  if (zip) return zipPoint(zip);
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    const state = stateEntry(text.slice(comma + 1));
    return state && cityPoint(text.slice(0, comma), state.fips);
  }
  return cityWithTrailingState(text) ?? cityPoint(text);
}
