import { REPORT_OUTCOME_TEXT, type ReportOutcome } from '@fieldhire/contract/operations';
import { actionEmail } from '../../platform/mail/templates';

interface Recipient {
  email: string;
  first_name: string;
}

const supportAction = (publicUrl: string) => ({
  label: 'Write to support',
  url: `${publicUrl}/contact`,
});

export const suspendedEmail = (to: Recipient, reason: string, publicUrl: string) =>
  actionEmail({
    to: to.email,
    subject: 'Your Fieldhire account is suspended',
    greeting: `Hi ${to.first_name},`,
    lines: [
      'We suspended your Fieldhire account. You cannot sign in, your jobs are off the job list, and payouts wait until the suspension ends.',
      `Why: ${reason}`,
    ],
    action: supportAction(publicUrl),
    footer: 'If you think this is a mistake, write to us and we will look at it again.',
  });

export const unsuspendedEmail = (to: Recipient, publicUrl: string) =>
  actionEmail({
    to: to.email,
    subject: 'Your Fieldhire account is active again',
    greeting: `Hi ${to.first_name},`,
    lines: [
      'We ended the suspension of your Fieldhire account. You can sign in again, your open jobs are back on the job list, and payouts go out as before.',
    ],
    action: { label: 'Log in', url: `${publicUrl}/login` },
    footer: 'Thanks for your patience.',
  });

export const warningEmail = (to: Recipient, reason: string, publicUrl: string) =>
  actionEmail({
    to: to.email,
    subject: 'A warning about your Fieldhire account',
    greeting: `Hi ${to.first_name},`,
    lines: [
      'Someone reported something on your account, and we found it against our rules.',
      `What we found: ${reason}`,
      'Please make sure it does not happen again: next time we may suspend the account.',
    ],
    action: supportAction(publicUrl),
    footer: 'If you think this is a mistake, write to us.',
  });

export const jobRemovedEmail = (
  to: Recipient,
  job: { id: number; title: string },
  reason: string,
  publicUrl: string,
) =>
  actionEmail({
    to: to.email,
    subject: `We removed your job ${job.title}`,
    greeting: `Hi ${to.first_name},`,
    lines: [
      `We removed the job ${job.title} from Fieldhire: it is no longer on the job list and its page is gone.`,
      `Why: ${reason}`,
    ],
    action: supportAction(publicUrl),
    footer: 'If you think this is a mistake, write to us and we will look at it again.',
  });

export const reportOutcomeEmail = (to: Recipient, outcome: ReportOutcome, publicUrl: string) =>
  actionEmail({
    to: to.email,
    subject: 'About your report on Fieldhire',
    greeting: `Hi ${to.first_name},`,
    lines: ['Thanks for your report. We looked into it.', REPORT_OUTCOME_TEXT[outcome]],
    action: { label: 'Open Fieldhire', url: publicUrl },
    footer: 'Reports help keep Fieldhire safe for everyone.',
  });
