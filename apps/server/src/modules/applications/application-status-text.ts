import type { ApplicationStatus } from '@fieldhire/contract/jobs';

/** How an application's status reads after "Your application for …". */
export const STATUS_TEXT: Record<ApplicationStatus, string> = {
  pending: 'is waiting for review',
  reviewed: 'has been reviewed',
  shortlisted: 'has been shortlisted',
  approved: 'has been approved: the work is yours',
  rejected: 'was not selected this time',
  withdrawn: 'was withdrawn',
};
