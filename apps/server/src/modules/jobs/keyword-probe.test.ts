import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/database';
import { testDatabase } from '../../../test/test-app';
import type { IndexedJob, IndexQuery } from './index-query';
import { createJobSearchIndex } from './job-search-index';
import type { SearchIndexQuery } from './job-search-index';
import { expectedMatches, PROBE_ROUNDS, probeKeyword, probePlan } from './keyword-probe';
import { lexemeSharesOf, type KeywordShare } from './keyword-stats';
import { OpenJobsIndex } from './open-jobs-index';
import { createSearchIndexRepository } from './search-index.repository';

const word = `probeword${process.pid}`;
const rare = `rareword${process.pid}`;

/** Newest first among this file's jobs, all of one company; a word in 3 of 4 of them, another in 1 of 50. */
async function seed() {
  const { db, kind } = await testDatabase();
  const [company] = await queryRows<{ id: number }>(
    db,
    sql`insert into companies (name, city, state, category, size)
        values ('Probe Co', 'Austin', 'TX', 'Residential', '11-50') returning id`,
  );
  await db.execute(sql`insert into jobs (company_id, company_name, title, description, category, job_type_id, experience,
      salary_min, salary_max, salary_unit, city, state, lat, lon, state_fips, status, featured, created_at)
    select ${company!.id}, 'Probe Co', 'Inspection ' || g,
      case when g % 4 <> 0 then ${word} else 'plain' end || case when g % 50 = 0 then ' ' || ${rare} else '' end,
      'Residential', (select min(id) from job_types), '1 Year', 20, 200, 'job', 'Austin', 'TX', 30.27, -97.74, '48',
      case when g % 10 = 3 then 'closed' else 'open' end, g % 97 = 0,
      now() - (g || ' minutes')::interval
    from generate_series(1, 600) g`);
  return { db, kind, companyId: company!.id };
}

const query = (keyword: string, countCap: number, companyId?: number): SearchIndexQuery => ({
  nowUs: Date.now() * 1000,
  point: null,
  minMeters: 0,
  maxMeters: Number.POSITIVE_INFINITY,
  stateFips: null,
  createdAfterUs: null,
  salaryFloor: null,
  salaryCeiling: null,
  within: [
    { kind: 'keyword', value: keyword },
    ...(companyId === undefined ? [] : [{ kind: 'company' as const, value: String(companyId) }]),
  ],
  sort: 'newest',
  limit: 10,
  countCap,
});

/** The same database, noting the keyword whose whole set each statement reads, and the ids each check asks about. */
function watched(db: Database) {
  const setReads: unknown[] = [];
  const checks: number[] = [];
  const dialect = new PgDialect();
  const watchedDb = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return (statement: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(statement);
        if (text.includes('string_agg(int4send')) setReads.push(params.at(-1));
        if (text.includes('j.id = any(') && text.includes('websearch_to_tsquery'))
          checks.push(String(params[0]).split(',').length);
        return target.execute(statement);
      };
    },
  });
  return { db: watchedDb, setReads, checks };
}

const NOW_US = Date.UTC(2026, 10, 24, 12) * 1000;

/** 5,000 open jobs, newest with the highest id; the first 20 are in California, the others in Texas. */
const memoryJobs: IndexedJob[] = Array.from({ length: 5000 }, (_, i) => ({
  id: i + 1,
  featured: false,
  createdUs: NOW_US - (5000 - i) * 60e6,
  expiresUs: null,
  jobTypeId: 1 + (i % 3),
  category: 'Residential',
  experience: '1 Year',
  stateFips: i < 20 ? '06' : '48',
  salaryMin: 20,
  salaryMax: 200,
  lat: 30.27,
  lon: -97.74,
}));
const memoryIndex = new OpenJobsIndex(memoryJobs);

const memoryQuery = (overrides: Partial<IndexQuery> = {}): IndexQuery => ({
  nowUs: NOW_US,
  point: null,
  minMeters: 0,
  maxMeters: Number.POSITIVE_INFINITY,
  stateFips: null,
  createdAfterUs: null,
  salaryFloor: null,
  salaryCeiling: null,
  within: [],
  sort: 'newest',
  limit: 10,
  countCap: 100,
  ...overrides,
});

/** A word held by the jobs `holds` picks: its probe, each check it asked for, and the search with its whole set. */
async function probeWord(
  holds: (id: number) => boolean,
  share: KeywordShare | null,
  query = memoryQuery(),
) {
  const checks: number[][] = [];
  let uncommon = 0;
  const probed = await probeKeyword(
    memoryIndex,
    query,
    async (ids) => {
      checks.push(ids);
      return ids.filter(holds);
    },
    share,
    () => (uncommon += 1),
  );
  const set = Int32Array.from(memoryJobs.map((job) => job.id).filter(holds));
  const full = memoryIndex.search({ ...query, within: [...query.within, set] });
  return { probed, checks, uncommon, full };
}

