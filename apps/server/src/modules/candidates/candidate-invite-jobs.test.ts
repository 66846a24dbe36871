import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CHOOSE_JOB } from '@fieldhire/contract/candidates';
import { BILLING_MESSAGES } from '@fieldhire/contract/billing';
import type { Database } from '../../db/database';
import { products, purchases } from '../../db/schema/billing';
import { signedIn } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { jobInput } from '../../../test/job-input';
import { applyTo } from '../../../test/marketplace-fixture';
import { multipart } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';

type Account = Awaited<ReturnType<typeof signedIn>>;

let app: FastifyInstance;
let db: Database;
let agent: Account;
let employer: Account;
const jobs: Record<'austin' | 'dallas' | 'denver' | 'seattle', number> = {
  austin: 0,
  dallas: 0,
  denver: 0,
  seattle: 0,
};
const PLACES = {
  austin: { city: 'Austin', state: 'TX', zip: '78701' },
  dallas: { city: 'Dallas', state: 'TX', zip: '75201' },
  denver: { city: 'Denver', state: 'CO', zip: '80202' },
  seattle: { city: 'Seattle', state: 'WA', zip: '98101' },
};

async function grantJobPosts(companyId: number, count: number) {
  const [product] = await db
    .insert(products)
    .values({
      slug: `posts-${companyId}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      name: 'Posts',
      description: 'Job posts',
      priceCents: 100,
      interval: 'month',
      jobPosts: count,
    })
    .returning({ id: products.id });
  await db.insert(purchases).values({ companyId, productId: product!.id, jobPostsTotal: count });
}

async function post(owner: Account, title: string, place: (typeof PLACES)[keyof typeof PLACES]) {
  const posted = await owner.client.post('/api/jobs/', { ...jobInput(title), ...place });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json<{ id: number }>().id;
}

const pickerUrl = (username: string, extra = '') =>
  `/api/invite-candidate/jobs/?candidate_username=${encodeURIComponent(username)}${extra}`;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  agent = await signedIn(app, db, 'candidate');
  // The agent lives in Round Rock, just north of Austin.
  const saved = await agent.client.form(
    'PATCH',
    `/api/users/${agent.id}/`,
    multipart({ zip: '78664' }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  employer = await signedIn(app, db, 'employer');
  await grantJobPosts(employer.companyId!, 10);
  jobs.seattle = await post(employer, 'Seattle roof photos', PLACES.seattle);
  jobs.denver = await post(employer, 'Denver occupancy check', PLACES.denver);
  jobs.austin = await post(employer, 'Austin roof photos', PLACES.austin);
  jobs.dallas = await post(employer, 'Dallas occupancy check', PLACES.dallas);
  const closed = await post(employer, 'Closed Austin job', PLACES.austin);
  expect((await employer.client.request('DELETE', `/api/jobs/${closed}/`)).json().status).toBe(
    'closed',
  );
});

describe('the invite job picker', () => {
  it('lists the company’s open jobs nearest the agent first, with the distance', async () => {
    const listed = await employer.client.get(pickerUrl(agent.user.username));
    expect(listed.statusCode, listed.body).toBe(200);
    const body = listed.json<{
      count: number;
      results: { id: number; distance: number | null }[];
    }>();
    expect(body.count).toBe(4);
    expect(body.results.map((job) => job.id)).toEqual([
      jobs.austin,
      jobs.dallas,
      jobs.denver,
      jobs.seattle,
    ]);
    const [austin, dallas] = body.results;
    expect(austin!.distance).toBeGreaterThan(5);
    expect(austin!.distance).toBeLessThan(30);
    expect(dallas!.distance).toBeGreaterThan(150);
  });

  it('searches titles and pages the results', async () => {
    const searched = await employer.client.get(pickerUrl(agent.user.username, '&q=occupancy'));
    expect(searched.json().results.map((job: { id: number }) => job.id)).toEqual([
      jobs.dallas,
      jobs.denver,
    ]);
    const second = await employer.client.get(pickerUrl(agent.user.username, '&start=1&end=3'));
    expect(second.json().count).toBe(4);
    expect(second.json().results.map((job: { id: number }) => job.id)).toEqual([
      jobs.dallas,
      jobs.denver,
    ]);
    const tooMany = await employer.client.get(pickerUrl(agent.user.username, '&start=0&end=500'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.end).toBeDefined();
  });

  it('marks the jobs the agent applied to and was invited to', async () => {
    await applyTo(agent, jobs.dallas);
    const invited = await employer.client.post('/api/invite-candidate/', {
      message: 'Would you take this one?',
      candidate_username: agent.user.username,
      job_id: jobs.denver,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const listed = await employer.client.get(pickerUrl(agent.user.username));
    const flags = Object.fromEntries(
      listed
        .json()
        .results.map((job: { id: number; applied: boolean; invited: boolean }) => [
          job.id,
          { applied: job.applied, invited: job.invited },
        ]),
    );
    expect(flags).toEqual({
      [jobs.austin]: { applied: false, invited: false },
      [jobs.dallas]: { applied: true, invited: false },
      [jobs.denver]: { applied: false, invited: true },
      [jobs.seattle]: { applied: false, invited: false },
    });
  });

  it('lists without distances, newest first, for an agent without a location', async () => {
    const nowhere = await signedIn(app, db, 'candidate');
    const listed = await employer.client.get(pickerUrl(nowhere.user.username));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed.json().results.map((job: { id: number; distance: null }) => [job.id, job.distance]),
    ).toEqual([
      [jobs.dallas, null],
      [jobs.austin, null],
      [jobs.denver, null],
      [jobs.seattle, null],
    ]);
  });

  it('is for employers of a company only', async () => {
    expect((await new ApiClient(app).get(pickerUrl(agent.user.username))).statusCode).toBe(401);
    const asAgent = await agent.client.get(pickerUrl(agent.user.username));
    expect(asAgent.statusCode).toBe(403);
    const solo = await signedIn(app, db, 'employer', true, { company_name: undefined });
    const withoutCompany = await solo.client.get(pickerUrl(agent.user.username));
    expect(withoutCompany.statusCode).toBe(403);
    expect(withoutCompany.json().detail).toBe('Create your company first.');
    const unknown = await employer.client.get(pickerUrl('nobody_here'));
    expect(unknown.statusCode).toBe(404);
    const missing = await employer.client.get('/api/invite-candidate/jobs/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.candidate_username).toBeDefined();
  });

  it('shows another company none of these jobs', async () => {
    const rival = await signedIn(app, db, 'employer');
    const listed = await rival.client.get(pickerUrl(agent.user.username));
    expect(listed.json()).toEqual({ count: 0, results: [] });
  });
});

describe('inviting without a job or without contacts', () => {
  it('asks to choose a job when none is given', async () => {
    for (const job_id of [undefined, null, '', 'abc']) {
      const refused = await employer.client.post('/api/invite-candidate/', {
        message: 'Hello',
        candidate_username: agent.user.username,
        job_id,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.job_id).toEqual([INVITE_CHOOSE_JOB]);
    }
  });

  it('answers the reason when the company has no candidate contacts left', async () => {
    const stranger = await signedIn(app, db, 'candidate');
    const refused = await employer.client.post('/api/invite-candidate/', {
      message: 'Hello',
      candidate_username: stranger.user.username,
      job_id: jobs.austin,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().detail).toBe(BILLING_MESSAGES.noContactsLeft);
    const listed = await employer.client.get(pickerUrl(stranger.user.username));
    expect(listed.json().results.some((job: { invited: boolean }) => job.invited)).toBe(false);
  });
});
