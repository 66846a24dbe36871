import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { testDatabase } from '../../../test/test-app';
import { createJobSearchIndex } from './job-search-index';
import type { SearchIndexQuery } from './job-search-index';

const word = `probeword${process.pid}`;
const rare = `rareword${process.pid}`;

/** Newest first among this file's jobs; a word in 3 of 4 of them, another in 1 of 50. */
async function seed() {
  const { db } = await testDatabase();
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
  return db;
}

const query = (keyword: string, countCap: number): SearchIndexQuery => ({
  nowUs: Date.now() * 1000,
  point: null,
  minMeters: 0,
  maxMeters: Number.POSITIVE_INFINITY,
  stateFips: null,
  createdAfterUs: null,
  salaryFloor: null,
  salaryCeiling: null,
  within: [{ kind: 'keyword', value: keyword }],
  sort: 'newest',
  limit: 10,
  countCap,
});

describe('first search of a word', () => {
  let db: Awaited<ReturnType<typeof seed>>;
  let expected: { id: number }[];
  beforeAll(async () => {
    db = await seed();
    expected = await queryRows<{ id: number }>(
      db,
      sql`select id from jobs where status = 'open' and search @@ websearch_to_tsquery('english', ${word})
          order by featured desc, created_at desc, id desc limit 10`,
    );
  });

  it('answers a common word from a probe, before its set is read, with the right first page', async () => {
    // The same database, noting each statement that reads a whole match set.
    const setReads: string[] = [];
    const watched = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
        return (statement: SQL) => {
          const text = new PgDialect().sqlToQuery(statement).sql;
          if (text.includes('string_agg(int4send')) setReads.push(text);
          return target.execute(statement);
        };
      },
    });
    const index = createJobSearchIndex(watched);
    try {
      await index.ready();
      // 405 open jobs match: past a cap of 100, the probe answers "100+" from the newest jobs.
      const cold = await index.search(query(word, 100));
      expect(cold.ids).toEqual(expected.map((row) => row.id));
      expect(cold).toMatchObject({ count: 100, capped: true });
      expect(setReads).toEqual([]);
    } finally {
      index.close();
    }
  });

  it('counts exactly when the word is not common enough for the cap', async () => {
    const index = createJobSearchIndex(db);
    try {
      await index.ready();
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from jobs where status = 'open' and search @@ websearch_to_tsquery('english', ${word})`,
      );
      const cold = await index.search(query(word, 10_000));
      expect(cold).toMatchObject({ count: n, capped: false });
      expect(cold.ids).toEqual(expected.map((row) => row.id));
      const rareCount = await index.search(query(rare, 100));
      expect(rareCount.capped).toBe(false);
      expect(rareCount.count).toBe(
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from jobs where status = 'open' and search @@ websearch_to_tsquery('english', ${rare})`,
          )
        )[0]!.n,
      );
    } finally {
      index.close();
    }
  });
});
