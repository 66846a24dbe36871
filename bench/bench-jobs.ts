import { sql } from 'drizzle-orm';
import { CATEGORIES, EXPERIENCES, JOB_TYPES, SKILL_TAGS } from '@fieldhire/contract/constants';
import { intArray, queryRows, type Database } from '../apps/server/src/db/database';
import { workOfKind } from '../apps/server/src/db/seed/demo-work-terms';

const BATCH = 100_000;
const COMPANIES = 2_000;

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const jsonArray = (values: readonly unknown[]) =>
  sql.raw(
    `array[${values.map((v) => `'${JSON.stringify(v).replace(/'/g, "''")}'`).join(',')}]::jsonb[]`,
  );

// Each kind of work asks what the demo's jobs of that kind ask, in JOB_TYPES' order.
const KINDS = JOB_TYPES.map(workOfKind);
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Adds synthetic jobs with set-based SQL until the table holds `target`; returns how many it had.
 * Like the demo's, each has what its kind of work asks for (photo sets, documents, questions)
 * and its duration, and four in five a visit 2-21 days from now: an arrival window of 2-4 hours
 * or a hard start, in the afternoon UTC (the morning in the US).
 */
export async function seedBenchJobs(db: Database, target: number) {
  const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs`,
  );
  console.log(`bench database has ${existing} jobs; target ${target}`);
  if (existing < target) {
    await db.execute(sql`insert into companies (name, city, state, category, size)
      select 'Bench Field Services ' || g, 'Austin', 'TX', 'Residential', '11-50' from generate_series(1, ${COMPANIES}::int) g
      where not exists (select 1 from companies where name like 'Bench Field Services %')`);
    await db.execute(sql`drop table if exists bench_towns`);
    await db.execute(sql`create unlogged table bench_towns as
      select row_number() over (order by t.fips) as rn, t.fips, t.state_fips, t.name, t.lat, t.lon, s.usps
      from geo_towns t join geo_states s on s.fips = t.state_fips`);
    const [{ towns } = { towns: 0 }] = await queryRows<{ towns: number }>(
      db,
      sql`select count(*)::int as towns from bench_towns`,
    );
    const [{ first } = { first: 0 }] = await queryRows<{ first: number }>(
      db,
      sql`select min(id)::int as first from companies where name like 'Bench Field Services %'`,
    );
    const [{ type0 } = { type0: 0 }] = await queryRows<{ type0: number }>(
      db,
      sql`select min(id)::int as type0 from job_types`,
    );
    for (let from = existing; from < target; from += BATCH) {
      const to = Math.min(target, from + BATCH);
      const t0 = Date.now();
      await db.execute(sql`insert into jobs (company_id, company_name, title, description, category, job_type_id, tags, tags_text,
          experience, salary_min, salary_max, salary_unit, city, state, lat, lon, state_fips, town_fips, status, created_at,
          deliverables, duration_minutes, schedule)
        select ${first}::int + (h % ${COMPANIES}::int), 'Bench Field Services ' || (1 + h % ${COMPANIES}::int),
          (${textArray(JOB_TYPES)})[1 + h % 23] || ' in ' || t.name,
          'Field visit for a ' || lower((${textArray(JOB_TYPES)})[1 + h % 23]) || '. Photograph the property, take measurements and file the report in the app the same day. Roof, gutters and exterior elevations.',
          (${textArray(CATEGORIES)})[1 + (h / 7) % 4], ${type0}::int + h % 23,
          array[(${textArray(SKILL_TAGS)})[1 + (h / 11) % 14]], (${textArray(SKILL_TAGS)})[1 + (h / 11) % 14],
          (${textArray(EXPERIENCES)})[1 + (h / 13) % 5], 20 + (h / 17) % 200, 220 + (h / 19) % 300,
          (array['job','hour','job','job','month'])[1 + (h / 23) % 5],
          t.name, t.usps, t.lat + ((h % 1000) - 500) / 20000.0, t.lon + (((h / 1000) % 1000) - 500) / 20000.0, t.state_fips, t.fips,
          case when h % 10 = 0 then 'closed' else 'open' end,
          now() - ((h % 129600) || ' minutes')::interval,
          (${jsonArray(KINDS.map((kind) => kind.deliverables))})[1 + h % 23],
          (${intArray(KINDS.map((kind) => kind.minutes))})[1 + h % 23],
          case when h % 5 = 0 then null else jsonb_build_object(
            'type', case when (h / 29) % 5 < 3 then 'window' else 'hard_start' end,
            'start', to_char(v.start, ${sql.raw(ISO)}),
            'end', case when (h / 29) % 5 < 3
              then to_char(v.start + ((2 + (h / 31) % 3) || ' hours')::interval, ${sql.raw(ISO)}) end) end
        from (select g, abs(hashint4(g)) as h from generate_series(${from + 1}::int, ${to}::int) g) s
        join bench_towns t on t.rn = 1 + (s.h % ${towns}::int)
        cross join lateral (select (date_trunc('day', now() at time zone 'UTC')
          + ((2 + s.h % 20) || ' days')::interval + ((14 + (s.h / 37) % 8) || ' hours')::interval
          + (((s.h / 41) % 2 * 30) || ' minutes')::interval) as start) v`);
      console.log(
        `jobs ${to.toLocaleString('en-US')} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
      );
    }
    await db.execute(sql`drop table bench_towns`);
    await db.execute(sql`analyze`);
  }
  return existing;
}
