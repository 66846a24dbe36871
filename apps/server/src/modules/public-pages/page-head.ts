import type { Organization, WithContext } from 'schema-dts';
import type { Company } from '@fieldhire/contract/companies';
import { companyPath } from '@fieldhire/contract/company-path';
import type { Job, JobList } from '@fieldhire/contract/jobs';
import { formatPay } from '@fieldhire/contract/format-pay';
import { escapeHtml } from '../../platform/escape-html';
import type { ServedPage } from '../../platform/web-app';
import { breadcrumbs, jobTrail } from './breadcrumbs';
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
  jsonLd?: unknown[];
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
  for (const data of tags.jsonLd ?? [])
    lines.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return lines.join('\n    ');
}

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
      jsonLd: [jobPosting(job, publicUrl), breadcrumbs(publicUrl, jobTrail(job))],
    }),
    renderable: true,
  };
}

/** A job that closed, filled or whose listing ended: 410, no JobPosting, and a note why. */
export function closedJobPage(job: Job, why: string, publicUrl: string): ServedPage {
  const note = `This job is no longer open: ${why}`;
  return {
    status: 410,
    head: headTags({
      title: `${job.title} (no longer open) · Fieldhire`,
      description: note,
      url: `${publicUrl}/jobs/${job.id}`,
      image: job.company.avatar ? absoluteUrl(publicUrl, job.company.avatar) : null,
      robots: 'noindex',
    }),
    renderable: true,
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
      jsonLd: [
        organization,
        breadcrumbs(publicUrl, [{ name: 'Companies', path: '/companies' }, { name: company.name }]),
      ],
    }),
    renderable: true,
  };
}

/** The job list: a title and description that say what was searched and how much was found. */
export function jobListPage(
  list: Pick<JobList, 'count'>,
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
    renderable: true,
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
    renderable: true,
  };
}
