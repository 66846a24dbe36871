import { describe, expect, it } from 'vitest';
import { CATEGORIES, EXPERIENCES } from '@fieldhire/contract/constants';
import { DATE_WINDOWS_US, type IndexedJob, type IndexQuery, type IndexSort } from './index-query';
import { EARTH_RADIUS_M } from './job-record';
import { OpenJobsIndex } from './open-jobs-index';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

const NOW_US = Date.UTC(2026, 10, 24, 12) * 1000;
const DAY_US = 86_400e6;

function makeJobs(count: number, random: () => number, firstId = 1): IndexedJob[] {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    featured: random() < 0.03,
    // Whole seconds, some shared, so ties are settled by id.
    createdUs: NOW_US - Math.floor(random() * 40) * 3_600e6 * 24 - Math.floor(random() * 5) * 1e6,
    expiresUs: random() < 0.1 ? NOW_US + (random() < 0.5 ? -1 : 1) * DAY_US : null,
    jobTypeId: 1 + Math.floor(random() * 6),
    category: pick(CATEGORIES),
    experience: pick(EXPERIENCES),
    stateFips: pick(['06', '48', '36']),
    salaryMin: 10 + Math.floor(random() * 50),
    salaryMax: 60 + Math.floor(random() * 50),
    lat: 30 + random() * 4,
    lon: -98 + random() * 4,
  }));
}

function distanceMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const unit = ({ lat, lon }: { lat: number; lon: number }) => {
    const phi = (lat * Math.PI) / 180;
    const lambda = (lon * Math.PI) / 180;
    return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
  };
  const [ax, ay, az] = unit(a);
  const [bx, by, bz] = unit(b);
  const chord = Math.hypot(ax! - bx!, ay! - by!, az! - bz!);
  return 2 * EARTH_RADIUS_M * Math.asin(chord / 2);
}

/** The same search by brute force over a list of jobs. */
function reference(jobs: Map<number, IndexedJob>, query: IndexQuery) {
  const matches = [...jobs.values()].filter((job) => {
    if (job.expiresUs !== null && job.expiresUs <= query.nowUs) return false;
    if (query.createdAfterUs !== null && job.createdUs < query.createdAfterUs) return false;
    if (query.stateFips !== null && job.stateFips !== query.stateFips) return false;
    if (query.category && job.category !== query.category) return false;
    if (query.jobTypes?.length && !query.jobTypes.includes(job.jobTypeId)) return false;
    if (query.experiences?.length && !query.experiences.includes(job.experience)) return false;
    if (query.salaryFloor !== null && job.salaryMax < query.salaryFloor) return false;
    if (query.salaryCeiling !== null && job.salaryMin > query.salaryCeiling) return false;
    if (query.within.some((set) => !set.includes(job.id))) return false;
    if (query.point) {
      const meters = distanceMeters(job, query.point);
      if (meters > query.maxMeters || meters < query.minMeters) return false;
    }
    return true;
  });
  const newest = (a: IndexedJob, b: IndexedJob) => b.createdUs - a.createdUs || b.id - a.id;
  const orders: Record<IndexSort, (a: IndexedJob, b: IndexedJob) => number> = {
    newest: (a, b) => Number(b.featured) - Number(a.featured) || newest(a, b),
    newest_plain: newest,
    oldest: (a, b) => a.createdUs - b.createdUs || a.id - b.id,
    salary_desc: (a, b) => b.salaryMax - a.salaryMax || b.id - a.id,
    salary_asc: (a, b) => a.salaryMin - b.salaryMin || a.id - b.id,
    distance: (a, b) =>
      distanceMeters(a, query.point!) - distanceMeters(b, query.point!) || a.id - b.id,
  };
  const count = (key: (job: IndexedJob) => string) => {
    const counts: Record<string, number> = {};
    for (const job of matches) counts[key(job)] = (counts[key(job)] ?? 0) + 1;
    return counts;
  };
  const dates: Record<string, number> = { all: matches.length };
  for (const [window, span] of Object.entries(DATE_WINDOWS_US))
    dates[window] = matches.filter((job) => job.createdUs >= query.nowUs - span).length;
  return {
    matches: matches.length,
    ids: matches
      .sort(orders[query.sort])
      .slice(0, query.limit)
      .map((job) => job.id),
    facets: {
      job_type: count((job) => String(job.jobTypeId)),
      category: count((job) => job.category),
      experience: count((job) => job.experience),
      date_posted: dates,
    },
  };
}

