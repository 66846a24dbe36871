import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPath } from '@fieldhire/contract/company-path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jobs as jobsTable } from '../../db/schema/jobs';
import { signedIn } from '../../../test/accounts-fixture';
import { jobInput } from '../../../test/job-input';
import { buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { richResultIssues } from '../../../test/rich-results';
import { createTestApp } from '../../../test/test-app';
import { createSitemaps } from './sitemaps';

const PUBLIC_URL = 'http://fieldhire.localhost';
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Fieldhire is a job marketplace for field-service work."
    />
    <title>Fieldhire — field-service jobs</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let app: FastifyInstance;
let db: Database;
let webDist: string;
let employer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'fieldhire-web-'));
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  ({ app, db } = await createTestApp({ WEB_DIST_DIR: webDist }));
  employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, 20);
});
afterAll(() => app.close());

const page = (url: string) => app.inject({ method: 'GET', url });
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

async function postWith(fields: Record<string, unknown>) {
  const posted = await employer.client.post('/api/jobs/', { ...jobInput(), ...fields });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json<{ id: number }>().id;
}

/** A date `days` from today, as a job's deadline is written. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a job page as first served', () => {
  it('carries the job, its own head tags and JobPosting data with Google’s required properties', async () => {
    const id = await postWith({
      title: 'Roof inspection <b>urgent</b> </script><script>alert(1)</script>',
      description: 'Photograph every elevation.\n\nUpload the same day.',
      salary_min: 30,
      salary_max: 45,
      salary_unit: 'hour',
      address: '500 Congress Ave',
      deadline: dayFromNow(5),
    });
    const response = await page(`/jobs/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Roof inspection &lt;b&gt;urgent&lt;/b&gt;');
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${id}" />`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('/assets/index-abc123.js');

    const [posting, trail, ...others] = jsonLd(html);
    expect(others).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Roof inspection <b>urgent</b> </script><script>alert(1)</script>',
      description: 'Photograph every elevation.<br><br>Upload the same day.',
      employmentType: 'CONTRACTOR',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Fieldhire', value: String(id) },
      validThrough: `${dayFromNow(5)}T23:59:59.000Z`,
      hiringOrganization: {
        '@type': 'Organization',
        name: expect.any(String),
        sameAs: `${PUBLIC_URL}${companyPath(employer.companyId!)}`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '500 Congress Ave',
          addressLocality: 'Austin',
          addressRegion: 'TX',
          postalCode: '78701',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 30, maxValue: 45, unitText: 'HOUR' },
      },
    });
    // Google's required properties, each present and not empty.
    for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'])
      expect(posting?.[key], key).toBeTruthy();
    expect(String(posting?.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Jobs', item: `${PUBLIC_URL}/jobs` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Texas jobs',
          item: `${PUBLIC_URL}/jobs?location_state=TX`,
        },
        { '@type': 'ListItem', position: 3, name: posting?.title },
      ],
    });
    // On-site work has no remote applicant rules, so only those two are left out.
    expect(await richResultIssues(html)).toEqual({
      errors: [],
      missing: ['JobPosting.applicantLocationRequirements', 'JobPosting.jobLocationType'],
    });
  });

  it('ends every JobPosting with its listing, and answers 410 once the listing ended', async () => {
    const posted = await employer.client.post('/api/jobs/', jobInput('Listing that ends'));
    const job = posted.json<{ id: number; expires_at: string }>();
    const [posting] = jsonLd((await page(`/jobs/${job.id}`)).body);
    expect(posting?.validThrough).toBe(job.expires_at);
    expect(Date.parse(job.expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await db
      .update(jobsTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobsTable.id, job.id));
    // Pages and sitemaps are kept a short while per process: a new one reads the end at once.
    const fresh = await createTestApp({ WEB_DIST_DIR: webDist });
    const ended = await fresh.app.inject(`/jobs/${job.id}`);
    expect(ended.statusCode).toBe(410);
    expect(jsonLd(ended.body)).toEqual([]);
    const sitemaps = createSitemaps({ db, publicUrl: PUBLIC_URL, pageSize: 50_000 });
    expect(await sitemaps.page('jobs', 1)).not.toContain(`/jobs/${job.id}<`);
    await fresh.app.close();
  });

  it('leaves out the pay of a price per job, which has no honest unit', async () => {
    const id = await postWith({ salary_unit: 'job' });
    const [posting] = jsonLd((await page(`/jobs/${id}`)).body);
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('answers 410 without JobPosting once the job closed, and 404 for an unknown or malformed id', async () => {
    const id = await postWith({ title: 'Vacancy check in Boise' });
    expect((await employer.client.request('DELETE', `/api/jobs/${id}/`)).statusCode).toBe(200);
    const closed = await page(`/jobs/${id}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('This job is no longer open');
    expect(closed.body).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLd(closed.body)).toEqual([]);

    for (const url of ['/jobs/2147483000', '/jobs/abc', '/jobs/0', '/jobs/99999999999']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<div id="root"></div>');
    }
  });

  it('leaves the other pages as built, and answers 404 with the app for a path that is no page', async () => {
    for (const url of ['/login', '/employer/jobs/7/edit', '/messages/3']) {
      const built = await page(url);
      expect(built.statusCode, url).toBe(200);
      expect(built.body, url).toContain('<title>Fieldhire — field-service jobs</title>');
    }
    for (const url of ['/no-such-page', '/jobs/12/apply', '/employer', '/logo.png']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toContain('text/html');
      expect(missing.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(missing.body, url).toContain('/assets/index-abc123.js');
    }
    expect((await page('/api/no-such-call/')).json()).toMatchObject({ code: 'not_found' });
  });
});

describe('other public pages as first served', () => {
  it('a company page has its own head tags and Organization data; an unknown company is 404', async () => {
    const response = await page(companyPath(employer.companyId!));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}${companyPath(employer.companyId!)}" />`,
    );
    const [organization, trail] = jsonLd(response.body);
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Companies', item: `${PUBLIC_URL}/companies` },
        { position: 2, name: organization?.name },
      ],
    });
    expect((await richResultIssues(response.body)).errors).toEqual([]);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: expect.any(String),
      url: `${PUBLIC_URL}${companyPath(employer.companyId!)}`,
    });
    expect(response.body).toContain(`<title>${organization!.name as string}`);
    for (const url of [companyPath(2_000_000_000), '/companies/not-base64!', '/companies/MA=='])
      expect((await page(url)).statusCode, url).toBe(404);
  });

  it('the job list names the search and counts what it found', async () => {
    await postWith({ title: 'Pool inspection in Austin' });
    const response = await page('/jobs?keyword=pool&location=Austin%2C%20TX');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Pool jobs near Austin, TX · Fieldhire</title>');
    expect(response.body).toMatch(
      /content="[1-9][\d,]* open jobs? for &quot;pool&quot; near Austin, TX/,
    );
    expect(response.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/jobs?keyword=pool&amp;location=Austin%2C%20TX" />`,
    );
    const unknownPlace = await page('/jobs?location=Nowhere%2C%20ZZ');
    expect(unknownPlace.statusCode).toBe(200);
    expect(unknownPlace.body).toContain('<title>Fieldhire — field-service jobs</title>');
  });

  it('home, about and pricing have their own titles and canonical links', async () => {
    for (const [url, title] of [
      ['/', 'Fieldhire — field-service jobs near you'],
      ['/about', 'About Fieldhire'],
      ['/pricing', 'Pricing · Fieldhire'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.body, url).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}" />`);
    }
  });
});

describe('crawl files', () => {
  it('robots.txt keeps crawlers out of private areas and names the sitemap', async () => {
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const path of ['/api/', '/dashboard', '/messages', '/employer/', '/billing/', '/work'])
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('the sitemap index leads to every open job and company page, and a job leaves it when it closes', async () => {
    const index = await page('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemaps/jobs-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemaps/companies-1.xml</loc>`);

    const id = await postJob(employer, 'Occupancy check in Austin');
    const jobs = await page('/sitemaps/jobs-1.xml');
    expect(jobs.body).toMatch(
      new RegExp(`<url><loc>${PUBLIC_URL}/jobs/${id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    );
    const companies = await page('/sitemaps/companies-1.xml');
    expect(companies.body).toContain(`${PUBLIC_URL}${companyPath(employer.companyId!)}</loc>`);

    expect((await employer.client.request('DELETE', `/api/jobs/${id}/`)).statusCode).toBe(200);
    expect((await page('/sitemaps/jobs-1.xml')).body).not.toContain(`/jobs/${id}<`);
    for (const url of ['/sitemaps/jobs-999.xml', '/sitemaps/jobs-0.xml', '/sitemaps/users-1.xml'])
      expect((await page(url)).statusCode, url).toBe(404);
  });

  it('pages the URLs, each open job on exactly one page', async () => {
    const ids = [await postJob(employer), await postJob(employer), await postJob(employer)];
    const sitemaps = createSitemaps({ db, publicUrl: PUBLIC_URL, pageSize: 2 });
    const names = [...(await sitemaps.index()).matchAll(/sitemaps\/jobs-(\d+)\.xml/g)].map(
      (match) => Number(match[1]),
    );
    expect(names.length).toBeGreaterThanOrEqual(2);
    const listed: string[] = [];
    for (const n of names) {
      const xml = (await sitemaps.page('jobs', n))!;
      const locs = [...xml.matchAll(/\/jobs\/(\d+)<\/loc>/g)].map((match) => match[1]!);
      expect(locs.length).toBeLessThanOrEqual(2);
      listed.push(...locs);
    }
    expect(new Set(listed).size).toBe(listed.length);
    for (const id of ids) expect(listed).toContain(String(id));
  });
});
