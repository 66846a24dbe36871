import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LISTING_DAYS, NO_JOB_POSTS_LEFT, ONLY_CLOSED_JOBS_REOPEN } from '@fieldhire/contract/jobs';
import { products, purchases } from '../../db/schema/billing';
import { users } from '../../db/schema/accounts';
import { jobs } from '../../db/schema/jobs';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';

interface MyJobJson {
  id: number;
  title: string;
  city: string;
  status: string;
  created_at: string;
  expires_at: string | null;
  applicants_by_status: Record<string, number>;
}
interface MyJobsJson {
  count: number;
  results: MyJobJson[];
}

let app: FastifyInstance;
let db: Database;
const tag = `m${process.pid}${Date.now().toString(36)}`;

const jobBody = (title: string, city = 'Austin', zip = '78701') => ({
  title,
  description: `${title}. Photograph the property and file the report the same day.`,
  zip,
  city,
  state: 'TX',
  category: 'Residential',
  job_type: 1,
  experience: 'Fresh',
  salary_min: 50,
  salary_max: 90,
  salary_unit: 'job',
  tags: [tag],
});

async function givePosts(companyId: number, jobPosts: number) {
  const [product] = await db
    .insert(products)
    .values({
      slug: `my-jobs-${tag}-${companyId}-${Date.now()}`,
      name: 'Test plan',
      description: 'For tests',
      priceCents: 100,
      interval: 'month',
      jobPosts,
      durationDays: 30,
    })
    .returning({ id: products.id });
  await db.insert(purchases).values({ companyId, productId: product!.id, jobPostsTotal: jobPosts });
}

async function post(client: ApiClient, title: string, city?: string, zip?: string) {
  const response = await client.post('/api/jobs/', jobBody(title, city, zip));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MyJobJson>().id;
}

const postsLeft = async (client: ApiClient) =>
  (await client.get('/api/plan/'))
    .json<{ job_posts: { remaining: number } }[]>()
    .reduce((sum, entry) => sum + entry.job_posts.remaining, 0);

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

describe('GET /api/myjobs/', () => {
  let owner: Awaited<ReturnType<typeof signedIn>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    owner = await signedIn(app, db, 'employer');
    await givePosts(owner.companyId!, 10);
    ids.roof = await post(owner.client, 'Roof inspection', 'Austin', '78701');
    ids.notary = await post(owner.client, 'Notary signing', 'Round Rock', '78664');
    ids.adjuster = await post(owner.client, 'Adjuster visit', 'Dallas', '75201');
    ids.boiler = await post(owner.client, 'Boiler photos', 'Austin', '78701');
    ids.claims = await post(owner.client, 'claims walkthrough', 'Georgetown', '78626');
    expect((await owner.client.request('DELETE', `/api/jobs/${ids.adjuster}/`)).statusCode).toBe(
      200,
    );
    for (const [jobId, agents] of [
      [ids.notary, 2],
      [ids.boiler, 1],
    ] as const) {
      for (let i = 0; i < agents; i++) {
        const agent = await signedIn(app, db, 'candidate');
        const applied = await agent.client.post('/api/apply/', { job_id: jobId, message: 'hi' });
        expect(applied.statusCode, applied.body).toBe(201);
      }
    }
  });

  const list = async (query = '') => {
    const response = await owner.client.get(`/api/myjobs/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyJobsJson>();
  };
  const titles = (page: MyJobsJson) => page.results.map((job) => job.title);

  it('answers a page of the company jobs, newest first, with the count of all', async () => {
    const all = await list();
    expect(all.count).toBe(5);
    expect(titles(all)).toEqual([
      'claims walkthrough',
      'Boiler photos',
      'Adjuster visit',
      'Notary signing',
      'Roof inspection',
    ]);
    expect(all.results.find((job) => job.id === ids.notary)!.applicants_by_status).toEqual({
      pending: 2,
    });
    const first = await list('?start=0&end=2');
    const second = await list('?start=2&end=4');
    const last = await list('?start=4&end=6');
    expect(first.count).toBe(5);
    expect([...titles(first), ...titles(second), ...titles(last)]).toEqual(titles(all));
    expect((await list('?start=10&end=20')).results).toEqual([]);
  });

  it('filters by status and by a keyword over title and city', async () => {
    expect(titles(await list('?status=closed'))).toEqual(['Adjuster visit']);
    expect((await list('?status=open')).count).toBe(4);
    expect((await list('?status=filled')).count).toBe(0);
    expect((await list('?status=all')).count).toBe(5);
    expect(titles(await list('?keyword=austin'))).toEqual(['Boiler photos', 'Roof inspection']);
    expect(titles(await list('?keyword=NOTARY'))).toEqual(['Notary signing']);
    expect(titles(await list('?keyword=austin&status=open&start=1&end=2'))).toEqual([
      'Roof inspection',
    ]);
    expect((await list('?keyword=austin&start=1&end=2')).count).toBe(2);
    expect((await list('?keyword=%25')).count).toBe(0);
  });

  it('sorts by oldest, title and most applicants', async () => {
    expect(titles(await list('?sort=oldest'))).toEqual([
      'Roof inspection',
      'Notary signing',
      'Adjuster visit',
      'Boiler photos',
      'claims walkthrough',
    ]);
    expect(titles(await list('?sort=title'))).toEqual([
      'Adjuster visit',
      'Boiler photos',
      'claims walkthrough',
      'Notary signing',
      'Roof inspection',
    ]);
    expect(titles(await list('?sort=applicants')).slice(0, 2)).toEqual([
      'Notary signing',
      'Boiler photos',
    ]);
  });

  it('refuses bad parameters with 400 and the field', async () => {
    for (const query of [
      '?status=gone',
      '?sort=salary',
      '?start=5&end=5',
      '?end=500',
      '?start=-1',
    ]) {
      const response = await owner.client.get(`/api/myjobs/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail).toBeTruthy();
    }
  });

  it('answers only employers of a company, each with its own jobs', async () => {
    expect((await new ApiClient(app).get('/api/myjobs/')).statusCode).toBe(401);
    const agent = await signedIn(app, db, 'candidate');
    expect((await agent.client.get('/api/myjobs/')).statusCode).toBe(403);
    const rival = await signedIn(app, db, 'employer');
    const theirs = (await rival.client.get('/api/myjobs/')).json<MyJobsJson>();
    expect(theirs).toEqual({ count: 0, results: [] });
  });
});

