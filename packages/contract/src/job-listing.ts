import type { Job } from './jobs';

type ListingFacts = Pick<Job, 'status' | 'expires_at'> & { company: Pick<Job['company'], 'name'> };

/** Why a job takes no applicants (closed, filled, or its listing ended), or null while it is listed. */
export function whyNotListed(job: ListingFacts, now = Date.now()): string | null {
  if (job.status === 'filled') return `${job.company.name} has filled it.`;
  if (job.status === 'closed') return `${job.company.name} stopped taking applicants.`;
  if (job.expires_at && new Date(job.expires_at).getTime() <= now) return 'Its listing has ended.';
  return null;
}
