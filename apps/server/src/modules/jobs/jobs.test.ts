import { LISTING_DAYS } from '@fieldhire/contract/jobs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { products, purchases } from '../../db/schema/billing';
import { jobs } from '../../db/schema/jobs';
import type { Database } from '../../db/database';
import { signedIn, verifyThroughEmail } from '../../../test/accounts-fixture';
import type { ApiClient } from '../../../test/api-client';
import { readingJobsService } from '../../../test/jobs-service';
import { createTestApp } from '../../../test/test-app';

interface JobJson {
  id: number;
  title: string;
  category: string;
  experience: string;
  salary_min: number;
  salary_max: number;
  job_type: { id: number };
  created_at: string;
  distance?: number;
  tags: string[];
  state_fips: string;
  town_fips: string | null;
  lat: number;
}

let app: FastifyInstance;
let db: Database;
let employer: ApiClient;
let companyId: number;
const tag = `t${process.pid}${Date.now().toString(36)}`;

const FIXTURES = [
  {
    title: 'Roof inspection in Austin',
    zip: '78701',
    city: 'Austin',
    state: 'TX',
    category: 'Residential',
    job_type: 1,
    experience: 'Fresh',
    salary_min: 50,
    salary_max: 90,
    salary_unit: 'job',
  },
  {
    title: 'Notary signing in Round Rock',
    zip: '78664',
    city: 'Round Rock',
    state: 'TX',
    category: 'Commercial',
    job_type: 4,
    experience: '1 Year',
    salary_min: 100,
    salary_max: 150,
    salary_unit: 'job',
  },
  {
    title: 'Occupancy check in San Antonio',
    zip: '78205',
    city: 'San Antonio',
    state: 'TX',
    category: 'Residential',
    job_type: 9,
    experience: '2 Year',
    salary_min: 20,
    salary_max: 30,
    salary_unit: 'job',
  },
  {
    title: 'Claims adjuster in Dallas',
    zip: '75201',
    city: 'Dallas',
    state: 'TX',
    category: 'Industrial',
    job_type: 16,
    experience: '4 Year',
    salary_min: 5000,
    salary_max: 8000,
    salary_unit: 'month',
  },
  {
    title: 'Mystery shop in Denver',
    zip: '80202',
    city: 'Denver',
    state: 'CO',
    category: 'Apartments',
    job_type: 8,
    experience: 'Fresh',
    salary_min: 15,
    salary_max: 40,
    salary_unit: 'job',
  },
  {
    title: 'Roof and gutter photos in Georgetown',
    zip: '78626',
    city: 'Georgetown',
    state: 'TX',
    category: 'Residential',
    job_type: 1,
    experience: '3 Year',
    salary_min: 60,
    salary_max: 120,
    salary_unit: 'job',
  },
] as const;
const jobIds: number[] = [];