describe('POST /api/jobs/{id}/reopen/', () => {
  const reopen = (client: ApiClient, id: number) => client.post(`/api/jobs/${id}/reopen/`);
  const close = async (client: ApiClient, id: number) =>
    expect((await client.request('DELETE', `/api/jobs/${id}/`)).statusCode).toBe(200);
  const closedLongAgo = (id: number) =>
    db
      .update(jobs)
      .set({ closedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(jobs.id, id));

  it('undoes a close at once at no cost, keeping the listing as it was', async () => {
    const owner = await signedIn(app, db, 'employer');
    await givePosts(owner.companyId!, 1);
    await post(owner.client, 'Free listing');
    const paid = await post(owner.client, 'Paid listing');
    const before = (await owner.client.get(`/api/jobs/${paid}`)).json<MyJobJson>();
    expect(before.expires_at).not.toBeNull();
    expect(await postsLeft(owner.client)).toBe(0);

    await close(owner.client, paid);
    const undone = await reopen(owner.client, paid);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'open', expires_at: before.expires_at });
    expect(await postsLeft(owner.client)).toBe(0);
    const listed = await app.inject(`/api/jobs/?tag=${tag}&keyword=paid&end=100`);
    expect(listed.json<MyJobsJson>().results.map((job) => job.id)).toContain(paid);
  });

  it('undoes a close made by editing the job’s status as freely as one made by closing it', async () => {
    const owner = await signedIn(app, db, 'employer');
    await givePosts(owner.companyId!, 1);
    await post(owner.client, 'Free listing');
    const paid = await post(owner.client, 'Paid listing closed by edit');
    const patched = await owner.client.patch(`/api/jobs/${paid}/`, { status: 'closed' });
    expect(patched.statusCode, patched.body).toBe(200);
    const undone = await reopen(owner.client, paid);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await postsLeft(owner.client)).toBe(0);
  });

  it('refuses to reopen a job while the caller’s email is not verified, as posting does', async () => {
    const owner = await signedIn(app, db, 'employer');
    const id = await post(owner.client, 'Listing of an unverified company');
    await close(owner.client, id);
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, owner.id));
    const refused = await reopen(owner.client, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_not_verified' });
    expect((await owner.client.get(`/api/jobs/${id}`)).json()).toMatchObject({ status: 'closed' });
  });

  it('takes a job post to reopen later, and answers 402 when none is left', async () => {
    const owner = await signedIn(app, db, 'employer');
    await post(owner.client, 'Kept open');
    await givePosts(owner.companyId!, 1);
    const job = await post(owner.client, 'Reopened later');
    await close(owner.client, job);
    await closedLongAgo(job);

    const refused = await reopen(owner.client, job);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ detail: NO_JOB_POSTS_LEFT });
    expect((await owner.client.get(`/api/jobs/${job}`)).json().status).toBe('closed');

    await givePosts(owner.companyId!, 1);
    const reopened = await reopen(owner.client, job);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().status).toBe('open');
    expect(await postsLeft(owner.client)).toBe(0);
  });

  it('uses the free opening to reopen later when the company has no other listing', async () => {
    const owner = await signedIn(app, db, 'employer');
    const job = await post(owner.client, 'Only listing');
    await close(owner.client, job);
    await closedLongAgo(job);
    const reopened = await reopen(owner.client, job);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().status).toBe('open');
    const endsIn = Date.parse(reopened.json().expires_at) - Date.now();
    expect(Math.round(endsIn / 86_400_000)).toBe(LISTING_DAYS);
  });

  it('charges the undo when another listing took the free opening after the close', async () => {
    const owner = await signedIn(app, db, 'employer');
    const first = await post(owner.client, 'First free listing');
    await close(owner.client, first);
    await post(owner.client, 'Second free listing');
    const refused = await reopen(owner.client, first);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().detail).toBe(NO_JOB_POSTS_LEFT);
  });

  it('reopens only closed jobs of the caller company', async () => {
    const owner = await signedIn(app, db, 'employer');
    const job = await post(owner.client, 'Guarded listing');
    const open = await reopen(owner.client, job);
    expect(open.statusCode).toBe(400);
    expect(open.json().detail).toBe(ONLY_CLOSED_JOBS_REOPEN);
    await close(owner.client, job);

    expect((await reopen(new ApiClient(app), job)).statusCode).toBe(401);
    const agent = await signedIn(app, db, 'candidate');
    expect((await reopen(agent.client, job)).statusCode).toBe(403);
    const rival = await signedIn(app, db, 'employer');
    expect((await reopen(rival.client, job)).statusCode).toBe(403);
    expect((await reopen(owner.client, 2_000_000_000)).statusCode).toBe(404);
    expect((await reopen(owner.client, 0)).statusCode).toBe(400);
    expect((await owner.client.get(`/api/jobs/${job}`)).json().status).toBe('closed');
  });
});
