import { escapeHtml } from '../escape-html';

/** How a non-security email stops: a one-click link (RFC 8058) and the settings page. */
export interface Unsubscribe {
  /** What this kind of email is about, as the footer names it ("new applicants to your jobs"). */
  what: string;
  /** `{PUBLIC_URL}/api/unsubscribe/{token}/`, which mail clients POST to. */
  oneClickUrl: string;
  /** `{PUBLIC_URL}/unsubscribe/{token}`, the page a person opens. */
  pageUrl: string;
  /** The settings page; none for an address without an account. */
  settingsUrl?: string;
}

/** What a job alert's emails are about, as their footer and the unsubscribe page name it. */
export const jobAlertLabel = (alertName: string) => `the job alert ${alertName}`;

/** The links of the unsubscribe token `token`; `settingsPath` is the web app's page of settings. */
export function unsubscribeLinks(
  publicUrl: string,
  token: string,
  what: string,
  settingsPath: string | null,
): Unsubscribe {
  return {
    what,
    oneClickUrl: `${publicUrl}/api/unsubscribe/${token}/`,
    pageUrl: `${publicUrl}/unsubscribe/${token}`,
    ...(settingsPath !== null && { settingsUrl: `${publicUrl}${settingsPath}` }),
  };
}

interface ActionEmail {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
  unsubscribe?: Unsubscribe;
}

const MUTED = 'font-size:13px;color:#51616b;margin:0 0 8px';

export function actionEmail({
  to,
  subject,
  greeting,
  lines,
  action,
  footer,
  unsubscribe,
}: ActionEmail) {
  const stop = unsubscribe
    ? [
        `Stop emails about ${unsubscribe.what}: ${unsubscribe.pageUrl}`,
        ...(unsubscribe.settingsUrl ? [`All email settings: ${unsubscribe.settingsUrl}`] : []),
      ]
    : [];
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${action.label}: ${action.url}`,
    '',
    footer,
    ...stop,
    '',
    '— Fieldhire',
  ].join('\n');
  const paragraphs = lines
    .map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`)
    .join('');
  const stopHtml = unsubscribe
    ? `<p style="${MUTED}"><a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:#0b6e75">Unsubscribe from ${escapeHtml(unsubscribe.what)}</a>${unsubscribe.settingsUrl ? ` · <a href="${escapeHtml(unsubscribe.settingsUrl)}" style="color:#0b6e75">Email settings</a>` : ''}</p>`
    : '';
  const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#1d2a33;background:#f4f7f8;padding:16px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#0b6e75;margin:0 0 16px">Fieldhire</p>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b6e75;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="${MUTED};word-break:break-all">If the button does not work, open this link: <a href="${escapeHtml(action.url)}" style="color:#0b6e75">${escapeHtml(action.url)}</a></p>
<p style="${MUTED}">${escapeHtml(footer)}</p>${stopHtml}</div></body></html>`;
  const headers = unsubscribe
    ? {
        'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined;
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}
