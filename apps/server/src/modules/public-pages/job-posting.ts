import type { JobPosting, WithContext } from 'schema-dts';
import type { Job } from '@fieldhire/contract/jobs';
import { companyPath } from '@fieldhire/contract/company-path';
import { escapeHtml } from '../../platform/escape-html';

/** schema.org's unit for a pay rate; a price per job has none (its length is not known). */
const UNIT_TEXT: Partial<Record<Job['salary_unit'], string>> = {
  hour: 'HOUR',
  month: 'MONTH',
  year: 'YEAR',
};

/** An address on this site as a full URL (a logo stored as `/uploads/…`). */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;

/** A plain-text description as the HTML Google reads: escaped, line breaks kept. */
const descriptionHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** When the listing stops taking applicants: its deadline or its listing's end, whichever is first. */
function validThrough(job: Job): string | undefined {
  const ends = [
    job.deadline ? new Date(`${job.deadline.slice(0, 10)}T23:59:59Z`) : null,
    job.expires_at ? new Date(job.expires_at) : null,
  ].filter((end): end is Date => end !== null && !Number.isNaN(end.getTime()));
  if (ends.length === 0) return undefined;
  return new Date(Math.min(...ends.map((end) => end.getTime()))).toISOString();
}

/** The JobPosting structured data of an open job, as Google for Jobs reads it (typed by schema.org's vocabulary). */
export function jobPosting(job: Job, publicUrl: string): WithContext<JobPosting> {
  const unitText = UNIT_TEXT[job.salary_unit];
  const through = validThrough(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    datePosted: job.created_at.slice(0, 10),
    ...(through && { validThrough: through }),
    employmentType: 'CONTRACTOR',
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: 'Fieldhire', value: String(job.id) },
    url: `${publicUrl}/jobs/${job.id}`,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      sameAs: `${publicUrl}${companyPath(job.company.id)}`,
      ...(job.company.avatar && { logo: absoluteUrl(publicUrl, job.company.avatar) }),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.address && { streetAddress: job.address }),
        addressLocality: job.city,
        addressRegion: job.state,
        ...(job.zip && { postalCode: job.zip }),
        addressCountry: 'US',
      },
    },
    ...(unitText && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: job.salary_min,
          maxValue: job.salary_max,
          unitText,
        },
      },
    }),
  };
}
