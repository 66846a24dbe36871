import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { intArray, queryRows, type Database } from '../../db/database';
import { jobTypes } from '../../db/schema/reference';
import { unsubscribeTokens } from '../../db/schema/notifications';
import { savedSearches } from '../../db/schema/saved-searches';

import type { AlertFrequency, SavedFilter } from '@fieldhire/contract/saved-searches';
import type { IndexedAlert, MatchedJobFacts } from './alert-index';
import { listedJob } from '../../db/listed-job';

const SAVED_SEARCHES_LOCK_SPACE = 4202;
const GUEST_ALERTS_LOCK_SPACE = 4203;
/**
 * Held shared by each transaction that records a match run, from before its run takes a `seq`
 * until it commits; taken alone for a moment by a claim (`committedRunHorizon`).
 */
const RUN_WRITERS_LOCK = sql`${4204}::int, 0`;
/** One job's matchings wait for each other, so two cannot both tell one alert of it. */
const JOB_MATCHING_LOCK_SPACE = 4205;

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = Omit<typeof savedSearches.$inferInsert, 'id' | 'createdAt'>;
export interface MatchingAlert {
  id: number;
  /** Null for a guest's alert. */
  user_id: number | null;
  name: string;
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

const textArray = (values: string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
/** Whom an alert `a` emails, as the day's cap counts them: its account, else its address. */
const ownerKey = sql`coalesce('u' || a.user_id, 'g' || lower(a.email))`;

/**
 * Match runs of alert `a` that its next email or digest tells of, up to `horizon`. Read through
 * their GIN index (`inRunIndex`): `seq + 0` keeps the planner off `seq`'s own index, which would
 * read every run after the cursor and each run's whole list of alerts.
 */
const waitingRuns = (horizon?: number) => sql`alert_match_runs r
  where r.saved_search_ids @> array[a.id] and r.seq + 0 > a.sent_through_run
  ${horizon === undefined ? sql`` : sql`and r.seq + 0 <= ${horizon}`}`;

/** The columns of an active alert `a` as the matching's index keeps it (`IndexedAlert`). */
const indexedAlertColumns = sql`a.id, a.lat, a.lon, cube_ll_coord(a.place, 1) as x,
  cube_ll_coord(a.place, 2) as y, cube_ll_coord(a.place, 3) as z, a.min_chord, a.max_chord,
  a.max_meters, a.job_type_ids, a.state_fips, a.category, a.experiences, a.salary_floor,
  a.salary_ceiling, a.company_id, a.tag, a.keyword_query::text as keyword_query, a.match_keys`;

/** An alert that finds jobs: not paused, and an account's or a guest's who confirmed. */
const activeAlert = sql`not a.paused and (a.user_id is not null or a.confirmed_at is not null)`;

const matchingColumns = sql`a.id, a.user_id, a.name, 'email' = any(a.channels) as by_email,
  'in_app' = any(a.channels) as in_app, 'push' = any(a.channels) as by_push`;

/** Alert `a` emails, and to an address that is verified (an account's) or confirmed (a guest's). */
const emailsVerifiedAddress = sql`'email' = any(a.channels)
  and (a.confirmed_at is not null
       or exists (select 1 from users u where u.id = a.user_id and u.email_verified))`;

/** Alert `a` is a digest that tells its owner, an account, in the app. */
const digestInApp = sql`a.frequency <> 'instant' and 'in_app' = any(a.channels)
  and a.user_id is not null`;

export function createSavedSearchesRepository(db: Database) {
  /**
   * Runs `read` (in the caller's transaction) with the planner kept to the runs' GIN index: a run
   * table's heap is small, its alert lists stored apart (TOAST), so a sequential scan looks cheap
   * while it reads every list for every alert. JIT would only compile the plan's inflated cost,
   * and stays off to the end of the transaction.
   */
  async function inRunIndex<T>(read: () => Promise<T>) {
    await db.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
    );
    // A failed read ends the transaction, and the settings with it.
    const result = await read();
    await db.execute(sql`select set_config('enable_seqscan', 'on', true)`);
    return result;
  }

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
    /**
     * A change of frequency or channels starts the alert's telling afresh: what it matched before
     * is not sent later by the channel or digest it now has.
     */
    async update(userId: number, id: number, changes: SavedSearchChanges) {
      const afresh = changes.frequency !== undefined || changes.channels !== undefined;
      const [row] = await db
        .update(savedSearches)
        .set({
          ...changes,
          ...(afresh && {
            sentThroughRun: sql`greatest(${savedSearches.sentThroughRun},
              (select coalesce(max(seq), 0) from alert_match_runs))`,
          }),
        })
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
            where j.id = ${jobId} and ${listedJob()}`,
      );
      return row ?? null;
    },
    /** The job if it is listed, with what a notification says of it. */
    async listedJob(jobId: number) {
      const [row] = await queryRows<MatchedJob>(
        db,
        sql`select j.id, j.title, j.company_name, j.city, j.state from jobs j
            where j.id = ${jobId} and ${listedJob()}`,
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
     * Records that the job matches `savedSearchIds` as one run holding those that had not found
     * it before, so a job that closes and reopens is not told again; answers the run's `seq`, or
     * null when every alert had found the job before. An alert paused a moment ago may be named:
     * telling and claiming read only active alerts.
     */
    async recordMatches(jobId: number, savedSearchIds: number[]) {
      await db.execute(
        sql`select pg_advisory_xact_lock_shared(${RUN_WRITERS_LOCK}),
                   pg_advisory_xact_lock(${JOB_MATCHING_LOCK_SPACE}::int, ${jobId}::int)`,
      );
      const [run] = await queryRows<{ seq: number }>(
        db,
        sql`insert into alert_match_runs (job_id, saved_search_ids)
            select ${jobId}::int, array_agg(id order by id)
            from unnest(${intArray(savedSearchIds)}) id
            where id <> all(coalesce((select array_agg(told)
                                      from alert_match_runs r cross join unnest(r.saved_search_ids) told
                                      where r.job_id = ${jobId}), '{}'))
            having count(*) > 0
            returning seq::float8 as seq`,
      );
      return run?.seq ?? null;
    },

    /** Marks the run `seq` told; false when it was told before (a retried telling). */
    async markTold(seq: number) {
      const rows = await queryRows<{ seq: number }>(
        db,
        sql`update alert_match_runs set told_at = now() where seq = ${seq} and told_at is null
            returning seq`,
      );
      return rows.length > 0;
    },

    /**
     * Takes the instant alerts out of the run `seq` of a job that closed before they were told:
     * if it reopens, they find it anew and are told then.
     */
    async untellInstantAlerts(seq: number) {
      await db.execute(
        sql`with kept as (
              select r.seq, array(select id from unnest(r.saved_search_ids) id
                                  where id not in (select a.id from saved_searches a
                                                   where a.id = any(r.saved_search_ids)
                                                     and a.frequency = 'instant')) as ids
              from alert_match_runs r where r.seq = ${seq} and r.told_at is null),
            emptied as (delete from alert_match_runs r using kept
                        where r.seq = kept.seq and cardinality(kept.ids) = 0)
            update alert_match_runs r set saved_search_ids = kept.ids from kept
            where r.seq = kept.seq and cardinality(kept.ids) > 0`,
      );
    },

    /** The active instant alerts of the run `seq`, with how they tell their owner. */
    instantAlertsOfRun(seq: number) {
      return queryRows<MatchingAlert>(
        db,
        sql`select ${matchingColumns} from saved_searches a
            where a.id = any(select unnest(saved_search_ids) from alert_match_runs where seq = ${seq})
              and a.frequency = 'instant' and ${activeAlert}
            order by a.id`,
      );
    },

    /**
     * The newest match run that every later claim can take as told: no run up to it is still
     * being written. Waits for the transactions writing runs now; the runs begun after take a
     * larger `seq`. Read in a transaction.
     */
    async committedRunHorizon() {
      // Rolling back to the savepoint lets the lock go at once; an error before it ends the
      // whole transaction, which lets it go too.
      await db.execute(sql`savepoint run_horizon`);
      await db.execute(sql`select pg_advisory_xact_lock(${RUN_WRITERS_LOCK})`);
      const [row] = await queryRows<{ seq: number }>(
        db,
        sql`select coalesce(max(seq), 0)::float8 as seq from alert_match_runs`,
      );
      await db.execute(sql`rollback to savepoint run_horizon`);
      return row!.seq;
    },

    /**
     * Takes the matches of `savedSearchIds` that wait for an email or a digest, up to the run
     * `horizon`, with what the email shows (each alert's newest first), and moves the alerts'
     * cursors to `horizon`: the alerts that still email to a verified or confirmed address, and
     * the digests that tell their owner in the app.
     */
    claimMatches(savedSearchIds: number[], horizon: number) {
      return inRunIndex(() =>
        queryRows<EmailedMatch & { saved_search_id: number }>(
          db,
          sql`with claiming as (
              select a.id, a.lat, a.lon, a.sent_through_run from saved_searches a
              where a.id = any(${intArray(savedSearchIds)}) and not a.paused
                and (${emailsVerifiedAddress} or ${digestInApp})
              for update of a),
            claimed as (
              select distinct a.id as saved_search_id, r.job_id, a.lat, a.lon
              from claiming a
              cross join lateral (select r.job_id from ${waitingRuns(horizon)}) r),
            moved as (
              update saved_searches a set sent_through_run = ${horizon}
              from claiming c where a.id = c.id and a.sent_through_run < ${horizon})
            select c.saved_search_id, j.id as job_id, j.title, j.company_name,
                   j.city, j.state,
                   j.salary_min, j.salary_max, j.salary_unit, j.created_at,
                   case when c.lat is null then null
                        else earth_distance(ll_to_earth(c.lat, c.lon), j.earth) end as meters
            from claimed c
            join jobs j on j.id = c.job_id and ${listedJob()}
            order by c.saved_search_id, j.created_at desc, j.id desc`,
        ),
      );
    },

    /** Forgets the alert emails sent before `before`: the day's cap reads only the last day's. */
    async forgetAlertEmails(before: Date) {
      await db.execute(sql`delete from alert_emails where sent_at < ${before.toISOString()}`);
    },

    /**
     * Forgets up to `limit` match runs of jobs that are off the list and were last matched before
     * `before`: claims skip such jobs, so only the check that a reopened job was told before reads
     * them, and a job relisted after that long is news again. Answers how many went.
     */
    async forgetRunsOfUnlistedJobs(before: Date, limit: number) {
      const gone = await queryRows<{ seq: number }>(
        db,
        sql`delete from alert_match_runs where seq in (
              select r.seq from alert_match_runs r join jobs j on j.id = r.job_id
              where r.matched_at < ${before.toISOString()} and not (${listedJob()})
                and not exists (select 1 from alert_match_runs newer
                                where newer.job_id = r.job_id
                                  and newer.matched_at >= ${before.toISOString()})
              limit ${limit})
            returning seq`,
      );
      return gone.length;
    },

    /**
     * Alert emails sent in the last day to each owner of `alerts` (an account, or a guest's
     * address, as `ownerKey` names it). Answers how many, and when the first of them went, per
     * owner that had any.
     */
    async alertEmailsInLastDay(alerts: { user_id: number | null; email: string }[]) {
      const users = [...new Set(alerts.flatMap((alert) => alert.user_id ?? []))];
      const guests = [
        ...new Set(alerts.flatMap((alert) => (alert.user_id === null ? [alert.email] : []))),
      ];
      const rows = await queryRows<{ owner: string; sent: number; first_at: Date | string }>(
        db,
        sql`select ${ownerKey} as owner, count(*)::int as sent, min(e.sent_at) as first_at
            from saved_searches a
            join alert_emails e on e.saved_search_id = a.id and e.sent_at > now() - interval '1 day'
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
     * account or guest address the day's cap counts, `waiting` whether matches wait for its next
     * email or digest.
     */
    alertsWithOwners(savedSearchIds: number[]) {
      return inRunIndex(() =>
        queryRows<{
          id: number;
          name: string;
          filter: SavedFilter;
          frequency: AlertFrequency;
          user_id: number | null;
          email: string;
          first_name: string | null;
          owner: string;
          /** It emails, to a verified or confirmed address. */
          by_email: boolean;
          digest_in_app: boolean;
          waiting: boolean;
        }>(
          db,
          sql`select a.id, a.name, a.filter, a.frequency, a.user_id,
                   coalesce(u.email, a.email) as email, u.first_name, ${ownerKey} as owner,
                   ${emailsVerifiedAddress} as by_email, ${digestInApp} as digest_in_app,
                   exists (select 1 from ${waitingRuns()}) as waiting
            from saved_searches a left join users u on u.id = a.user_id
            where a.id = any(${intArray(savedSearchIds)})
            order by a.id`,
        ),
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

    /**
     * Digest alerts that email or tell in the app, with matches of the last `days` waiting for
     * their next digest. Read from the runs' side: the runs of a week are far fewer than the
     * digest alerts.
     */
    digestCandidates(days: number) {
      return queryRows<{
        id: number;
        frequency: AlertFrequency;
        timeZone: string;
        lastSentAt: Date | string | null;
      }>(
        db,
        sql`select a.id, a.frequency, a.time_zone as "timeZone", a.last_sent_at as "lastSentAt"
            from (select id, max(r.seq) as last_run
                  from alert_match_runs r cross join unnest(r.saved_search_ids) id
                  where r.matched_at > now() - make_interval(days => ${days}::int)
                  group by id) w
            join saved_searches a on a.id = w.id
            where w.last_run > a.sent_through_run and not a.paused
              and a.frequency in ('daily', 'weekly')
              and ('email' = any(a.channels) or ${digestInApp})`,
      );
    },

    /** The alerts of `toldIds` sent their news now; those of `emailedIds` by email. */
    async markSent(toldIds: number[], emailedIds: number[]) {
      if (emailedIds.length > 0)
        await db.execute(
          sql`insert into alert_emails (saved_search_id) select unnest(${intArray(emailedIds)})`,
        );
      if (toldIds.length > 0)
        await db
          .update(savedSearches)
          .set({ lastSentAt: new Date() })
          .where(inArray(savedSearches.id, toldIds));
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
