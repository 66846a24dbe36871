import { sql } from 'drizzle-orm';
import { CATEGORIES, SKILL_TAGS } from '@fieldhire/contract/constants';
import { queryRows, type Database } from '../apps/server/src/db/database';

const BATCH = 100_000;
/** Field agents who own the alerts, 25 each at a million. */
export const ALERT_OWNERS = 40_000;
/** Words of the bench jobs' titles: each is in the title of about one job in 23. */
const KEYWORDS = [
  'notary',
  'mortgage',
  'appraisal',
  'preservation',
  'occupancy',
  'hazard',
  'disaster',
  'claims',
  'merchandising',
  'audit',
  'photography',
  'survey',
  'loan signing',
  'mystery',
  'maintenance',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(db, query))[0]?.n ?? 0;

/**
 * Adds synthetic job alerts, owned by verified field agents, with set-based SQL until the table
 * holds `target`. They are spread over the US towns as the bench jobs are, shaped as field agents
 * who work near home set them: 97.2% around a town within 10, 25 or 50 miles (seven in ten of
 * them also choosing one or two job types, two a keyword, one nothing more); 2% a state and job
 * types; 0.5% a company; 0.1% a keyword anywhere; 0.05% a tag; 0.1% job types; 0.02% a category;
 * about 0.001% every job. Instant 50%, daily 40%, weekly 10%; all by email and in the app.
 */
export async function seedBenchAlerts(db: Database, target: number) {
  const existing = await count(db, sql`select count(*)::int as n from saved_searches`);
  console.log(`bench database has ${existing} alerts; target ${target}`);
  if (existing >= target) return existing;
  await db.execute(sql`insert into users (username, email, password_hash, first_name, last_name, role, email_verified)
    select 'bench-agent-' || g, 'bench-agent-' || g || '@bench.test', 'x', 'Agent', 'Bench' || g, 'candidate', true
    from generate_series(1, ${ALERT_OWNERS}::int) g
    where not exists (select 1 from users where username = 'bench-agent-1')`);
  const firstOwner = await count(
    db,
    sql`select min(id)::int as n from users where username like 'bench-agent-%'`,
  );
  const firstCompany = await count(
    db,
    sql`select min(id)::int as n from companies where name like 'Bench Field Services %'`,
  );
  const firstType = await count(db, sql`select min(id)::int as n from job_types`);
  await db.execute(sql`drop table if exists bench_alert_towns`);
  await db.execute(sql`create unlogged table bench_alert_towns as
    select row_number() over (order by t.fips) as rn, t.state_fips, t.lat, t.lon, s.usps, t.name
    from geo_towns t join geo_states s on s.fips = t.state_fips`);
  const towns = await count(db, sql`select count(*)::int as n from bench_alert_towns`);
  for (let from = existing; from < target; from += BATCH) {
    const to = Math.min(target, from + BATCH);
    const t0 = Date.now();
    await db.execute(sql`
      with s as (
        select g, h, t.*, h % 10000 as shape, (h / 7) % 10 as detail,
               (array[10, 25, 25, 50])[1 + (h / 11) % 4] as miles,
               case when (h / 13) % 2 = 0 then array[${firstType}::int + (h / 17) % 23]
                    else array[${firstType}::int + (h / 17) % 23, ${firstType}::int + (h / 19) % 23] end as types,
               (${textArray(KEYWORDS)})[1 + (h / 23) % ${KEYWORDS.length}::int] as word,
               (array['instant','instant','instant','instant','instant','daily','daily','daily','daily','weekly'])[1 + (h / 29) % 10] as frequency
        from (select g, abs(hashint4(g + 7919)) as h from generate_series(${from + 1}::int, ${to}::int) g) x
        join bench_alert_towns t on t.rn = 1 + (x.h % ${towns}::int)),
      c as (
        select g, frequency,
          case when shape < 9700 or (shape > 9976 and (h / 41) % 20 <> 0) then lat end as lat,
          case when shape < 9700 or (shape > 9976 and (h / 41) % 20 <> 0) then lon end as lon,
          case when shape < 9700 or (shape > 9976 and (h / 41) % 20 <> 0) then miles end as miles,
          case when shape < 9700 or (shape > 9976 and (h / 41) % 20 <> 0) then name || ', ' || usps end as place,
          case when shape between 9700 and 9899 then usps end as state,
          case when shape between 9700 and 9899 then state_fips end as state_fips,
          case when ((shape < 9700 or (shape > 9976 and (h / 41) % 20 <> 0)) and detail < 7) or shape between 9700 and 9899 or shape between 9965 and 9974 then types end as types,
          case when ((shape < 9700 or (shape > 9976 and (h / 41) % 20 <> 0)) and detail between 7 and 8) or shape between 9950 and 9959 then word end as keyword,
          case when shape between 9900 and 9949 then ${firstCompany}::int + (h / 31) % 2000 end as company,
          case when shape between 9960 and 9964 then (${textArray(SKILL_TAGS)})[1 + (h / 37) % 14] end as tag,
          case when shape between 9975 and 9976 then (${textArray(CATEGORIES)})[1 + (h / 43) % 4] end as category
        from s)
      insert into saved_searches (user_id, name, filter, frequency, channels, lat, lon, min_meters, max_meters,
                                  state_fips, job_type_ids, keyword, company_id, tag, category, time_zone)
      select ${firstOwner}::int + (g % ${ALERT_OWNERS}::int), 'Bench alert ' || g,
        jsonb_strip_nulls(jsonb_build_object('keyword', keyword, 'location', place, 'destination_max', miles,
          'location_state', state, 'jobType', to_jsonb(types), 'company', company, 'tag', tag, 'category', category)),
        frequency, array['email', 'in_app'], lat, lon,
        case when lat is not null then 0 end, miles * 1609.344,
        state_fips, types, keyword, company, tag, category, 'America/Chicago'
      from c`);
    console.log(
      `alerts ${to.toLocaleString('en-US')} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  await db.execute(sql`drop table bench_alert_towns`);
  // The seed's own entries in the change log: every process loads the alerts whole at its start.
  await db.execute(sql`truncate saved_search_changes`);
  await db.execute(sql`analyze saved_searches`);
  return existing;
}
