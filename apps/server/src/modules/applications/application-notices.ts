import type { ApplicationStatus } from '@fieldhire/contract/jobs';

/** How an application's status reads after "Your application for …". */
const STATUS_TEXT: Record<ApplicationStatus, string> = {
  pending: 'is waiting for review',
  reviewed: 'has been reviewed',
  shortlisted: 'has been shortlisted',
  approved: 'has been approved: the work is yours',
  rejected: 'was not selected this time',
  withdrawn: 'was withdrawn',
};

interface NoticeJob {
  id: number;
  title: string;
}

/** What a company's managers are told when someone applies to one of its jobs. */
export const applicationReceivedNotice = (job: NoticeJob, candidateName: string) => ({
  type: 'application_received' as const,
  title: `New applicant for ${job.title}`,
  body: `${candidateName} applied to "${job.title}".`,
  link: `/employer/jobs/${job.id}`,
});

/** What a field agent is told when the company moves their application. */
export const applicationStatusNotice = (
  job: NoticeJob,
  companyName: string,
  status: ApplicationStatus,
) => ({
  type: 'application_status' as const,
  title: `Your application for ${job.title} ${STATUS_TEXT[status]}`,
  body: `Your application for "${job.title}" at ${companyName} ${STATUS_TEXT[status]}.`,
  link: `/jobs/${job.id}`,
});
