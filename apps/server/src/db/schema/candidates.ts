import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './column-types';
import { jobs } from './jobs';
import { certifications, educations, geoTowns, jobTypes, skillTags } from './reference';

const userRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const candidateJobTypes = pgTable(
  'candidate_job_types',
  {
    userId: userRef(),
    jobTypeId: integer()
      .notNull()
      .references(() => jobTypes.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobTypeId] }),
    index('candidate_job_types_type_idx').on(t.jobTypeId),
  ],
);

export const candidateSkillTags = pgTable(
  'candidate_skill_tags',
  {
    userId: userRef(),
    skillTagId: integer()
      .notNull()
      .references(() => skillTags.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillTagId] })],
);

export const candidateCertifications = pgTable(
  'candidate_certifications',
  {
    userId: userRef(),
    certificationId: integer()
      .notNull()
      .references(() => certifications.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.certificationId] })],
);

export const candidateEducations = pgTable(
  'candidate_educations',
  {
    userId: userRef(),
    educationId: integer()
      .notNull()
      .references(() => educations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.educationId] })],
);

export const candidateCoverageTowns = pgTable(
  'candidate_coverage_towns',
  {
    userId: userRef(),
    townFips: text()
      .notNull()
      .references(() => geoTowns.fips),
    stateFips: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.townFips] }),
    index('candidate_coverage_towns_town_idx').on(t.townFips),
    index('candidate_coverage_towns_state_idx').on(t.stateFips),
  ],
);

/** Field agents a company invited to one of its jobs (the first invitation to each job). */
export const candidateInvites = pgTable(
  'candidate_invites',
  {
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: userRef(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    id: integer().notNull().unique().generatedAlwaysAsIdentity(),
    /** pending, accepted (the agent applied) or declined. */
    status: text().notNull().default('pending'),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.candidateId] }),
    index('candidate_invites_candidate_idx').on(t.candidateId),
  ],
);
