import type { Applicant, Job } from '@fieldhire/contract/jobs';
import { groupDigits } from '@fieldhire/contract/group-digits';
import { formatPay } from '@fieldhire/contract/format-pay';
import { formatDateTime, formatSchedule, siteClocks } from '../../../components/schedule-text';

export type CounterOfferTerms = NonNullable<Applicant['counter_offer']>;
export type ListedTerms = Pick<
  Job,
  'salary_min' | 'salary_max' | 'salary_unit' | 'schedule' | 'state'
>;

const dollars = (value: number) => `$${groupDigits(value)}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function offeredPay(offer: CounterOfferTerms, unit?: string) {
  const per = unit ? ` / ${unit}` : '';
  const { salary_min: min, salary_max: max } = offer;
  if (min !== undefined && max !== undefined)
    return `${min === max ? dollars(min) : `${dollars(min)}–${dollars(max)}`}${per}`;
  if (min !== undefined) return `from ${dollars(min)}${per}`;
  if (max !== undefined) return `up to ${dollars(max)}${per}`;
  return null;
}

/**
 * "Offer: $90–$110 / job · starts Wed, Dec 2, 10:00 AM EST · “Tuesday suits me.”", the start on
 * the clocks of the site in `listed`'s state, as the listed terms give theirs.
 */
export function formatOffer(
  offer: CounterOfferTerms,
  listed?: Pick<ListedTerms, 'salary_unit' | 'state'>,
): string {
  const parts = [
    offeredPay(offer, listed?.salary_unit),
    offer.start
      ? `starts ${formatDateTime(offer.start, listed ? siteClocks(listed.state) : 'local')}`
      : null,
    offer.note ? `“${offer.note}”` : null,
  ].filter(Boolean);
  return `Offer: ${parts.join(' · ')}`;
}

/** "Listed: $75–$100 / job · starts Tue, Dec 1, 9:00 AM EST", on the site's clocks. */
export function formatListed(job: ListedTerms): string {
  const pay = formatPay(job.salary_min, job.salary_max, job.salary_unit);
  return job.schedule
    ? `Listed: ${pay} · ${lowerFirst(formatSchedule(job.schedule, siteClocks(job.state)))}`
    : `Listed: ${pay}`;
}
