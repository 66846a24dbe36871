import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { jobTypes } from '../../db/schema/reference';
import { alertMatches, savedSearches } from '../../db/schema/saved-searches';

import type { AlertFrequency, SavedFilter } from '@fieldhire/contract/saved-searches';

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

/** An alert match `m` that waits for the email that will carry it (alert_matches_unemailed_idx). */
const waitingForEmail = sql`m.by_email and m.emailed_at is null`;

/**
 * The alerts (not paused) a job matches: the job list's search run backwards, one statement for
 * all of them. The indexes give the candidates: the alerts whose place's reach holds the job's
 * point, and the alerts without a place that hold one of the job's keys; each condition of the
 * search then decides, a null column letting any job through.
 */
const alertsMatchingQuery = (jobId: number) =>
  sql`with job as (
        select j.*, job_match_keys(j.search, j.company_id, j.tags, j.state_fips,
                                   j.job_type_id, j.category) as match_keys
        from jobs j where j.id = ${jobId}),
      candidates as (
        select a.* from job, saved_searches a
        where not a.paused and a.lat is not null and a.reach @> job.earth
        union all
        select a.* from job, saved_searches a
        where not a.paused and a.lat is null and a.match_keys && job.match_keys)
      select a.id, a.user_id, a.name, a.frequency = 'instant' as instant,
             'email' = any(a.channels) as by_email, 'in_app' = any(a.channels) as in_app,
             'push' = any(a.channels) as by_push
      from job j, candidates a
      where (a.user_id is not null or a.confirmed_at is not null)
        and (a.job_type_ids is null or j.job_type_id = any(a.job_type_ids))
        and (a.state_fips is null or a.state_fips = j.state_fips)
        and (a.category is null or a.category = j.category)
        and (a.experiences is null or j.experience = any(a.experiences))
        and (a.salary_floor is null or j.salary_max >= a.salary_floor)
        and (a.salary_ceiling is null or j.salary_min <= a.salary_ceiling)
        and (a.company_id is null or a.company_id = j.company_id)
        and (a.tag is null or j.tags @> array[a.tag])
        and (a.lat is null or earth_distance(ll_to_earth(a.lat, a.lon), j.earth)
                              between a.min_meters and a.max_meters)
        and (a.keyword_query is null or j.search @@ a.keyword_query)
      order by a.id`;

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
    /** The listed job, if it still is, with what a notification says of it. */
    async listedJob(jobId: number) {
      const [row] = await queryRows<MatchedJob>(
        db,
        sql`select j.id, j.title, j.company_name, j.city, j.state from jobs j
            where j.id = ${jobId} and j.status = 'open' and (j.expires_at is null or j.expires_at > now())`,
      );
      return row ?? null;
    },

    /** The alerts a job matches (see `alertsMatchingQuery`). */
    alertsMatching(jobId: number) {
      return queryRows<MatchingAlert>(db, alertsMatchingQuery(jobId));
    },
    /** The matching statement itself, for EXPLAIN. */
    alertsMatchingQuery,

    /** Records what the alerts found; answers only the pairs not recorded before. */
    async recordMatches(rows: (typeof alertMatches.$inferInsert)[]) {
      if (rows.length === 0) return [];
      return db
        .insert(alertMatches)
        .values(rows)
        .onConflictDoNothing()
        .returning({ savedSearchId: alertMatches.savedSearchId });
    },

    /**
     * Takes an alert's matches that wait for an email, marking them emailed, with what the email
     * shows (newest first), if the alert still emails and its owner's address is verified.
     */
    claimEmailMatches(savedSearchId: number) {
      return queryRows<EmailedMatch>(
        db,
        sql`with claimed as (
              update alert_matches m set emailed_at = now()
              from saved_searches a
              where m.saved_search_id = ${savedSearchId} and ${waitingForEmail}
                and a.id = m.saved_search_id and not a.paused and 'email' = any(a.channels)
                and (a.confirmed_at is not null
                     or exists (select 1 from users u where u.id = a.user_id and u.email_verified))
              returning m.job_id)
            select j.id as job_id, j.title, j.company_name, j.city, j.state, j.salary_min,
                   j.salary_max, j.salary_unit, j.created_at,
                   case when a.lat is null then null
                        else earth_distance(ll_to_earth(a.lat, a.lon), j.earth) end as meters
            from claimed c
            join jobs j on j.id = c.job_id
            join saved_searches a on a.id = ${savedSearchId}
            order by j.created_at desc, j.id desc`,
      );
    },

    /**
     * Alert emails sent in the last day to the owner of an alert (an account, or a guest's
     * address): each email is the matches one alert claimed at one moment. Answers how many, and
     * when the first of them went.
     */
    async alertEmailsInLastDay(owner: { user_id: number | null; email: string }) {
      const [row] = await queryRows<{ sent: number; first_at: Date | string | null }>(
        db,
        // Each of the owner's alerts probes its own recent emails (lateral), rather than all of
        // the day's emails being matched to their owners: those grow through a digest run.
        sql`select count(*)::int as sent, min(s.emailed_at) as first_at
            from saved_searches a
            cross join lateral (select distinct m.emailed_at from alert_matches m
                                where m.saved_search_id = a.id
                                  and m.emailed_at > now() - interval '1 day') s
            where ${
              owner.user_id === null
                ? sql`a.user_id is null and lower(a.email) = lower(${owner.email})`
                : sql`a.user_id = ${owner.user_id}`
            }`,
      );
      return {
        sent: row?.sent ?? 0,
        firstAt: row?.first_at ? new Date(row.first_at) : null,
      };
    },

    async hasMatchesWaitingForEmail(savedSearchId: number) {
      const rows = await queryRows(
        db,
        sql`select 1 from alert_matches m
            where m.saved_search_id = ${savedSearchId} and ${waitingForEmail} limit 1`,
      );
      return rows.length > 0;
    },

    /** The alert and its owner, for its email. */
    async alertWithOwner(savedSearchId: number) {
      const [row] = await queryRows<{
        id: number;
        name: string;
        filter: SavedFilter;
        frequency: AlertFrequency;
        user_id: number | null;
        email: string;
        first_name: string | null;
      }>(
        db,
        sql`select a.id, a.name, a.filter, a.frequency, a.user_id,
                   coalesce(u.email, a.email) as email, u.first_name
            from saved_searches a left join users u on u.id = a.user_id
            where a.id = ${savedSearchId}`,
      );
      return row ?? null;
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

    async markSent(savedSearchId: number) {
      await db
        .update(savedSearches)
        .set({ lastSentAt: new Date() })
        .where(eq(savedSearches.id, savedSearchId));
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