const search = async (query: string) => {
  const paging = query.includes('end=') ? '' : '&end=100';
  const response = await app.inject(`/api/jobs/?tag=${tag}${paging}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    count: number;
    count_capped: boolean;
    results: JobJson[];
    facets: {
      job_type: Record<string, number>;
      category: Record<string, number>;
      date_posted: Record<string, number>;
    };
  }>();
};

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const owner = await signedIn(app, db, 'employer');
  employer = owner.client;
  companyId = owner.companyId!;
  const [product] = await db
    .insert(products)
    .values({
      slug: `test-${tag}`,
      name: 'Test plan',
      description: 'For tests',
      priceCents: 100,
      interval: 'month',
      jobPosts: 20,
    })
    .returning({ id: products.id });
  await db.insert(purchases).values({ companyId, productId: product!.id, jobPostsTotal: 20 });
  for (const fixture of FIXTURES) {
    const response = await employer.post('/api/jobs/', {
      ...fixture,
      tags: [tag, fixture.category === 'Residential' ? 'Photography' : 'Customer Service'],
      description: `${fixture.title}. Photograph the property and file the report the same day.`,
    });
    expect(response.statusCode, response.body).toBe(201);
    jobIds.push(response.json<{ id: number }>().id);
  }
});

describe('job search filters', () => {
  it('lists every open fixture job newest first with default paging', async () => {
    const all = await search('');
    expect(all.count).toBe(FIXTURES.length);
    expect(all.count_capped).toBe(false);
    const times = all.results.map((job) => Date.parse(job.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('derives the point, state and town of a posted job from its ZIP', async () => {
    const job = (await search('keyword=Roof+inspection+Austin')).results.find(
      (j) => j.id === jobIds[0],
    )!;
    expect(job.state_fips).toBe('48');
    expect(job.town_fips).toMatch(/^48/);
    expect(job.lat).toBeCloseTo(30.27, 0);
  });

  it('matches keywords in title, description and tags', async () => {
    const roof = await search('keyword=roof');
    expect(roof.results.map((job) => job.id).sort()).toEqual([jobIds[0], jobIds[5]].sort());
    const byTag = await search('keyword=photography');
    expect(byTag.results.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps only jobs within the radius of a ZIP and returns their distance', async () => {
    const near = await search('location=78701&destination_max=30');
    expect(near.results.length).toBeGreaterThan(0);
    expect(near.results.every((job) => job.distance !== undefined && job.distance <= 30)).toBe(
      true,
    );
    expect(near.results.map((job) => job.id)).toContain(jobIds[1]);
    expect(near.results.map((job) => job.id)).not.toContain(jobIds[2]);
    const ring = await search('location=Austin%2C%20TX&destination_min=10&destination_max=100');
    expect(ring.results.every((job) => job.distance! >= 10 && job.distance! <= 100)).toBe(true);
    expect(ring.results.map((job) => job.id)).toContain(jobIds[2]);
    const sorted = await search('location=78701&destination_max=300&sort=distance');
    const distances = sorted.results.map((job) => job.distance!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('filters by state, category, job types, experience, salary overlap and date', async () => {
    expect((await search('location_state=CO')).results.map((job) => job.id)).toEqual([jobIds[4]]);
    expect(
      (await search('category=Residential')).results.every((job) => job.category === 'Residential'),
    ).toBe(true);
    const types = await search('jobType=1,4');
    expect(types.results.every((job) => [1, 4].includes(job.job_type.id))).toBe(true);
    expect(types.count).toBe(3);
    const experienced = await search('experience=3%20Year&experience=4%20Year');
    expect(experienced.results.map((job) => job.experience).sort()).toEqual(['3 Year', '4 Year']);
    const pay = await search('salary_min=95&salary_max=130');
    expect(pay.results.every((job) => job.salary_max >= 95 && job.salary_min <= 130)).toBe(true);
    expect(pay.count).toBe(2);
    expect((await search('datePosted=last_hour')).count).toBe(FIXTURES.length);
  });

  it('sorts by pay and pages consistently', async () => {
    const bySalary = (await search('sort=salary_desc')).results.map((job) => job.salary_max);
    expect([...bySalary].sort((a, b) => b - a)).toEqual(bySalary);
    const full = (await search('sort=oldest')).results.map((job) => job.id);
    const pages = [];
    for (let start = 0; start < FIXTURES.length; start += 4) {
      pages.push(
        ...(await search(`sort=oldest&start=${start}&end=${start + 4}`)).results.map(
          (job) => job.id,
        ),
      );
    }
    expect(pages).toEqual(full);
  });

  it('returns facet counts of the matching jobs', async () => {
    const { facets } = await search('');
    expect(facets.category).toEqual({
      Residential: 3,
      Commercial: 1,
      Industrial: 1,
      Apartments: 1,
    });
    expect(facets.job_type['1']).toBe(2);
    expect(facets.date_posted.all).toBe(FIXTURES.length);
    expect(facets.date_posted.last_hour).toBe(FIXTURES.length);
  });

  it('orders every sort as specified, page after page', async () => {
    const orders: [string, (a: JobJson, b: JobJson) => boolean][] = [
      ['sort=oldest', (a, b) => a.created_at <= b.created_at],
      ['sort=salary_desc', (a, b) => a.salary_max >= b.salary_max],
      ['sort=salary_asc', (a, b) => a.salary_min <= b.salary_min],
      ['location=78701&destination_max=300&sort=distance', (a, b) => a.distance! <= b.distance!],
      [
        'location=78701&destination_min=10&destination_max=300',
        (a, b) => a.created_at >= b.created_at,
      ],
      ['jobType=1,4,9&experience=Fresh,2 Year', (a, b) => a.created_at >= b.created_at],
    ];
    for (const [query, inOrder] of orders) {
      const full = (await search(`${query}&end=100`)).results;
      expect(full.length, query).toBeGreaterThan(1);
      full.slice(1).forEach((job, i) => expect(inOrder(full[i]!, job), query).toBe(true));
      const paged: JobJson[] = [];
      for (let start = 0; start < full.length; start += 2)
        paged.push(...(await search(`${query}&start=${start}&end=${start + 2}`)).results);
      expect(
        paged.map((job) => job.id),
        query,
      ).toEqual(full.map((job) => job.id));
    }
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['datePosted=yesterday', 'datePosted'],
      ['destination_max=abc', 'destination_max'],
      ['start=20&end=10', 'end'],
      ['start=0&end=500', 'end'],
      ['location=Atlantis%2C%20ZZ', 'location'],
      ['sort=distance', 'sort'],
      ['category=Space', 'category'],
      ['jobType=x', 'jobType'],
    ] as const) {
      const response = await app.inject(`/api/jobs/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), query).toContain(field);
    }
  });
});

