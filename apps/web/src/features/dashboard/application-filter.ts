import type { ApplicationStatus, MyApplication } from '@fieldhire/contract/jobs';

/** The applications list's `status` filter: every application, those not withdrawn, or one status. */
export type ApplicationFilter = 'all' | 'active' | ApplicationStatus;

export const APPLICATION_FILTERS: { value: ApplicationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Not withdrawn' },
  { value: 'pending', label: 'Pending' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'withdrawn', label: 'Withdrawn' },
];

export function readApplicationFilter(raw: string | null): ApplicationFilter {
  return APPLICATION_FILTERS.find((filter) => filter.value === raw)?.value ?? 'all';
}

export function matchesApplicationFilter(application: MyApplication, filter: ApplicationFilter) {
  if (filter === 'all') return true;
  if (filter === 'active') return application.status !== 'withdrawn';
  return application.status === filter;
}

/** An application the field agent may still withdraw. */
export const canWithdraw = (status: ApplicationStatus) =>
  status !== 'withdrawn' && status !== 'rejected';
