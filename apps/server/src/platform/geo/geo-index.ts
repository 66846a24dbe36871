import { readFileSync } from 'node:fs';
import type { GeoState } from '@fieldhire/contract/reference';
import type { PointSource, StateRow, TownRow, TownType, ZipRow } from './geo-files';
import { GEO_FILES, geoDataDir } from './geo-files';
import type { LatLon } from './geo-math';
import { medianPoint } from './geo-math';
import { nameKey, searchText, townKeys } from './name-key';
import { PointGrid } from './town-grid';

/**
 * In-memory indexes over the files in ./data. Each is built on first use, so a ZIP lookup does
 * not pay for the town name indexes.
 */

export interface StateEntry extends GeoState, LatLon {}

export interface Town extends LatLon {
  fips: string;
  name: string;
  type: TownType;
  state_fips: string;
  source: PointSource;
  zipCount: number;
  /** Incorporated places first, then county subdivisions, then CDPs. */
  rank: number;
  searchName: string;
}

export interface ZipEntry extends LatLon {
  zip: string;
  state_fips: string;
  city: string;
}

/** A postal city: the median of its ZIP centroids. */
export interface ZipCity extends LatLon {
  name: string;
  state_fips: string;
  zipCount: number;
}

/** Entries sharing a name key, in preference order. */
export type NameIndex<T> = Map<string, T[]>;

const PLACE_RANK: Record<TownType, number> = { city: 0, borough: 1, town: 2, village: 3, cdp: 5 };
const SUBDIVISION_RANK = 4;

/** Bigger first (more ZIP codes), then incorporated places before the rest, then GEOID. */
export const preferTown = (a: Town, b: Town) =>
  b.zipCount - a.zipCount || a.rank - b.rank || (a.fips < b.fips ? -1 : 1);

const byName = (a: Town, b: Town) =>
  a.searchName < b.searchName ? -1 : a.searchName > b.searchName ? 1 : preferTown(a, b);

const once = <T>(build: () => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};

function readRows<T>(file: string): T[] {
  return JSON.parse(readFileSync(new URL(file, geoDataDir), 'utf8')) as T[];
}

function add<T>(index: NameIndex<T>, key: string, value: T) {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}

export const states = once(() => {
  const list = readRows<StateRow>(GEO_FILES.states)
    .map(([fips, usps, name, lat, lon]): StateEntry => ({ fips, usps, name, lat, lon }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  return {
    list,
    byFips: new Map(list.map((state) => [state.fips, state])),
    byUsps: new Map(list.map((state) => [state.usps, state])),
    byName: new Map(list.map((state) => [nameKey(state.name), state])),
  };
});

export const towns = once(() => {
  const byFips = new Map<string, Town>();
  const byState = new Map<string, Town[]>();
  for (const [fips, name, type, lat, lon, source, zipCount] of readRows<TownRow>(GEO_FILES.towns)) {
    const state_fips = fips.slice(0, 2);
    const rank = fips.length === 10 ? SUBDIVISION_RANK : PLACE_RANK[type];
    const searchName = searchText(name);
    const town: Town = {
      fips,
      name,
      type,
      state_fips,
      lat,
      lon,
      source,
      zipCount,
      rank,
      searchName,
    };
    byFips.set(fips, town);
    add(byState, state_fips, town);
  }
  for (const list of byState.values()) list.sort(byName);
  return { byFips, byState };
});

/** Towns by name key, nationwide; callers narrow by state. */
export const townNames = once(() => {
  const exact: NameIndex<Town> = new Map();
  const loose: NameIndex<Town> = new Map();
  for (const town of towns().byFips.values()) {
    const keys = townKeys(town.name);
    for (const key of keys.exact) add(exact, key, town);
    for (const key of keys.loose) add(loose, key, town);
  }
  for (const list of [...exact.values(), ...loose.values()]) list.sort(preferTown);
  return { exact, loose };
});

/**
 * Towns whose point is their own: from a ZIP city of their name, or a county centroid no other
 * town shares (New York's boroughs are their counties). Shared centroids would make any answer
 * near them arbitrary.
 */
export const locatedTowns = once(() => {
  const all = [...towns().byFips.values()];
  const countyPointUse = new Map<string, number>();
  const pointKey = (town: Town) => `${town.lat},${town.lon}`;
  for (const town of all) {
    if (town.source === 'c')
      countyPointUse.set(pointKey(town), (countyPointUse.get(pointKey(town)) ?? 0) + 1);
  }
  const located = all.filter(
    (town) =>
      town.source === 'z' || (town.source === 'c' && countyPointUse.get(pointKey(town)) === 1),
  );
  const byState = new Map<string, Town[]>();
  for (const town of located) add(byState, town.state_fips, town);
  return { byState, grid: new PointGrid(located, preferTown) };
});

export const zips = once(() => {
  const byZip = new Map<string, ZipEntry>();
  for (const [zip, lat, lon, state_fips, city] of readRows<ZipRow>(GEO_FILES.zips)) {
    byZip.set(zip, { zip, lat, lon, state_fips, city });
  }
  return byZip;
});

/** ZIP codes on a grid, for the one nearest a point. */
export const zipGrid = once(
  () => new PointGrid([...zips().values()], (a, b) => (a.zip < b.zip ? -1 : 1)),
);

/** Postal cities by name key, nationwide, the one with most ZIP codes first. */
export const zipCities = once(() => {
  const groups = new Map<string, ZipEntry[]>();
  for (const entry of zips().values()) {
    if (entry.city) add(groups, `${entry.state_fips}${nameKey(entry.city)}`, entry);
  }
  const byName: NameIndex<ZipCity> = new Map();
  for (const [group, entries] of groups) {
    const { city: name, state_fips } = entries[0]!;
    add(byName, group.slice(2), {
      name,
      state_fips,
      ...medianPoint(entries),
      zipCount: entries.length,
    });
  }
  for (const list of byName.values()) {
    list.sort((a, b) => b.zipCount - a.zipCount || (a.state_fips < b.state_fips ? -1 : 1));
  }
  return byName;
});
