import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { SavedFilter } from '@fieldhire/contract/saved-searches';
import { users } from './accounts';
import { createdAt, cube, tsquery } from './column-types';
import { jobs } from './jobs';

/**
 * A job list search saved as a job alert. Besides the filter as the job list takes it, the
 * columns after `lastSeenAt` hold it resolved for matching new jobs (its place as a point, its
 * state as FIPS, its distances in meters); null means "any".
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The owner; null for a guest's alert, which has `email` instead. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's address: nothing is sent to it before `confirmedAt`. */
    email: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmTokenHash: text().unique('saved_searches_confirm_token_key'),
    name: text().notNull(),
    filter: jsonb().$type<SavedFilter>().notNull(),
    frequency: text().notNull(),
    channels: text().array().notNull(),
    paused: boolean().notNull().default(false),
    createdAt: createdAt(),
    lastSentAt: timestamp({ withTimezone: true }),
    /**
     * The last match run (`alert_match_runs.seq`) its emails or digests have told of: the runs
     * after it that name the alert wait for the next one.
     */
    sentThroughRun: bigint({ mode: 'number' }).notNull().default(0),
    /** When its owner last opened it: its new matches are those posted since. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    keyword: text(),
    lat: doublePrecision(),
    lon: doublePrecision(),
    minMeters: doublePrecision(),
    maxMeters: doublePrecision(),
    stateFips: text(),
    jobTypeIds: integer().array(),
    category: text(),
    experiences: text().array(),
    salaryFloor: integer(),
    salaryCeiling: integer(),
    tag: text(),
    companyId: integer(),
    /** Where it looks for jobs: digests go out in that zone's morning. */
    timeZone: text().notNull().default('America/Chicago'),
    /** Its keyword as the job list's search reads it, parsed once. */
    keywordQuery: tsquery().generatedAlwaysAs(
      sql`websearch_to_tsquery('english'::regconfig, keyword)`,
    ),
    /** Its place as a point of `earth`, made once rather than for every job it meets. */
    place: cube().generatedAlwaysAs(sql`ll_to_earth(lat, lon)`),
    /**
     * Its distances as straight lines through the earth (chords): a job's `cube_distance` from
     * `place` lies between them exactly when its distance over the surface lies between
     * `min_meters` and `max_meters`, and needs no arcsine to compare.
     */
    minChord: doublePrecision().generatedAlwaysAs(
      sql`2 * earth() * sin(min_meters / (2 * earth()))`,
    ),
    maxChord: doublePrecision().generatedAlwaysAs(
      sql`2 * earth() * sin(max_meters / (2 * earth()))`,
    ),
    /**
     * Keys of which a matching job must hold at least one (see `job_match_keys`): the terms of
     * its keyword, else its company, tag, state, job types or category, else '*' (any job). A new
     * job's candidates without a place are the alerts its keys find.
     */
    matchKeys: text()
      .array()
      .generatedAlwaysAs(
        sql`alert_match_keys(keyword, company_id, tag, state_fips, job_type_ids, category)`,
      ),
  },
  (t) => [
    check('saved_searches_owner', sql`(${t.userId} is null) <> (${t.email} is null)`),
    index('saved_searches_user_idx').on(t.userId, t.id),
    index('saved_searches_guest_idx').on(sql`lower(${t.email})`),
    index('saved_searches_active_idx')
      .on(t.id)
      .where(sql`not ${t.paused}`),
  ],
);

/**
 * The alerts that found a job, one row per matching of it: a run names only alerts that had
 * not found the job before, so a job that closes and reopens is not told again. Written only by
 * `recordMatches`, under the lock a claim's horizon waits for.
 */
export const alertMatchRuns = pgTable(
  'alert_match_runs',
  {
    seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedSearchIds: integer().array().notNull(),
    matchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its instant alerts were told: a retried telling finds it set and tells no one again. */
    toldAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('alert_match_runs_job_idx').on(t.jobId),
    // An alert's runs since its `sent_through_run`: what its next email or digest tells.
    index('alert_match_runs_alerts_idx').using('gin', t.savedSearchIds),
    index('alert_match_runs_matched_at_idx').on(t.matchedAt),
  ],
);

/** An alert email written: an owner's emails of the last day are counted against the cap. */
export const alertEmails = pgTable(
  'alert_emails',
  {
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_emails_saved_search_idx').on(t.savedSearchId, t.sentAt)],
);

/**
 * Every insert, delete and change of what an alert matches, written by a trigger (migration
 * 0027): each process's matching index follows it.
 */
export const savedSearchChanges = pgTable(
  'saved_search_changes',
  {
    seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    savedSearchId: integer().notNull(),
    changedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('saved_search_changes_changed_at_idx').on(t.changedAt)],
);
