import { sql } from 'drizzle-orm';
import type { Job } from '@fieldhire/contract/jobs';
import { NO_COMPANY_RECORD, type CompanyReliability } from '@fieldhire/contract/reputation';
import type { CompanyDocumentKind } from '@fieldhire/contract/verification';
import { companyReliabilityJson } from '../reputation/reliability-columns';
import { verifiedKindsJson } from '../verification/verified-columns';
import { jobColumns, jobJoins, toJob, type JobRow } from './job-row.repository';

/**
 * The columns of a job's page, for a query over `jobPageJoins`: the job, the company's
 * introduction, its record and its verified documents. Shared by the job's own read and by reads that answer it with more.
 */
export const jobPageColumns = (viewerId: number | null) =>
  sql`${jobColumns(viewerId)}, ${companyReliabilityJson(sql`c.id`)} as company_reliability,
      ${verifiedKindsJson('company_id', sql`c.id`)} as company_verified`;

/** The tables a job page's columns read: other modules reach them here, not through the repository. */
export const jobPageJoins = jobJoins;

export type JobPageRow = JobRow & {
  company_reliability: CompanyReliability | null;
  company_verified: CompanyDocumentKind[];
};

export function toJobPage(row: JobPageRow, viewerId: number | null): Job {
  const job = toJob(row, { viewer: viewerId !== null, withAbout: true });
  return {
    ...job,
    company: {
      ...job.company,
      reliability: row.company_reliability ?? NO_COMPANY_RECORD,
      verified_documents: row.company_verified,
    },
  };
}
