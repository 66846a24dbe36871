import { sql } from 'drizzle-orm';
import type { Job } from '@fieldhire/contract/jobs';
import { NO_COMPANY_RECORD, type CompanyReliability } from '@fieldhire/contract/reputation';
import { companyReliabilityJson } from '../reputation/reliability-columns';
import { jobColumns, jobJoins, toJob, type JobRow } from './job-row.repository';

/**
 * The columns of a job's page, for a query over `jobPageJoins`: the job, the company's
 * introduction and its record. Shared by the job's own read and by reads that answer it with more.
 */
export const jobPageColumns = (viewerId: number | null) =>
  sql`${jobColumns(viewerId)}, ${companyReliabilityJson(sql`c.id`)} as company_reliability`;

/** The tables a job page's columns read: other modules reach them here, not through the repository. */
export const jobPageJoins = jobJoins;

export type JobPageRow = JobRow & { company_reliability: CompanyReliability | null };

export function toJobPage(row: JobPageRow, viewerId: number | null): Job {
  const job = toJob(row, { viewer: viewerId !== null, withAbout: true });
  return {
    ...job,
    company: { ...job.company, reliability: row.company_reliability ?? NO_COMPANY_RECORD },
  };
}
