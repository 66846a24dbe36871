import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GeoPoint, GeoState, GeoTown } from '@fieldhire/contract/reference';
import { describe, expect, it } from 'vitest';
import {
  allTowns,
  distanceMiles,
  findState,
  getTown,
  listStates,
  lookup,
  nearestTown,
  searchTowns,
  townFor,
} from './geo-data';
import { GEO_FILES, geoDataDir } from './geo-files';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
const sourceDir = process.env.GEO_SOURCE_DIR ?? path.resolve(serverDir, '../../../shared/data/geo');

describe('states', () => {
  it('lists the 50 states, DC and the territories with data, by name', () => {
    const states = listStates();
    expect(states).toHaveLength(56);
    expect(states.map((state) => state.name)).toEqual(states.map((s) => s.name).sort());
    expect(states.every((state) => GeoState.safeParse(state).success)).toBe(true);
    expect(states.map((state) => state.usps)).toEqual(expect.arrayContaining(['DC', 'PR', 'GU']));
    expect(states.find((state) => state.usps === 'UM')).toBeUndefined();
  });

  it('finds a state by USPS code, FIPS code or name', () => {
    const california = { fips: '06', usps: 'CA', name: 'California' };
    expect(findState('CA')).toEqual(california);
    expect(findState('ca')).toEqual(california);
    expect(findState('06')).toEqual(california);
    expect(findState(' california ')).toEqual(california);
    expect(findState('District of Columbia')?.fips).toBe('11');
    expect(findState('ZZ')).toBeUndefined();
    expect(findState('99')).toBeUndefined();
  });
});

describe('towns', () => {
  it('searches a state by prefix first, then by substring, with types', () => {
    const towns = searchTowns('06', 'san', 500);
    expect(towns.every((town) => GeoTown.safeParse(town).success)).toBe(true);
    expect(towns).toContainEqual({ fips: '0667000', name: 'San Francisco', type: 'city' });
    const firstSubstring = towns.findIndex((town) => !town.name.toLowerCase().startsWith('san'));
    expect(firstSubstring).toBeGreaterThan(40);
    expect(
      towns.slice(firstSubstring).every((town) => town.name.toLowerCase().includes('san')),
    ).toBe(true);
    const prefixed = towns.slice(0, firstSubstring).map((town) => town.name.toLowerCase());
    expect(prefixed).toEqual([...prefixed].sort());
  });

  it('limits results, ignores case and accents, and lists a state without a query', () => {
    expect(searchTowns('06', 'SAN', 5)).toHaveLength(5);
    expect(searchTowns('08', 'canon city')).toContainEqual({
      fips: '0811810',
      name: 'Cañon City',
      type: 'city',
    });
    expect(searchTowns('11')).toEqual([{ fips: '1150000', name: 'Washington', type: 'city' }]);
    expect(searchTowns('99', 'san')).toEqual([]);
  });

  it('keeps a place and a county subdivision of one name apart by type', () => {
    expect(searchTowns('36', 'hempstead', 2)).toEqual([
      { fips: '3633139', name: 'Hempstead', type: 'village' },
      { fips: '3605934000', name: 'Hempstead', type: 'town' },
    ]);
  });

  it('gives a town its point and says where the point came from', () => {
    expect(getTown('0667000')).toMatchObject({
      name: 'San Francisco',
      type: 'city',
      state_fips: '06',
      point_source: 'zip',
    });
    expect(getTown('0667000')!.lat).toBeCloseTo(37.77, 1);
    expect(getTown('1836003')).toMatchObject({ name: 'Indianapolis', point_source: 'zip' });
    expect(getTown('3608160323')).toMatchObject({
      name: 'Queens',
      type: 'borough',
      point_source: 'county',
    });
    expect(getTown('0000000')).toBeUndefined();
  });

  it('lists every town once, by GEOID', () => {
    const towns = allTowns();
    expect(towns.length).toBeGreaterThan(40_000);
    expect(new Set(towns.map((town) => town.fips)).size).toBe(towns.length);
    expect(towns.map((town) => town.fips)).toEqual(towns.map((town) => town.fips).sort());
  });
});

