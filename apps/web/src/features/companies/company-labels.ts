import type { Company } from '@fieldhire/contract/companies';
import { plural } from '../../lib/plural';

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'most_jobs', label: 'Most open jobs' },
  { value: 'distance', label: 'Nearest' },
] as const;

export const sizeLabel = (size: string) => `${size} employees`;

/** "Austin, TX 78701", or whatever part of it the company gave. */
export function placeLabel(company: Pick<Company, 'city' | 'state' | 'zip'>): string | null {
  const cityState = [company.city, company.state].filter(Boolean).join(', ');
  const place = [cityState, company.zip].filter(Boolean).join(' ');
  return place || null;
}

export const websiteLabel = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

export const openJobsLabel = (count: number) =>
  count === 0 ? 'No open jobs' : plural(count, 'open job');

export const companyCountLabel = (count: number) => plural(count, 'company', 'companies');

/** The job search limited to one company's jobs. */
export const openJobsPath = (companyId: number) =>
  `/jobs?${new URLSearchParams({ company: String(companyId) })}`;
