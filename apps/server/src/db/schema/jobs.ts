import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Deliverable, Schedule } from '@fieldhire/contract/work-terms';
import { users } from './accounts';
import { createdAt, cube, tsvector, updatedAt } from './column-types';
import { companies } from './companies';
import { jobTypes } from './reference';

export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull(),
    companyName: text().notNull(),
    category: text().notNull(),
    jobTypeId: integer()
      .notNull()
      .references(() => jobTypes.id),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The tags joined by spaces, kept by the repository so the search vector can include them. */
    tagsText: text().notNull().default(''),
    experience: text().notNull(),
    salaryMin: integer().notNull(),
    salaryMax: integer().notNull(),
    salaryUnit: text({ enum: ['hour', 'job', 'month', 'year'] }).notNull(),
    address: text(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    stateFips: text().notNull(),
    townFips: text(),
    status: text({ enum: ['open', 'closed', 'filled'] })
      .notNull()
      .default('open'),
    featured: boolean().notNull().default(false),
    deadline: timestamp({ withTimezone: true }),
    /** When the listing stops showing; every open job has one (30 days unless set otherwise). */
    expiresAt: timestamp({ withTimezone: true }).default(sql`now() + interval '30 days'`),
    /** How many agents the job needs; `filled` counts its live work orders. */
    openings: integer().notNull().default(1),
    filled: integer().notNull().default(0),
    /** `{ type: 'hard_start' | 'window', start, end }`, ISO times. */
    schedule: jsonb().$type<Schedule>(),
    durationMinutes: integer(),
    deliverables: jsonb()
      .$type<Deliverable[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Why an operator keeps the job off the market: `removed` (taken down: its page is gone too)
     * or `suspended` (its company's owner is suspended). Null for every other job.
     */
    heldReason: text({ enum: ['removed', 'suspended'] }),
    /** When the job was last closed; a reopening soon after it is an undo. */
    closedAt: timestamp({ withTimezone: true }),
    /** The company's own id for the job (bulk import, API): the same id updates the same job. */
    externalId: text(),
    /** SHA-256 of the import row that last wrote the job, so an unchanged row is skipped. */
    importHash: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** ll_to_earth(lat, lon), stored so radius searches do not recompute it for every candidate row. */
    earth: cube().generatedAlwaysAs(sql`ll_to_earth(lat, lon)`),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(tags_text, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('jobs_company_external_key')
      .on(t.companyId, t.externalId)
      .where(sql`external_id is not null`),
    index('jobs_search_idx').using('gin', t.search),
    index('jobs_open_earth_idx')
      .using('gist', t.earth)
      .where(sql`status = 'open'`),
    index('jobs_open_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'open'`),
    // Featured jobs come first in the newest sort; they are few, so they get their own walk.
    index('jobs_open_featured_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'open' and featured`),
    // Migration 0008 rebuilt this with INCLUDE (the facet columns), which drizzle cannot declare;
    // the candidate dashboard counts a job type's open jobs of the last week from it.
    index('jobs_open_type_newest_idx')
      .on(t.jobTypeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'open'`),
    check('jobs_open_listing_ends', sql`${t.status} <> 'open' or ${t.expiresAt} is not null`),
    // The operators' weekly figures count the jobs posted per week from it.
    index('jobs_created_idx').on(t.createdAt),
    index('jobs_company_idx').on(t.companyId),
    index('jobs_type_idx').on(t.jobTypeId),
    index('jobs_tags_idx').using('gin', t.tags),
  ],
);

/**
 * Every insert, update and delete of a job, written by a trigger, so each server process can bring
 * its in-memory search index up to date whoever changed the job.
 */
export const jobChanges = pgTable(
  'job_changes',
  {
    seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer().notNull(),
    changedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('job_changes_changed_at_idx').on(t.changedAt)],
);

export const applications = pgTable(
  'applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({
      enum: ['pending', 'reviewed', 'shortlisted', 'approved', 'rejected', 'withdrawn'],
    })
      .notNull()
      .default('pending'),
    message: text().notNull().default(''),
    /** Other pay and/or start the applicant proposed: `{ salary_min?, salary_max?, start?, note? }`. */
    counterOffer: jsonb().$type<{
      salary_min?: number;
      salary_max?: number;
      start?: string;
      note?: string;
    }>(),
    profileSnapshot: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId, t.createdAt.desc()),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * An uploaded file of jobs to post or update: its rows as read and checked, kept between the
 * preview and the import, then the import's progress and outcome.
 */
export const jobImports = pgTable(
  'job_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    status: text({ enum: ['previewed', 'running', 'done', 'failed'] })
      .notNull()
      .default('previewed'),
    /** The rows that passed the checks, as the import writes them. */
    rows: jsonb().notNull(),
    /** `{ row, column, message }` for every problem found, in plain words. */
    errors: jsonb().notNull(),
    totalRows: integer().notNull(),
    processedRows: integer().notNull().default(0),
    createdCount: integer().notNull().default(0),
    updatedCount: integer().notNull().default(0),
    unchangedCount: integer().notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('job_imports_company_idx').on(t.companyId, t.id)],
);