describe('lookup', () => {
  it('finds a ZIP code and a ZIP+4', () => {
    const point = lookup('10001');
    expect(point?.label).toBe('10001 (New York, NY)');
    expect(point?.state_fips).toBe('36');
    expect(point?.lat).toBeCloseTo(40.75, 1);
    expect(point?.lon).toBeCloseTo(-74.0, 1);
    expect(lookup('78701-1234')?.label).toBe('78701 (Austin, TX)');
    expect(lookup('500 Congress Ave, Austin, TX 78701')?.label).toBe('78701 (Austin, TX)');
    expect(GeoPoint.safeParse(point).success).toBe(true);
  });

  it('finds "City, ST", "City, State", "City ST" and a bare city alike', () => {
    const austin = lookup('Austin, TX');
    expect(austin).toMatchObject({ label: 'Austin, TX', state_fips: '48' });
    expect(austin!.lat).toBeCloseTo(30.3, 1);
    expect(austin!.lon).toBeCloseTo(-97.75, 1);
    expect(lookup('Austin, Texas')).toEqual(austin);
    expect(lookup('austin tx')).toEqual(austin);
    expect(lookup('Austin Texas')).toEqual(austin);
    expect(lookup('Austin')).toEqual(austin);
    expect(lookup('Austin, MN')).toMatchObject({ label: 'Austin, MN', state_fips: '27' });
  });

  it('matches spelling variants and postal city names that are no Census town', () => {
    expect(lookup('Saint Louis, MO')?.label).toBe('St. Louis, MO');
    expect(lookup('Salt Lake City Utah')?.label).toBe('Salt Lake City, UT');
    expect(lookup('Flushing, NY')?.label).toBe('Flushing, NY');
    expect(lookup('Honolulu')?.label).toBe('Honolulu, HI');
    expect(lookup('Nashville')?.label).toBe('Nashville, TN');
  });

  it('returns nothing for an unknown place, state or ZIP', () => {
    expect(lookup('Xyzzy')).toBeUndefined();
    expect(lookup('Austin, ZZ')).toBeUndefined();
    expect(lookup('00000')).toBeUndefined();
    expect(lookup('')).toBeUndefined();
  });
});

describe('deriving a job town', () => {
  it('maps a postal city to its town', () => {
    expect(townFor('48', 'Austin')).toEqual({ fips: '4805000', name: 'Austin' });
    expect(townFor('29', 'Saint Louis')).toEqual({ fips: '2965000', name: 'St. Louis' });
    expect(townFor('06', 'Ventura')).toEqual({
      fips: '0665042',
      name: 'San Buenaventura (Ventura)',
    });
    expect(townFor('36', 'Hempstead')).toEqual({ fips: '3633139', name: 'Hempstead' });
    expect(townFor('36', 'Flushing')?.fips).toMatch(/^36/);
    expect(townFor('48', 'Xyzzy')).toBeUndefined();
  });

  it('picks the nearest town of a shared name when a point is given', () => {
    const near = { lat: 40.7, lon: -73.6 };
    expect(townFor('36', 'Hempstead', near)?.fips).toBe('3633139');
  });

  it('finds the nearest town to a point, within a state when asked', () => {
    expect(nearestTown(40.751, -73.997)).toMatchObject({ fips: '3651000', name: 'New York' });
    const austin = nearestTown(30.27, -97.74, '48');
    expect(austin).toMatchObject({ fips: '4805000', name: 'Austin' });
    expect(austin!.miles).toBeLessThan(5);
    expect(nearestTown(40.751, -73.997, '34')?.fips).toMatch(/^34/);
  });

  it('agrees with a full scan from the grid index', () => {
    const located = allTowns().filter((town) => town.point_source === 'zip');
    for (const point of [
      { lat: 44.98, lon: -93.27 },
      { lat: 64.84, lon: -147.72 },
      { lat: 25.77, lon: -80.19 },
      { lat: 47.0, lon: -110.0 },
    ]) {
      const nearest = nearestTown(point.lat, point.lon)!;
      const best = Math.min(...located.map((town) => distanceMiles(point, town)));
      expect(nearest.miles).toBeCloseTo(best, 6);
    }
  });

  it('measures great-circle miles', () => {
    const newYork = { lat: 40.7128, lon: -74.006 };
    const losAngeles = { lat: 34.0522, lon: -118.2437 };
    expect(distanceMiles(newYork, losAngeles)).toBeCloseTo(2445, -1);
    expect(distanceMiles(newYork, newYork)).toBe(0);
  });
});

describe('derived files', () => {
  const committed = (file: string) => readFileSync(new URL(file, geoDataDir), 'utf8');

  it('hold the expected rows, sorted by their first column', () => {
    const rows = (file: string) => JSON.parse(committed(file)) as [string, ...unknown[]][];
    const counts = Object.fromEntries(
      Object.values(GEO_FILES).map((file) => {
        const keys = rows(file).map((row) => row[0]);
        expect(keys).toEqual([...keys].sort());
        return [file, keys.length];
      }),
    );
    expect(counts[GEO_FILES.states]).toBe(56);
    expect(counts[GEO_FILES.towns]).toBe(40_680);
    expect(counts[GEO_FILES.zips]).toBe(41_903);
  });

  it.skipIf(!existsSync(sourceDir))('are what the derive script writes, byte for byte', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'geo-derive-'));
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/derive-geo.ts'], {
        cwd: serverDir,
        env: { ...process.env, GEO_SOURCE_DIR: sourceDir, GEO_OUT_DIR: outDir },
        stdio: 'pipe',
      });
      for (const file of Object.values(GEO_FILES)) {
        expect(readFileSync(path.join(outDir, file), 'utf8') === committed(file), file).toBe(true);
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
