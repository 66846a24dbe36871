export type TextPart =
  | { kind: 'text'; text: string }
  /** `path` is the in-app path when the link is on this site, else null. */
  | { kind: 'link'; text: string; href: string; path: string | null };

// Full http(s) addresses, bare www. hosts, and site paths such as /jobs/12 after a space.
const LINK = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+|(?<=^|\s)\/[a-z][\w-]+(?:\/[^\s<>"]*)?/gi;
const TRAILING = /[.,;:!?'"”’]$/;

/** A sentence's closing punctuation is not part of the address, nor a ")" that opened before it. */
function trimEnd(candidate: string) {
  let text = candidate;
  for (;;) {
    if (TRAILING.test(text)) text = text.slice(0, -1);
    else if (text.endsWith(')') && count(text, '(') < count(text, ')')) text = text.slice(0, -1);
    else if (text.endsWith(']') && count(text, '[') < count(text, ']')) text = text.slice(0, -1);
    else return text;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

function toLink(text: string, origin: string): TextPart {
  const base = text.startsWith('/') ? origin : undefined;
  const url = new URL(text.startsWith('www.') ? `https://${text}` : text, base);
  const path = url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  return { kind: 'link', text, href: url.href, path };
}

/** Splits message text into plain runs and links; same-site links carry their path for the router. */
export function splitLinks(text: string, origin: string = window.location.origin): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const linkText = trimEnd(match[0]);
    const start = match.index;
    let part: TextPart;
    try {
      part = toLink(linkText, origin);
    } catch {
      continue;
    }
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push(part);
    last = start + linkText.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
