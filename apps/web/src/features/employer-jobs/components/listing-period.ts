import type { Job } from '@fieldhire/contract/jobs';

const formatDate = (value: string) =>
  new Date(value).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

/** Until when an open job is shown in search (its package's display period); null when always. */
export function listingPeriod(job: Pick<Job, 'status' | 'expires_at'>, now = new Date()) {
  if (job.status !== 'open' || !job.expires_at) return null;
  return new Date(job.expires_at) > now
    ? `Listed until ${formatDate(job.expires_at)}`
    : `Listing ended ${formatDate(job.expires_at)}`;
}
