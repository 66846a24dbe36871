import { describe, expect, it } from 'vitest';
import { AlertIndex, type IndexedAlert, type MatchedJobFacts } from './alert-index';

/** `ll_to_earth`: a point on the sphere of `earth()` meters. */
const EARTH = 6_378_168;
const pointOf = (lat: number, lon: number) => {
  const [φ, λ] = [(lat * Math.PI) / 180, (lon * Math.PI) / 180];
  return {
    x: EARTH * Math.cos(φ) * Math.cos(λ),
    y: EARTH * Math.cos(φ) * Math.sin(λ),
    z: EARTH * Math.sin(φ),
  };
};
const chordOf = (meters: number) => 2 * EARTH * Math.sin(meters / (2 * EARTH));
const MILE = 1609.344;

const alert = (id: number, fields: Partial<IndexedAlert> = {}): IndexedAlert => ({
  id,
  lat: null,
  lon: null,
  x: null,
  y: null,
  z: null,
  min_chord: null,
  max_chord: null,
  max_meters: null,
  job_type_ids: null,
  state_fips: null,
  category: null,
  experiences: null,
  salary_floor: null,
  salary_ceiling: null,
  company_id: null,
  tag: null,
  keyword_query: null,
  match_keys: ['*'],
  ...fields,
});
const around = (id: number, lat: number, lon: number, miles: number, fields = {}) =>
  alert(id, {
    lat,
    lon,
    ...pointOf(lat, lon),
    min_chord: 0,
    max_chord: chordOf(miles * MILE),
    max_meters: miles * MILE,
    ...fields,
  });

const job = (lat: number, lon: number, fields: Partial<MatchedJobFacts> = {}): MatchedJobFacts => ({
  lat,
  lon,
  ...pointOf(lat, lon),
  job_type_id: 1,
  state_fips: '48',
  category: 'Residential',
  experience: 'Fresh',
  salary_min: 40,
  salary_max: 60,
  company_id: 7,
  tags: ['ladder'],
  match_keys: ['*', 'c:7', 's:48', 't:1', 's:48:t:1', 'y:Residential', 'g:ladder', 'k:notari'],
  ...fields,
});

const AUSTIN = [30.2672, -97.7431] as const;

describe('the alerts index', () => {
  it('finds an alert with a place exactly within its distance, across grid cells', () => {
    const index = new AlertIndex();
    index.upsert(around(1, ...AUSTIN, 25));
    // 24.9 and 25.1 miles due north (one degree of latitude is 69.2 miles on this sphere).
    const north = (miles: number) => job(AUSTIN[0] + miles / 69.1707, AUSTIN[1]);
    expect(index.match(north(24.9)).certain).toEqual([1]);
    expect(index.match(north(25.1)).certain).toEqual([]);
    expect(index.match(job(AUSTIN[0], AUSTIN[1] + 0.4)).certain).toEqual([1]);
  });

  it('keeps a minimum distance and wraps around the 180th meridian', () => {
    const index = new AlertIndex();
    index.upsert(around(1, ...AUSTIN, 50, { min_chord: chordOf(10 * MILE) }));
    index.upsert(around(2, 52.0, 179.9, 30));
    expect(index.match(job(...AUSTIN)).certain).toEqual([]);
    expect(index.match(job(AUSTIN[0] + 0.3, AUSTIN[1])).certain).toEqual([1]);
    expect(index.match(job(52.0, -179.8)).certain).toEqual([2]);
  });

  it('tests job types, keywords and every other condition, leaving phrases to the database', () => {
    const index = new AlertIndex();
    index.upsert(around(1, ...AUSTIN, 25, { job_type_ids: [1, 3] }));
    index.upsert(around(2, ...AUSTIN, 25, { job_type_ids: [2] }));
    index.upsert(around(15, ...AUSTIN, 25, { job_type_ids: [1, 1] }));
    index.upsert(around(3, ...AUSTIN, 25, { job_type_ids: [70, 1] }));
    index.upsert(around(4, ...AUSTIN, 25, { salary_floor: 61 }));
    index.upsert(around(5, ...AUSTIN, 25, { salary_ceiling: 40, experiences: ['Fresh'] }));
    const keyword = (keyword_query: string, match_keys: string[], fields = {}) => ({
      keyword_query,
      match_keys,
      ...fields,
    });
    index.upsert(around(6, ...AUSTIN, 25, keyword("'notari'", ['k:notari'])));
    index.upsert(around(7, ...AUSTIN, 25, keyword("'plumb'", ['k:plumb'])));
    index.upsert(around(8, ...AUSTIN, 25, keyword("!'plumb'", ['c:7'], { company_id: 7 })));
    index.upsert(alert(9, { state_fips: '48', job_type_ids: [1], match_keys: ['s:48:t:1'] }));
    index.upsert(alert(10, { tag: 'roof', match_keys: ['g:roof'] }));
    // A phrase needs the lexemes' positions: the database decides.
    index.upsert(alert(11, keyword("'notari' <-> 'sign'", ['k:notari', 'k:sign'])));
    index.upsert(alert(12));
    index.upsert(around(13, ...AUSTIN, 25, keyword("'notari' & !'sign'", ['k:notari', 'k:sign'])));
    index.upsert(around(14, ...AUSTIN, 25, keyword("'notari' & 'sign'", ['k:notari', 'k:sign'])));
    const found = index.match(job(...AUSTIN));
    expect(found.certain.sort((a, b) => a - b)).toEqual([1, 3, 5, 6, 8, 9, 12, 13, 15]);
    expect(found.keyword).toEqual([11]);
  });

  it('forgets a removed alert, moves a changed one, also once compacted, and rebuilds without dead slots', () => {
    const index = new AlertIndex();
    for (let id = 1; id <= 3000; id += 1) index.upsert(around(id, ...AUSTIN, 25));
    index.compact();
    for (let id = 1; id <= 2000; id += 1) index.remove(id);
    index.upsert(around(2500, 40.7, -74.0, 10));
    expect(index.needsRebuild).toBe(true);
    const rebuilt = index.rebuilt();
    expect(rebuilt.size).toBe(1000);
    expect(rebuilt.needsRebuild).toBe(false);
    for (const each of [index, rebuilt]) {
      const found = each.match(job(...AUSTIN)).certain;
      expect(found).toHaveLength(999);
      expect(found).not.toContain(2500);
      expect(each.match(job(40.7, -74.0)).certain).toEqual([2500]);
    }
  });
});
