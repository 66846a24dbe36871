export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface ActionEmail {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
}

export function actionEmail({ to, subject, greeting, lines, action, footer }: ActionEmail) {
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', footer, '', '— Fieldhire'].join('\n');
  const paragraphs = lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2a33;background:#f4f7f8;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:28px">
<p style="font-size:18px;font-weight:bold;color:#0b6e75;margin:0 0 16px">Fieldhire</p>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b6e75;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#51616b;margin:0 0 8px">If the button does not work, open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="font-size:13px;color:#51616b;margin:0">${escapeHtml(footer)}</p></div></body></html>`;
  return { to, subject, text, html };
}