const share = (about: number): KeywordShare => ({ atMost: about, about });

describe("planning a word's first search from the statistics", () => {
  it('checks one round, sized from the word\'s share, for the full search\'s page and "100+"', async () => {
    const { probed, checks, uncommon, full } = await probeWord((id) => id % 2 === 0, share(0.5));
    // 19 expected matches cover the page of 10 and the estimate, but for 2 standard deviations.
    expect(checks.map((ids) => ids.length)).toEqual([Math.ceil(expectedMatches(10, 0.952) / 0.5)]);
    expect(checks[0]!.length).toBeLessThan(PROBE_ROUNDS[0]!);
    expect(uncommon).toBe(0);
    expect(probed?.ids).toEqual(full.ids);
    expect(probed).toMatchObject({ count: 100, capped: true });
    expect(full.capped).toBe(true);
  });

  it("checks more jobs the nearer the word is to the cap's margin", () => {
    const query = memoryQuery({ limit: 1 });
    const rounds = (about: number) => probePlan(memoryIndex, query, share(about))!.rounds[0]!;
    // 500 expected matches of 5,000 jobs, 120 needed: the sample may fall short by 76%.
    expect(rounds(0.1)).toBe(Math.ceil(expectedMatches(1, 1 - 120 / 500) / 0.1));
    expect(rounds(0.1) * 0.1).toBeGreaterThan(rounds(0.4) * 0.4);
  });

  it("reads the set of a word whose matches cannot pass the cap's margin, checking none", async () => {
    // 50 jobs of 5,000: the count must be exact, and the set is smaller than the search.
    const { probed, checks } = await probeWord((id) => id % 100 === 0, share(0.01));
    expect(probed).toBeNull();
    expect(checks).toEqual([]);
  });

  it("checks every job of a search smaller than the word's set, for an exact answer", async () => {
    const query = memoryQuery({ stateFips: '06' });
    const { probed, checks, full } = await probeWord((id) => id % 3 === 0, share(0.02), query);
    expect(checks.map((ids) => ids.length)).toEqual([20]);
    expect(probed).toEqual(full);
    expect(probed).toMatchObject({ count: 6, capped: false });
  });

  it('reads the set of a word too near the cap for a probe to be sure, checking none', async () => {
    // 125 expected matches against 120 needed: a sure probe would check more jobs than the set holds.
    const { probed, checks } = await probeWord((id) => id % 40 === 0, share(0.025));
    expect(probed).toBeNull();
    expect(checks).toEqual([]);
  });

  it('goes on with a second round when the first finds too few for the page', async () => {
    // Half the jobs, but only one in ten of the newest 100.
    const holds = (id: number) => (id > 4900 ? id % 10 === 0 : id % 2 === 0);
    const { probed, checks, uncommon, full } = await probeWord(holds, share(0.5));
    const first = Math.ceil(expectedMatches(10, 0.952) / 0.5);
    expect(checks.map((ids) => ids.length)).toEqual([first, 3 * first]);
    // The word is common: its set is not read meanwhile.
    expect(uncommon).toBe(0);
    expect(probed?.ids).toEqual(full.ids);
    expect(probed).toMatchObject({ count: 100, capped: true });
  });

  it('goes on with a second round when the first estimates short of the margin', async () => {
    // One of the newest 70 jobs (1.4%: 71 of 5,000, short of 120), then one in six.
    const holds = (id: number) => (id > 4930 ? id === 4990 : id > 4750 && id % 6 === 0);
    const query = memoryQuery({ limit: 1 });
    const { probed, checks, full } = await probeWord(holds, share(0.1), query);
    const first = Math.ceil(expectedMatches(1, 1 - 120 / 500) / 0.1);
    // The second round checks as many jobs as half the word's set: 250.
    expect(checks.map((ids) => ids.length)).toEqual([first, 250 - first]);
    expect(first).toBe(70);
    expect(probed?.ids).toEqual(full.ids);
    expect(probed).toMatchObject({ count: 100, capped: true });
  });

  it('reads the set when the statistics overstate the word', async () => {
    const { probed, checks } = await probeWord((id) => id % 100 === 0, share(0.5));
    expect(checks).toHaveLength(2);
    expect(probed).toBeNull();
  });

  it('probes 200, then 2,000 jobs without statistics of the word', async () => {
    const { probed, checks, uncommon } = await probeWord((id) => id % 100 === 0, null);
    expect(checks.map((ids) => ids.length)).toEqual([200, 1800]);
    expect(uncommon).toBe(1);
    expect(probed).toBeNull();
    const common = await probeWord((id) => id % 2 === 0, { atMost: 0.5, about: null });
    expect(common.checks.map((ids) => ids.length)).toEqual([200]);
    expect(common.probed?.ids).toEqual(common.full.ids);
  });

  it('answers exactly what the full search does, or "100+" only past the cap', async () => {
    for (const every of [1, 2, 3, 7, 20, 45, 100])
      for (const about of [1, 0.5, 0.2, 0.05, 0.02, 0.005])
        for (const query of [memoryQuery(), memoryQuery({ jobTypes: [2], sort: 'oldest' })]) {
          const { probed, full } = await probeWord((id) => id % every === 0, share(about), query);
          if (!probed) continue;
          expect(probed.ids).toEqual(full.ids);
          if (probed.capped) expect(full.capped).toBe(true);
          else expect(probed).toEqual(full);
        }
  });

  it('expects enough matches for the page and for the share, but for 2 standard deviations', () => {
    const forPage = expectedMatches(10, 1);
    expect(forPage - 2 * Math.sqrt(forPage)).toBeCloseTo(10);
    expect(expectedMatches(10, 0.1)).toBeCloseTo(400);
  });
});

