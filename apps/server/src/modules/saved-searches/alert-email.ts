import { formatPay } from '@fieldhire/contract/format-pay';
import {
  savedFilterQuery,
  type AlertFrequency,
  type SavedFilter,
} from '@fieldhire/contract/saved-searches';
import { escapeHtml } from '../../platform/escape-html';
import { shownMiles } from '../../platform/geo/geo-math';
import type { MailMessage } from '../../platform/mail/mailer';
import { actionEmail, type Unsubscribe } from '../../platform/mail/templates';
import type { EmailedMatch } from './saved-searches.repository';

/** Jobs an email lists before it sends the reader to the whole search. */
export const EMAILED_JOBS_SHOWN = 10;

const MUTED = 'font-size:13px;color:#51616b;margin:0 0 8px';

function postedAgo(createdAt: Date, now: Date) {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

interface AlertEmail {
  to: string;
  /** Null for a guest. */
  firstName: string | null;
  alert: { name: string; filter: SavedFilter; frequency: AlertFrequency };
  matches: EmailedMatch[];
  publicUrl: string;
  unsubscribe: Unsubscribe;
  now?: Date;
}

/** One alert's new jobs: title, company, place, distance, pay and posted time of each. */
export function alertEmail({
  to,
  firstName,
  alert,
  matches,
  publicUrl,
  unsubscribe,
  now = new Date(),
}: AlertEmail): MailMessage {
  const count = matches.length;
  const jobs = `${count} new ${count === 1 ? 'job' : 'jobs'} for ${alert.name}`;
  const subject = alert.frequency === 'instant' ? jobs : `Your ${alert.frequency} alert: ${jobs}`;
  const searchUrl = `${publicUrl}/jobs?${savedFilterQuery(alert.filter)}`;
  const shown = matches.slice(0, EMAILED_JOBS_SHOWN).map((match) => {
    const place = `${match.city}, ${match.state}`;
    const distance = match.meters === null ? null : `${shownMiles(match.meters)} mi away`;
    return {
      url: `${publicUrl}/jobs/${match.job_id}`,
      title: match.title,
      details: [match.company_name, place, ...(distance ? [distance] : [])].join(' · '),
      terms: `${formatPay(match.salary_min, match.salary_max, match.salary_unit)} · posted ${postedAgo(new Date(match.created_at), now)}`,
    };
  });
  const more = count - shown.length;
  const moreLine = more > 0 ? `And ${more} more, in the whole search:` : 'The whole search:';

  const text = [
    firstName ? `Hi ${firstName},` : 'Hello,',
    '',
    `New jobs match your alert ${alert.name}:`,
    '',
    ...shown.flatMap((job) => [job.title, job.details, job.terms, job.url, '']),
    `${moreLine} ${searchUrl}`,
    '',
    `Stop this alert: ${unsubscribe.pageUrl}`,
    ...(unsubscribe.settingsUrl ? [`Manage your alerts: ${unsubscribe.settingsUrl}`] : []),
    '',
    '— Fieldhire',
  ].join('\n');

  const jobsHtml = shown
    .map(
      (job) => `<div style="border-top:1px solid #e3e9ec;padding:12px 0">
<p style="margin:0 0 4px;font-weight:bold"><a href="${escapeHtml(job.url)}" style="color:#0b6e75;text-decoration:none">${escapeHtml(job.title)}</a></p>
<p style="margin:0 0 2px;font-size:14px">${escapeHtml(job.details)}</p>
<p style="margin:0;font-size:14px;color:#51616b">${escapeHtml(job.terms)}</p></div>`,
    )
    .join('');
  const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#1d2a33;background:#f4f7f8;padding:16px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#0b6e75;margin:0 0 16px">Fieldhire</p>
<p style="margin:0 0 12px">${firstName ? `Hi ${escapeHtml(firstName)},` : 'Hello,'}</p>
<p style="margin:0 0 12px">New jobs match your alert <strong>${escapeHtml(alert.name)}</strong>:</p>
${jobsHtml}
<p style="margin:24px 0"><a href="${escapeHtml(searchUrl)}" style="background:#0b6e75;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${more > 0 ? `See all ${count} jobs` : 'Open the search'}</a></p>
<p style="${MUTED}">You receive this email because you saved this search as a job alert on Fieldhire.</p>
<p style="${MUTED}"><a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:#0b6e75">Stop this alert</a>${unsubscribe.settingsUrl ? ` · <a href="${escapeHtml(unsubscribe.settingsUrl)}" style="color:#0b6e75">Manage your alerts</a>` : ''}</p>
</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A guest's alert waits for this link: nothing else is sent to the address before it. */
export function confirmAlertEmail({ to, name, url }: { to: string; name: string; url: string }) {
  return actionEmail({
    to,
    subject: `Confirm your job alert: ${name}`,
    greeting: 'Hello,',
    lines: [
      `Someone, probably you, asked Fieldhire to email this address about new jobs for ${name}.`,
      'Confirm to start the alert. If it was not you, ignore this email: nothing more will be sent.',
    ],
    action: { label: 'Confirm the alert', url },
    footer: 'You receive this email because this address was entered for a job alert on Fieldhire.',
  });
}