describe('job pages and employer actions', () => {
  it('serves a job with company details, 404 for an unknown one', async () => {
    const job = await app.inject(`/api/jobs/${jobIds[0]}`);
    expect(job.statusCode).toBe(200);
    expect(job.json().company).toMatchObject({ id: companyId });
    expect((await app.inject('/api/jobs/999999999')).statusCode).toBe(404);
    expect((await app.inject('/api/jobs/abc')).statusCode).toBe(400);
  });

  it('lets only members of the company edit or close a job', async () => {
    const other = await signedIn(app, db, 'employer');
    const candidate = await signedIn(app, db, 'candidate');
    expect(
      (await other.client.patch(`/api/jobs/${jobIds[3]}/`, { title: 'Hijacked title' })).statusCode,
    ).toBe(403);
    expect(
      (
        await candidate.client.post('/api/jobs/', {
          ...FIXTURES[0],
          description: 'x'.repeat(30),
          tags: [],
        })
      ).statusCode,
    ).toBe(403);
    expect((await other.client.get(`/api/myjobs/${jobIds[3]}/`)).statusCode).toBe(403);
    expect(
      (
        await new (employer.constructor as typeof ApiClient)(app).patch(`/api/jobs/${jobIds[3]}/`, {
          title: 'Anonymous edit',
        })
      ).statusCode,
    ).toBe(401);
    const edited = await employer.patch(`/api/jobs/${jobIds[3]}/`, {
      title: 'Senior claims adjuster in Dallas',
      zip: '75204',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Senior claims adjuster in Dallas');
    const badZip = await employer.patch(`/api/jobs/${jobIds[3]}/`, { zip: '10001' });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().fields.zip).toBeDefined();
  });

  it('refuses to publish a job until the poster has verified their email', async () => {
    const unverified = await signedIn(app, db, 'employer', false);
    const body = {
      ...FIXTURES[0],
      title: 'Posted before verifying',
      description: 'A company that has not verified its email tries to post.',
      tags: [`v${tag}`],
    };
    const refused = await unverified.client.post('/api/jobs/', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Verify your email address first.',
      code: 'email_not_verified',
    });
    expect((await unverified.client.get('/api/myjobs/')).json()).toMatchObject({ count: 0 });

    await verifyThroughEmail(unverified.client, db, unverified.user.email);
    const posted = await unverified.client.post('/api/jobs/', body);
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await app.inject(`/api/jobs/?tag=v${tag}`)).json().count).toBe(1);
  });

  it('keeps a company without a plan to one open job (402 past it)', async () => {
    const free = await signedIn(app, db, 'employer');
    const body = {
      ...FIXTURES[0],
      title: 'Only free job',
      description: 'A single free job posting for the test.',
      tags: [],
    };
    expect((await free.client.post('/api/jobs/', body)).statusCode).toBe(201);
    const second = await free.client.post('/api/jobs/', body);
    expect(second.statusCode).toBe(402);
    expect(second.json()).toEqual({
      detail: 'No job posts left on your plan.',
      code: 'payment_required',
    });
    const unknownType = await employer.post('/api/jobs/', { ...body, job_type: 999999 });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().fields.job_type).toBeDefined();
    const unpaid = await employer.post('/api/jobs/', { ...body, salary_min: 0, salary_max: 0 });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().fields.salary_max).toEqual(['Enter the most you will pay.']);
  });

  it('lets only one of several posts at the same moment take the last free opening', async () => {
    const free = await signedIn(app, db, 'employer');
    const body = {
      ...FIXTURES[0],
      title: 'Simultaneous free job',
      description: 'Two people of one company post at the same moment.',
      tags: [],
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => free.client.post('/api/jobs/', body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 402, 402, 402, 402, 402,
    ]);
    expect((await free.client.get('/api/myjobs/')).json().count).toBe(1);
  });

  it('stops listing a job past its listing period and frees its opening', async () => {
    const lapsing = await signedIn(app, db, 'employer');
    const listed = `l${tag}`;
    const body = {
      ...FIXTURES[0],
      title: 'Listing about to lapse',
      description: 'This listing reaches the end of its display period.',
      tags: [listed],
    };
    const posted = await lapsing.client.post('/api/jobs/', body);
    expect(posted.statusCode).toBe(201);
    const endsIn = Date.parse(posted.json().expires_at) - Date.now();
    expect(Math.round(endsIn / 86_400_000)).toBe(LISTING_DAYS);
    const id = posted.json<{ id: number }>().id;
    const recentIds = async () => (await readingJobsService(db).recent(200)).map((job) => job.id);
    const listing = `/api/jobs/?tag=${listed}&keyword=lapse`;
    expect((await app.inject(listing)).json().count).toBe(1);
    expect(await recentIds()).toContain(id);
    expect((await lapsing.client.post('/api/jobs/', body)).statusCode).toBe(402);

    const lapsedAt = new Date(Date.now() - 60_000);
    await db.update(jobs).set({ expiresAt: lapsedAt }).where(eq(jobs.id, id));
    expect(await recentIds()).not.toContain(id);
    // Searches and home pages are cached per process: a new one sees the lapse at once.
    const fresh = await createTestApp();
    expect((await fresh.app.inject(listing)).json()).toMatchObject({ count: 0, results: [] });
    const home = (await fresh.app.inject('/api/home-info')).json<{ recent_jobs: JobJson[] }>();
    expect(home.recent_jobs.map((job) => job.id)).not.toContain(id);
    await fresh.app.close();
    const mine = (await lapsing.client.get('/api/myjobs/')).json<{
      results: { expires_at: string }[];
    }>();
    expect(mine.results[0]!.expires_at).toBe(lapsedAt.toISOString());
    const dashboard = (await lapsing.client.get('/api/dashboard/')).json();
    expect(dashboard.plan).toMatchObject({ name: 'Free', open_jobs: 0, open_job_limit: 1 });
    expect((await lapsing.client.post('/api/jobs/', body)).statusCode).toBe(201);
  });

  it('lists the company jobs with applicant counts, and closes a job', async () => {
    const mine = await employer.get('/api/myjobs/');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().count).toBeGreaterThanOrEqual(FIXTURES.length);
    const closed = await employer.request('DELETE', `/api/jobs/${jobIds[5]}/`);
    expect(closed.json().status).toBe('closed');
    expect((await search('')).count).toBe(FIXTURES.length - 1);
    expect((await app.inject(`/api/jobs/${jobIds[5]}`)).json().status).toBe('closed');
  });
});

