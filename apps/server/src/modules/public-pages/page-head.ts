import type { Organization, WithContext } from 'schema-dts';
import type { Company } from '@fieldhire/contract/companies';
import { companyPath } from '@fieldhire/contract/company-path';
import type { Job, JobList } from '@fieldhire/contract/jobs';
import { formatPay } from '@fieldhire/contract/format-pay';
import { escapeHtml } from '../../platform/escape-html';
import type { ServedPage } from '../../platform/web-app';
import { absoluteUrl, jobPosting } from './job-posting';

/** JSON inside a script element: `<` escaped, so no text of the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const shorten = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

function headTags(tags: {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  robots?: string;
  jsonLd?: unknown;
}) {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Fieldhire" />`,
    `<meta property="og:title" content="${escapeHtml(tags.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(tags.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(tags.description)}" />`,
  ];
  if (tags.image) {
    lines.push(`<meta property="og:image" content="${escapeHtml(tags.image)}" />`);
    lines.push(`<meta name="twitter:image" content="${escapeHtml(tags.image)}" />`);
  }
  if (tags.robots) lines.push(`<meta name="robots" content="${tags.robots}" />`);
  if (tags.jsonLd)
    lines.push(`<script type="application/ld+json">${scriptJson(tags.jsonLd)}</script>`);
  return lines.join('\n    ');
}

/** Close to the app's own page, so the switch to the app when its script runs barely shows. */
const ARTICLE_STYLE =
  'max-width:720px;margin:0 auto;padding:24px 16px;font-family:system-ui,-apple-system,sans-serif;line-height:1.55;color:#1d2a33';

const HEADING_STYLE = 'font-size:1.6em;line-height:1.25;margin:0 0 12px';

