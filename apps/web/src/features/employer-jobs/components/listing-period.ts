import { type Job, renewable } from '@fieldhire/contract/jobs';

const formatDate = (value: string) =>
  new Date(value).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

type Listing = Pick<Job, 'status' | 'expires_at'>;

/** Whether an open job is still listed in search (its listing has not ended). */
export const listingRuns = (job: Listing, now = new Date()) =>
  job.status === 'open' && !!job.expires_at && new Date(job.expires_at) > now;

/** Whether the employer may renew the listing now: open, and ending within the reminder window. */
export const listingRenewable = (job: Listing, now = new Date()) =>
  job.status === 'open' && renewable(job.expires_at, now.getTime());

/** Until when an open job is shown in search; null for other jobs. */
export function listingPeriod(job: Listing, now = new Date()) {
  if (job.status !== 'open' || !job.expires_at) return null;
  return listingRuns(job, now)
    ? `Listed until ${formatDate(job.expires_at)}`
    : `Listing ended ${formatDate(job.expires_at)}`;
}
