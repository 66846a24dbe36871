import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { jobTypes } from '../../db/schema/reference';
import { unsubscribeTokens } from '../../db/schema/notifications';
import { savedSearches } from '../../db/schema/saved-searches';

import type { AlertFrequency, SavedFilter } from '@fieldhire/contract/saved-searches';
import type { IndexedAlert, MatchedJobFacts } from './alert-index';

const SAVED_SEARCHES_LOCK_SPACE = 4202;
const GUEST_ALERTS_LOCK_SPACE = 4203;

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = Omit<typeof savedSearches.$inferInsert, 'id' | 'createdAt'>;
export interface MatchingAlert {
  id: number;
  /** Null for a guest's alert. */
  user_id: number | null;
  name: string;
  /** It tells of each job as it comes rather than in a digest. */
  instant: boolean;
  by_email: boolean;
  in_app: boolean;
  by_push: boolean;
}

export interface MatchedJob {
  id: number;
  title: string;
  company_name: string;
  city: string;
  state: string;
}

/** A job waiting in an alert email, with what the email shows of it. */
export interface EmailedMatch {
  job_id: number;
  title: string;
  company_name: string;
  city: string;
  state: string;
  salary_min: number;
  salary_max: number;
  salary_unit: 'hour' | 'job' | 'month' | 'year';
  created_at: Date | string;
  /** From the alert's place, when it has one. */
  meters: number | null;
}

export type SavedSearchChanges = Partial<
  Pick<SavedSearchRow, 'name' | 'frequency' | 'channels' | 'paused'>