describe('shared search results', () => {
  it('overlays each viewer bookmark on a page another viewer already loaded', async () => {
    const query = `/api/jobs/?tag=${tag}&end=100`;
    const guest = (await app.inject(query)).json<{
      results: (JobJson & { is_bookmarked?: boolean })[];
    }>();
    expect(guest.results[0]!.is_bookmarked).toBeUndefined();
    const saver = await signedIn(app, db, 'candidate');
    const other = await signedIn(app, db, 'candidate');
    const target = guest.results[0]!.id;
    await saver.client.post('/api/bookmarkJob/bookmarkJob/', { jobID: target, action: 'add' });
    const mark = async (client: ApiClient) =>
      (await client.get(query))
        .json<{ results: { id: number; is_bookmarked: boolean; application: unknown }[] }>()
        .results.find((job) => job.id === target)!;
    expect(await mark(saver.client)).toMatchObject({ is_bookmarked: true, application: null });
    expect(await mark(other.client)).toMatchObject({ is_bookmarked: false, application: null });
  });

  it('shows a job posted a moment ago, and ranks the stronger keyword match first', async () => {
    const ranked = `r${tag}`;
    const post = (title: string, description: string) =>
      employer.post('/api/jobs/', {
        ...FIXTURES[0],
        title,
        description,
        tags: [ranked],
      });
    const weak = await post(
      'Exterior photos in Austin',
      'Take exterior photos; check the chimney flashing.',
    );
    expect(weak.statusCode, weak.body).toBe(201);
    const before = await app.inject(`/api/jobs/?tag=${ranked}&keyword=chimney&sort=relevance`);
    expect(before.json().count).toBe(1);
    const strong = await post(
      'Chimney inspection in Austin',
      'Chimney inspection: photograph the chimney crown and chimney cap.',
    );
    expect(strong.statusCode, strong.body).toBe(201);
    const after = await app.inject(`/api/jobs/?tag=${ranked}&keyword=chimney&sort=relevance`);
    expect(after.json().count).toBe(2);
    expect(after.json().results.map((job: JobJson) => job.id)).toEqual([
      strong.json().id,
      weak.json().id,
    ]);
    const newest = await app.inject(`/api/jobs/?tag=${ranked}&keyword=chimney&sort=oldest`);
    expect(newest.json().results.map((job: JobJson) => job.id)).toEqual([
      weak.json().id,
      strong.json().id,
    ]);
  });
});