describe('first search of a word', () => {
  let db: Database;
  let kind: string;
  let companyId: number;
  let expected: { id: number }[];
  const openCount = async (keyword: string) =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from jobs where status = 'open' and search @@ websearch_to_tsquery('english', ${keyword})`,
      )
    )[0]!.n;
  beforeAll(async () => {
    ({ db, kind, companyId } = await seed());
    expected = await queryRows<{ id: number }>(
      db,
      sql`select id from jobs where status = 'open' and search @@ websearch_to_tsquery('english', ${word})
          order by featured desc, created_at desc, id desc limit 10`,
    );
  });

  it('answers a common word from a probe, before its set is read, with the right first page', async () => {
    const watch = watched(db);
    const index = createJobSearchIndex(watch.db);
    try {
      await index.ready();
      // 405 open jobs match: past a cap of 100, the probe answers "100+" from the newest jobs.
      const cold = await index.search(query(word, 100));
      expect(cold.ids).toEqual(expected.map((row) => row.id));
      expect(cold).toMatchObject({ count: 100, capped: true });
      expect(watch.setReads).toEqual([]);
      // PGlite keeps no statistics before ANALYZE: the probe checks the newest 200 jobs first.
      if (kind === 'pglite') expect(watch.checks[0]).toBe(PROBE_ROUNDS[0]);
    } finally {
      index.close();
    }
  });

  it('counts exactly when the word is not common enough for the cap', async () => {
    const index = createJobSearchIndex(db);
    try {
      await index.ready();
      const cold = await index.search(query(word, 10_000));
      expect(cold).toMatchObject({ count: await openCount(word), capped: false });
      expect(cold.ids).toEqual(expected.map((row) => row.id));
      const rareCount = await index.search(query(rare, 100));
      expect(rareCount).toMatchObject({ count: await openCount(rare), capped: false });
    } finally {
      index.close();
    }
  });

  describe('with the statistics ANALYZE keeps of the search text', () => {
    beforeAll(async () => {
      await db.execute(sql`analyze jobs`);
    });

    /** A search index that has read the company's set (so a keyword is the search's only set not read). */
    async function companyIndex(watchedDb: Database) {
      const index = createJobSearchIndex(watchedDb);
      await index.search({
        ...query(word, 100, companyId),
        within: [{ kind: 'company', value: String(companyId) }],
      });
      return index;
    }

    it("reads each common lexeme's share, and a keyword's query", async () => {
      const repository = createSearchIndexRepository(db);
      const { lexemes, shares } = await repository.searchLexemeStats();
      const share = lexemeSharesOf(lexemes, shares)?.shares.get(word);
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThanOrEqual(0.75);
      expect(await repository.keywordQuery(`${word} Lakes`)).toBe(`'${word}' & 'lake'`);
    });

    it('answers a common word from one probe sized from its share', async () => {
      const watch = watched(db);
      const index = await companyIndex(watch.db);
      try {
        const cold = await index.search(query(word, 100, companyId));
        expect(cold.ids).toEqual(expected.map((row) => row.id));
        expect(cold).toMatchObject({ count: 100, capped: true });
        expect(watch.setReads).not.toContain(word);
        // Fewer than a probe without statistics checks first, and no second round.
        expect(watch.checks).toHaveLength(1);
        expect(watch.checks[0]).toBeLessThan(PROBE_ROUNDS[0]!);
      } finally {
        index.close();
      }
    });

    it("reads a rare word's set at once, checking no job against it", async () => {
      const watch = watched(db);
      const index = await companyIndex(watch.db);
      try {
        const cold = await index.search(query(rare, 100, companyId));
        expect(cold).toMatchObject({ count: await openCount(rare), capped: false });
        expect(watch.setReads).toContain(rare);
        expect(watch.checks).toEqual([]);
      } finally {
        index.close();
      }
    });
  });
});