/** The job as text for a reader without scripts: title, company, place, pay and description. */
function jobMarkup(job: Job, note?: string) {
  const place = [job.city, job.state].filter(Boolean).join(', ');
  const paragraphs = job.description
    .split(/\r?\n\s*\r?\n/)
    .map((part) => `<p>${escapeHtml(part.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
  return `<main id="main"><article style="${ARTICLE_STYLE}"><h1 style="${HEADING_STYLE}">${escapeHtml(job.title)}</h1>${
    note ? `<p><strong>${escapeHtml(note)}</strong></p>` : ''
  }<p>${escapeHtml(job.company.name)} · ${escapeHtml(place)} · ${escapeHtml(
    formatPay(job.salary_min, job.salary_max, job.salary_unit),
  )}</p>${paragraphs}</article></main>`;
}

/** Links to jobs, as the job list and a closed job's page show them. */
const jobLinks = (list: Job[]) =>
  list
    .map(
      (job) =>
        `<li><a href="/jobs/${job.id}">${escapeHtml(job.title)}</a> · ${escapeHtml(job.company.name)} · ${escapeHtml(
          `${job.city}, ${job.state}`,
        )} · ${escapeHtml(formatPay(job.salary_min, job.salary_max, job.salary_unit))}</li>`,
    )
    .join('');

/** An open job: its own title, description, canonical link, social tags and JobPosting data. */
export function openJobPage(job: Job, publicUrl: string): ServedPage {
  const place = `${job.city}, ${job.state}`;
  return {
    status: 200,
    head: headTags({
      title: `${job.title} in ${place} · ${job.company.name} · Fieldhire`,
      description: shorten(
        `${formatPay(job.salary_min, job.salary_max, job.salary_unit)} · ${place} · ${job.description}`,
        160,
      ),
      url: `${publicUrl}/jobs/${job.id}`,
      image: job.company.avatar ? absoluteUrl(publicUrl, job.company.avatar) : null,
      jsonLd: jobPosting(job, publicUrl),
    }),
    body: jobMarkup(job),
  };
}

/** A job that closed, filled or whose listing ended: 410, why, and similar open jobs nearby. */
export function closedJobPage(
  job: Job,
  why: string,
  similar: Job[],
  publicUrl: string,
): ServedPage {
  const note = `This job is no longer open: ${why}`;
  const nearby = similar.length
    ? `<h2>Similar open jobs nearby</h2><ul>${jobLinks(similar)}</ul>`
    : '';
  return {
    status: 410,
    head: headTags({
      title: `${job.title} (no longer open) · Fieldhire`,
      description: note,
      url: `${publicUrl}/jobs/${job.id}`,
      image: job.company.avatar ? absoluteUrl(publicUrl, job.company.avatar) : null,
      robots: 'noindex',
    }),
    body: jobMarkup(job, note).replace('</article>', `${nearby}</article>`),
  };
}

export const missingPage = (title: string, publicUrl: string, path: string): ServedPage => ({
  status: 404,
  head: headTags({
    title: `${title} · Fieldhire`,
    description: 'This page does not exist on Fieldhire.',
    url: `${publicUrl}${path}`,
    robots: 'noindex',
  }),
});

/** A company's public page: its own head tags and its Organization data. */
export function companyPage(company: Company, publicUrl: string): ServedPage {
  const url = `${publicUrl}${companyPath(company.id)}`;
  const place = [company.city, company.state].filter(Boolean).join(', ');
  const description = shorten(
    company.about ||
      `${company.name}${place ? ` in ${place}` : ''}: ${company.open_jobs} open field-service ${company.open_jobs === 1 ? 'job' : 'jobs'} on Fieldhire.`,
    160,
  );
  const logo = company.avatar ? absoluteUrl(publicUrl, company.avatar) : null;
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url,
    ...(logo && { logo }),
    ...(company.about && { description: company.about }),
    ...(company.website && { sameAs: [company.website] }),
    ...(company.founded_year && { foundingDate: String(company.founded_year) }),
    ...(place && {
      address: {
        '@type': 'PostalAddress',
        ...(company.city && { addressLocality: company.city }),
        ...(company.state && { addressRegion: company.state }),
        ...(company.zip && { postalCode: company.zip }),
        addressCountry: 'US',
      },
    }),
  };
  return {
    status: 200,
    head: headTags({
      title: `${company.name}${place ? ` · ${place}` : ''} · Fieldhire`,
      description,
      url,
      image: logo,
      jsonLd: organization,
    }),
  };
}

/** The job list: a title that says what was searched, and its first page of results as links. */
export function jobListPage(
  list: Pick<JobList, 'count' | 'results'>,
  what: { keyword?: string; place?: string },
  publicUrl: string,
  search: string,
): ServedPage {
  const keyword = what.keyword?.trim();
  const searched = [keyword && `"${keyword}"`, what.place && `near ${what.place}`]
    .filter(Boolean)
    .join(' ');
  const title = `${keyword ? `${keyword.charAt(0).toUpperCase()}${keyword.slice(1)} jobs` : 'Field-service jobs'}${what.place ? ` near ${what.place}` : ''}`;
  return {
    status: 200,
    head: headTags({
      title: `${title} · Fieldhire`,
      description: `${list.count.toLocaleString('en-US')} open ${list.count === 1 ? 'job' : 'jobs'}${searched ? ` for ${searched}` : ''}: inspections, signings, preservation and other on-site work near you.`,
      url: `${publicUrl}/jobs${search}`,
    }),
    body: `<main id="main"><section style="${ARTICLE_STYLE}"><h1 style="${HEADING_STYLE}">${escapeHtml(
      title,
    )}</h1><ul>${jobLinks(list.results)}</ul></section></main>`,
  };
}

const SITE_PAGES: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'Fieldhire — field-service jobs near you',
    description:
      'Find inspections, notary and loan signings, property preservation and mystery shopping jobs near you, or hire field agents by the towns they cover.',
  },
  '/about': {
    title: 'About Fieldhire',
    description:
      'Fieldhire is a marketplace for field-service work: companies post on-site jobs, field agents find and do them.',
  },
  '/pricing': {
    title: 'Pricing · Fieldhire',
    description:
      'Post a job for free; packages add job posts, featured listings and field agent contacts.',
  },
  '/companies': {
    title: 'Companies hiring field agents · Fieldhire',
    description: 'Companies posting field-service work on Fieldhire, by place and kind of work.',
  },
};

/** A page of the site itself (home, about, pricing, the directory): its own title and description. */
export function sitePage(path: string, publicUrl: string): ServedPage | null {
  const page = SITE_PAGES[path];
  if (!page) return null;
  return {
    status: 200,
    head: headTags({ ...page, url: `${publicUrl}${path === '/' ? '/' : path}` }),
  };
}