const SORTS: IndexSort[] = ['newest', 'newest_plain', 'oldest', 'salary_desc', 'salary_asc'];

function randomQuery(random: () => number, jobs: Map<number, IndexedJob>): IndexQuery {
  const maybe = (p: number) => random() < p;
  const ids = [...jobs.keys()];
  const point = maybe(0.35) ? { lat: 30 + random() * 4, lon: -98 + random() * 4 } : null;
  const sort = point && maybe(0.4) ? 'distance' : SORTS[Math.floor(random() * SORTS.length)]!;
  return {
    nowUs: NOW_US,
    point,
    minMeters: point && maybe(0.3) ? 20_000 : 0,
    maxMeters: 40_000 + random() * 200_000,
    stateFips: maybe(0.2) ? '48' : null,
    category: maybe(0.2) ? CATEGORIES[1] : undefined,
    jobTypes: maybe(0.3) ? [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)] : undefined,
    experiences: maybe(0.2) ? [EXPERIENCES[0], EXPERIENCES[3]] : undefined,
    createdAfterUs: maybe(0.3) ? NOW_US - DATE_WINDOWS_US.last_14_days : null,
    salaryFloor: maybe(0.3) ? 80 : null,
    salaryCeiling: maybe(0.2) ? 30 : null,
    within: maybe(0.3) ? [Int32Array.from(ids.filter(() => maybe(0.3)))] : [],
    sort,
    limit: maybe(0.5) ? 10 : 60,
    countCap: maybe(0.5) ? 100 : 100_000,
  };
}

function expectSame(index: OpenJobsIndex, jobs: Map<number, IndexedJob>, query: IndexQuery) {
  const got = index.search(query);
  const want = reference(jobs, query);
  expect(got.ids).toEqual(want.ids);
  expect(got.capped).toBe(want.matches > query.countCap);
  expect(got.count).toBe(Math.min(want.matches, query.countCap));
  if (!got.capped) expect(got.facets).toEqual(want.facets);
}

describe('open jobs index', () => {
  it('answers random searches as a brute-force filter and sort of the same jobs would', () => {
    const random = seeded(7);
    const jobs = new Map(makeJobs(3000, random).map((job) => [job.id, job]));
    const index = new OpenJobsIndex(jobs.values());
    for (let i = 0; i < 400; i += 1) expectSame(index, jobs, randomQuery(random, jobs));
  });

  it('stays right as jobs are added out of time order, edited, closed, and after a rebuild', () => {
    const random = seeded(11);
    const jobs = new Map(makeJobs(1500, random).map((job) => [job.id, job]));
    let index = new OpenJobsIndex(jobs.values());
    const later = makeJobs(600, random, 5000);
    for (const [i, job] of later.entries()) {
      index.upsert(job);
      jobs.set(job.id, job);
      const edited = { ...jobs.get(1 + i)!, salaryMax: 200, featured: !jobs.get(1 + i)!.featured };
      index.upsert(edited);
      jobs.set(edited.id, edited);
      index.remove(800 + i);
      jobs.delete(800 + i);
      if (i % 60 === 0) expectSame(index, jobs, randomQuery(random, jobs));
    }
    expect(index.size).toBe(jobs.size);
    for (let i = 0; i < 100; i += 1) expectSame(index, jobs, randomQuery(random, jobs));
    index = index.rebuilt();
    expect(index.size).toBe(jobs.size);
    for (let i = 0; i < 100; i += 1) expectSame(index, jobs, randomQuery(random, jobs));
  });

  it('returns the distance of each job on the page, nearest first', () => {
    const random = seeded(3);
    const jobs = new Map(makeJobs(500, random).map((job) => [job.id, job]));
    const index = new OpenJobsIndex(jobs.values());
    const point = { lat: 32, lon: -96 };
    const query = { ...randomQuery(random, jobs), point, sort: 'distance' as const, within: [] };
    const result = index.search({ ...query, minMeters: 0, maxMeters: 100_000, stateFips: null });
    result.ids.forEach((id, i) => {
      expect(result.distances[i]).toBeCloseTo(distanceMeters(jobs.get(id)!, point), 3);
      expect(result.distances[i]).toBeLessThanOrEqual(100_000);
    });
    expect(result.distances).toEqual([...result.distances].sort((a, b) => a! - b!));
  });
});
