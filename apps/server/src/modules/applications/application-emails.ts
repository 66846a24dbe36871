import type { ApplicationStatus } from '@fieldhire/contract/jobs';
import { actionEmail } from '../../platform/mail/templates';

const STATUS_TEXT: Record<ApplicationStatus, string> = {
  pending: 'is waiting for review',
  reviewed: 'has been reviewed',
  shortlisted: 'has been shortlisted',
  approved: 'has been approved: the work is yours',
  rejected: 'was not selected this time',
  withdrawn: 'was withdrawn',
};

export const statusChangeEmail = (
  to: { email: string; firstName: string },
  job: { title: string; companyName: string; url: string },
  status: ApplicationStatus,
) =>
  actionEmail({
    to: to.email,
    subject: `Your application for ${job.title} ${STATUS_TEXT[status]}`,
    greeting: `Hi ${to.firstName},`,
    lines: [`Your application for "${job.title}" at ${job.companyName} ${STATUS_TEXT[status]}.`],
    action: { label: 'View the job', url: job.url },
    footer: 'You receive this email because you applied to this job on Fieldhire.',
  });
