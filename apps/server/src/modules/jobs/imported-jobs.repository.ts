import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import type { ImportedJob } from './imported-job';

/** A company's job that an import row names by its external id. */
export interface ImportedJobState {
  id: number;
  importHash: string | null;
  expiresAt: Date | null;
}

/** An import row with the listing end it is written with. */
export interface ImportedJobWrite {
  job: ImportedJob;
  expiresAt: Date;
}

/** What an import row sets on a job it updates: all but the listing, its status and counts. */
const UPDATED_COLUMNS = [
  'title',
  'description',
  'category',
  'jobTypeId',
  'tags',
  'tagsText',
  'experience',
  'salaryMin',
  'salaryMax',
  'salaryUnit',
  'address',
  'city',
  'state',
  'zip',
  'lat',
  'lon',
  'stateFips',
  'townFips',
  'deadline',
  'schedule',
  'durationMinutes',
  'deliverables',
  'importHash',
] as const satisfies (keyof typeof jobs.$inferInsert)[];

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function createImportedJobsRepository(db: Database) {
  return {
    /** The company's jobs with these external ids, by external id. */
    async byExternalIds(companyId: number, externalIds: string[]) {
      const found = new Map<string, ImportedJobState>();
      if (externalIds.length === 0) return found;
      const rows = await db
        .select({
          externalId: jobs.externalId,
          id: jobs.id,
          importHash: jobs.importHash,
          expiresAt: jobs.expiresAt,
        })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), inArray(jobs.externalId, externalIds)));
      for (const { externalId, ...state } of rows) found.set(externalId!, state);
      return found;
    },

    /**
     * Writes the rows in one statement: a row whose external id is new to the company is posted
     * open, one naming a job of the company updates it (its listing end only while it is open,
     * its openings never below the agents assigned). Answers each written job's id and whether it
     * was new.
     */
    async upsert(companyId: number, postedBy: number, rows: ImportedJobWrite[]) {
      if (rows.length === 0) return [];
      const [company] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      const values = rows.map(({ job, expiresAt }) => ({
        companyId,
        postedBy,
        companyName: company!.name,
        externalId: job.externalId,
        importHash: job.importHash,
        title: job.title,
        description: job.description,
        category: job.category,
        jobTypeId: job.jobTypeId,
        tags: job.tags,
        tagsText: job.tags.join(' '),
        experience: job.experience,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        salaryUnit: job.salaryUnit,
        address: job.address,
        city: job.city,
        state: job.state,
        zip: job.zip,
        lat: job.lat,
        lon: job.lon,
        stateFips: job.stateFips,
        townFips: job.townFips,
        deadline: job.deadline ? new Date(job.deadline) : null,
        expiresAt,
        openings: job.openings,
        schedule: job.schedule,
        durationMinutes: job.durationMinutes,
        deliverables: job.deliverables,
      }));
      const set = Object.fromEntries(
        UPDATED_COLUMNS.map((key) => [key, sql`excluded.${sql.identifier(snakeCase(key))}`]),
      );
      return db
        .insert(jobs)
        .values(values)
        .onConflictDoUpdate({
          target: [jobs.companyId, jobs.externalId],
          targetWhere: sql`external_id is not null`,
          set: {
            ...set,
            openings: sql`greatest(excluded.openings, jobs.filled)`,
            expiresAt: sql`case when jobs.status = 'open' then excluded.expires_at else jobs.expires_at end`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`jobs.import_hash is distinct from excluded.import_hash`,
        })
        .returning({ id: jobs.id, inserted: sql<boolean>`xmax = 0` });
    },
  };
}