describe('featured jobs', () => {
  it('features an open job with a featured post of the company packages, once', async () => {
    const url = `/api/jobs/${jobIds[0]}/feature/`;
    const none = await employer.post(url);
    expect(none.statusCode).toBe(402);
    const [product] = await db
      .insert(products)
      .values({
        slug: `featured-${tag}`,
        name: 'Featured',
        description: 'For tests',
        priceCents: 100,
        interval: 'month',
        featuredPosts: 1,
      })
      .returning({ id: products.id });
    await db.insert(purchases).values({ companyId, productId: product!.id, featuredTotal: 1 });
    const featured = await employer.post(url);
    expect(featured.statusCode, featured.body).toBe(200);
    expect(featured.json().featured).toBe(true);
    expect((await employer.post(url)).statusCode).toBe(409);
    expect((await employer.post(`/api/jobs/${jobIds[5]}/feature/`)).statusCode).toBe(400);
    const agent = await signedIn(app, db, 'candidate');
    expect((await agent.client.post(`/api/jobs/${jobIds[1]}/feature/`)).statusCode).toBe(403);
    const rival = await signedIn(app, db, 'employer');
    expect((await rival.client.post(`/api/jobs/${jobIds[1]}/feature/`)).statusCode).toBe(403);
  });

  it('lists featured jobs first in the newest sort and the recent jobs, whichever plan pages', async () => {
    const newest = await search('');
    expect(newest.results[0]!.id).toBe(jobIds[0]);
    expect(newest.results.slice(1).map((job) => job.created_at)).toEqual(
      newest.results
        .slice(1)
        .map((job) => job.created_at)
        .sort()
        .reverse(),
    );
    expect((await search('sort=oldest')).results[0]!.id).toBe(jobIds[0]);
    expect((await search('sort=salary_desc')).results[0]!.id).not.toBe(jobIds[0]);

    expect((await search('start=1&end=2')).results[0]!.id).not.toBe(jobIds[0]);
    const service = readingJobsService(db);
    const recent = (await service.recent(100)).map((job) => job.id);
    expect(recent).toContain(jobIds[0]);
    expect(recent.indexOf(jobIds[0]!)).toBeLessThan(recent.indexOf(jobIds[4]!));
  });
});

describe('jobs of one company', () => {
  it('lists only the open jobs of the company asked for', async () => {
    const mine = await app.inject(`/api/jobs/?company=${companyId}&end=100`);
    expect(mine.statusCode).toBe(200);
    const ids = mine.json().results.map((job: { id: number }) => job.id);
    expect(ids).toContain(jobIds[0]);
    expect(ids).not.toContain(jobIds[5]);
    const other = await signedIn(app, db, 'employer');
    expect((await app.inject(`/api/jobs/?company=${other.companyId}`)).json().count).toBe(0);
    expect((await app.inject('/api/jobs/?company=abc')).statusCode).toBe(400);
  });
});