>;

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const textArray = (values: string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
/** Whom an alert `a` emails, as the day's cap counts them: its account, else its address. */
const ownerKey = sql`coalesce('u' || a.user_id, 'g' || lower(a.email))`;

/** An alert match `m` that waits for the email that will carry it (alert_matches_unemailed_idx). */
const waitingForEmail = sql`m.by_email and m.emailed_at is null`;

/** The columns of an active alert `a` as the matching's index keeps it (`IndexedAlert`). */
const indexedAlertColumns = sql`a.id, a.lat, a.lon, cube_ll_coord(a.place, 1) as x,
  cube_ll_coord(a.place, 2) as y, cube_ll_coord(a.place, 3) as z, a.min_chord, a.max_chord,
  a.max_meters, a.job_type_ids, a.state_fips, a.category, a.experiences, a.salary_floor,
  a.salary_ceiling, a.company_id, a.tag, a.keyword_query::text as keyword_query, a.match_keys`;

/** An alert that finds jobs: not paused, and an account's or a guest's who confirmed. */
const activeAlert = sql`not a.paused and (a.user_id is not null or a.confirmed_at is not null)`;

const matchingColumns = sql`a.id, a.user_id, a.name, a.frequency = 'instant' as instant,
  'email' = any(a.channels) as by_email, 'in_app' = any(a.channels) as in_app,
  'push' = any(a.channels) as by_push`;

export function createSavedSearchesRepository(db: Database) {
  const owned = (userId: number, id: number) =>
    and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

  return {
    list(userId: number) {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.id));
    },
    /** Makes one account's saves wait for each other, so two at once cannot pass the limit. */
    async lockUser(userId: number) {
      await db.execute(
        sql`select pg_advisory_xact_lock(${SAVED_SEARCHES_LOCK_SPACE}::int, ${userId}::int)`,
      );
    },
    async count(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },
    async insert(values: NewSavedSearch) {
      const [row] = await db.insert(savedSearches).values(values).returning();
      return row!;
    },
    async update(userId: number, id: number, changes: SavedSearchChanges) {
      const [row] = await db
        .update(savedSearches)
        .set(changes)
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },
    async markSeen(userId: number, id: number) {
      const [row] = await db
        .update(savedSearches)
        .set({ lastSeenAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },
    async remove(userId: number, id: number) {
      const rows = await db
        .delete(savedSearches)
        .where(owned(userId, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },
    /** Active alerts after `afterId`, in id order, as the matching's index keeps them. */
    indexedAlerts(afterId: number, limit: number) {
      return queryRows<IndexedAlert>(
        db,
        sql`select ${indexedAlertColumns} from saved_searches a
            where a.id > ${afterId} and ${activeAlert} order by a.id limit ${limit}`,
      );
    },
    /** Those of `ids` that are active, as the matching's index keeps them. */
    indexedAlertsAmong(ids: number[]) {
      return queryRows<IndexedAlert>(
        db,
        sql`select ${indexedAlertColumns} from saved_searches a
            where a.id = any(${intArray(ids)}) and ${activeAlert}`,
      );
    },
    /**
     * The job if it is listed, with what a notification says of it and what the matching reads:
     * its point of `earth` and its keys (`job_match_keys`).
     */
    async listedJobFacts(jobId: number) {
      const [row] = await queryRows<MatchedJob & MatchedJobFacts>(
        db,
        sql`select j.id, j.title, j.company_name, j.city, j.state, j.lat, j.lon,
                   cube_ll_coord(j.earth, 1) as x, cube_ll_coord(j.earth, 2) as y,
                   cube_ll_coord(j.earth, 3) as z, j.job_type_id, j.state_fips, j.category,
                   j.experience, j.salary_min, j.salary_max, j.company_id, j.tags,
                   job_match_keys(j.search, j.company_id, j.tags, j.state_fips, j.job_type_id,
                                  j.category) as match_keys
            from jobs j
            where j.id = ${jobId} and j.status = 'open' and (j.expires_at is null or j.expires_at > now())`,
      );
      return row ?? null;
    },
    /** Those of `savedSearchIds` whose keyword finds the job. */
    async keywordsFinding(jobId: number, savedSearchIds: number[]) {
      if (savedSearchIds.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select a.id from saved_searches a, jobs j
            where j.id = ${jobId} and a.id = any(${intArray(savedSearchIds)})
              and j.search @@ a.keyword_query`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Records that the job matches `savedSearchIds` (still active ones: the index may be a moment
     * behind); answers those that had not found it before, so a job that closes and reopens is
     * not told again.
     */
    recordMatches(jobId: number, savedSearchIds: number[]) {
      return queryRows<MatchingAlert>(
        db,
        sql`with matched as (
              select ${matchingColumns} from saved_searches a
              where a.id = any(${intArray(savedSearchIds)}) and ${activeAlert}),
            recorded as (
              insert into alert_matches (saved_search_id, job_id, by_email)
              select m.id, ${jobId}::int, m.by_email from matched m
              on conflict do nothing
              returning saved_search_id)
            select m.* from matched m join recorded r on r.saved_search_id = m.id
            order by m.id`,
      );
    },

    /**
     * Takes the matches of `savedSearchIds` that wait for an email, marking them emailed, with
     * what the email shows (each alert's newest first), for the alerts that still email to a
     * verified or confirmed address.
     */
    claimEmailMatches(savedSearchIds: number[]) {
      return queryRows<EmailedMatch & { saved_search_id: number }>(
        db,
        sql`with claimed as (
              update alert_matches m set emailed_at = now()
              from saved_searches a
              where m.saved_search_id = any(${intArray(savedSearchIds)}) and ${waitingForEmail}
                and a.id = m.saved_search_id and not a.paused and 'email' = any(a.channels)
                and (a.confirmed_at is not null
                     or exists (select 1 from users u where u.id = a.user_id and u.email_verified))
              returning m.saved_search_id, m.job_id)
            select c.saved_search_id, j.id as job_id, j.title, j.company_name, j.city, j.state,
                   j.salary_min, j.salary_max, j.salary_unit, j.created_at,
                   case when a.lat is null then null
                        else earth_distance(ll_to_earth(a.lat, a.lon), j.earth) end as meters
            from claimed c
            join jobs j on j.id = c.job_id
            join saved_searches a on a.id = c.saved_search_id
            order by c.saved_search_id, j.created_at desc, j.id desc`,
      );
    },

    /**
     * Alert emails sent in the last day to each owner of `alerts` (an account, or a guest's
     * address, as `ownerKey` names it): each email is the matches one alert claimed at one
     * moment. Answers how many, and when the first of them went, per owner that had any.
     */
    async alertEmailsInLastDay(alerts: { user_id: number | null; email: string }[]) {
      const users = [...new Set(alerts.flatMap((alert) => alert.user_id ?? []))];
      const guests = [
        ...new Set(alerts.flatMap((alert) => (alert.user_id === null ? [alert.email] : []))),
      ];
      const rows = await queryRows<{ owner: string; sent: number; first_at: Date | string }>(
        db,
        // Each of the owners' alerts probes its own recent emails (lateral), rather than all of
        // the day's emails being matched to their owners: those grow through a digest run.
        sql`select ${ownerKey} as owner, count(*)::int as sent, min(s.emailed_at) as first_at
            from saved_searches a
            cross join lateral (select distinct m.emailed_at from alert_matches m
                                where m.saved_search_id = a.id
                                  and m.emailed_at > now() - interval '1 day') s
            where a.user_id = any(${intArray(users)})
               or (a.user_id is null and lower(a.email) = any(${textArray(guests)}))
            group by 1`,
      );
      return new Map(
        rows.map((row) => [row.owner, { sent: row.sent, firstAt: new Date(row.first_at) }]),
      );
    },

    /**
     * The alerts of `savedSearchIds` and their owners, for their emails: `owner` names the
     * account or guest address the day's cap counts, `waiting` whether matches wait for an email.
     */
    alertsWithOwners(savedSearchIds: number[]) {
      return queryRows<{
        id: number;
        name: string;
        filter: SavedFilter;
        frequency: AlertFrequency;
        user_id: number | null;
        email: string;
        first_name: string | null;
        owner: string;
        waiting: boolean;
      }>(
        db,
        sql`select a.id, a.name, a.filter, a.frequency, a.user_id,
                   coalesce(u.email, a.email) as email, u.first_name, ${ownerKey} as owner,
                   exists (select 1 from alert_matches m
                           where m.saved_search_id = a.id and ${waitingForEmail}) as waiting
            from saved_searches a left join users u on u.id = a.user_id
            where a.id = any(${intArray(savedSearchIds)})
            order by a.id`,
      );
    },

    /**
     * Makes the alert emails of these owners wait for each other, as `lockUser` and `lockGuest`
     * do for one: accounts then addresses, each in one order, so two batches cannot deadlock.
     */
    async lockOwners(alerts: { user_id: number | null; email: string }[]) {
      const users = [...new Set(alerts.flatMap((alert) => alert.user_id ?? []))];
      const guests = alerts.flatMap((alert) => (alert.user_id === null ? [alert.email] : []));
      if (users.length)
        await db.execute(
          sql`select pg_advisory_xact_lock(${SAVED_SEARCHES_LOCK_SPACE}::int, id)
              from (select distinct id from unnest(${intArray(users)}) id order by id) owners`,
        );
      if (guests.length)
        await db.execute(
          sql`select pg_advisory_xact_lock(${GUEST_ALERTS_LOCK_SPACE}::int, key)
              from (select distinct hashtext(lower(email)) as key
                    from unnest(${textArray(guests)}) email order by key) owners`,
        );
    },

    /** One-click unsubscribe tokens (hashed), each naming an alert and whom its email went to. */
    async addUnsubscribeTokens(
      rows: {
        tokenHash: string;
        savedSearchId: number;
        userId: number | null;
        email: string | null;
      }[],
    ) {
      if (rows.length === 0) return;
      await db
        .insert(unsubscribeTokens)
        .values(rows.map((row) => ({ ...row, type: 'alert_match' })));
    },

    /** Digest alerts that email and have matches waiting for their next digest. */
    digestCandidates() {
      return db
        .select({
          id: savedSearches.id,
          frequency: savedSearches.frequency,
          timeZone: savedSearches.timeZone,
          lastSentAt: savedSearches.lastSentAt,
        })
        .from(savedSearches)
        .where(
          sql`not ${savedSearches.paused} and ${savedSearches.frequency} in ('daily', 'weekly')
              and 'email' = any(${savedSearches.channels})
              and exists (select 1 from alert_matches m where m.saved_search_id = ${savedSearches.id}
                          and ${waitingForEmail})`,
        );
    },

    async markSent(savedSearchIds: number[]) {
      if (savedSearchIds.length === 0) return;
      await db
        .update(savedSearches)
        .set({ lastSentAt: new Date() })
        .where(inArray(savedSearches.id, savedSearchIds));
    },

    /** A field agent's job types and the first of their coverage towns as "Town, ST". */
    async profileSetup(userId: number) {
      const [row] = await queryRows<{ job_types: number[] | null; town: string | null }>(
        db,
        sql`select (select array_agg(job_type_id order by job_type_id) from candidate_job_types
                    where user_id = ${userId}) as job_types,
                   (select t.name || ', ' || s.usps from candidate_coverage_towns c
                    join geo_towns t on t.fips = c.town_fips join geo_states s on s.fips = c.state_fips
                    where c.user_id = ${userId} order by t.name, t.fips limit 1) as town`,
      );
      return { jobTypes: row?.job_types ?? [], town: row?.town ?? null };
    },

    /** Makes one address's guest alerts wait for each other, as `lockUser` does for accounts. */
    async lockGuest(email: string) {
      await db.execute(
        sql`select pg_advisory_xact_lock(${GUEST_ALERTS_LOCK_SPACE}::int, hashtext(lower(${email})))`,
      );
    },

    async guestCount(email: string) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from saved_searches where lower(email) = lower(${email})`,
      );
      return row?.n ?? 0;
    },

    /** A guest opened the confirmation link: the alert starts; the link works once. */
    async confirmGuest(tokenHash: string) {
      const [row] = await db
        .update(savedSearches)
        .set({ confirmedAt: new Date(), confirmTokenHash: null })
        .where(eq(savedSearches.confirmTokenHash, tokenHash))
        .returning();
      return row ?? null;
    },

    /**
     * The confirmed alerts a guest made with the verified address of `userId`'s account become
     * the account's, as many as fit under `limit`.
     */
    async adoptGuestAlerts(userId: number, limit: number) {
      await db.execute(
        sql`update saved_searches set user_id = ${userId}, email = null
            where id in (select id from saved_searches
                         where lower(email) = (select lower(u.email) from users u
                                               where u.id = ${userId} and u.email_verified)
                           and confirmed_at is not null
                         order by id
                         limit greatest(0, ${limit} - (select count(*) from saved_searches
                                                       where user_id = ${userId})))`,
      );
    },

    async jobTypeNames(ids: number[]) {
      if (!ids.length) return new Map<number, string>();
      const rows = await db
        .select({ id: jobTypes.id, name: jobTypes.name })
        .from(jobTypes)
        .where(inArray(jobTypes.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
