import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  API_KEY_RATE_LIMIT,
  API_KEY_TEXT,
  type ApiScope,
  type CreatedApiKey,
} from '@fieldhire/contract/api-keys';
import type { CompanyApplicant, Job, MyJob } from '@fieldhire/contract/jobs';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { jobInput } from '../../../test/job-input';
import { applyTo, buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

type Employer = Awaited<ReturnType<typeof signedIn>>;

async function keyFor(employer: Employer, scopes: ApiScope[]) {
  const made = await employer.client.post('/api/developers/keys/', { name: 'Dispatch', scopes });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<CreatedApiKey>().key;
}

const call = (
  key: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    ...(body ? { payload: body } : {}),
  });

describe('public API v1', () => {
  it("lists the company's jobs a page at a time, newest first, and reads one", async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 3);
    const ids = [];
    for (const title of ['First', 'Second', 'Third']) ids.push(await postJob(employer, title));
    const key = await keyFor(employer, ['jobs:read']);

    const first = await call(key, 'GET', '/api/v1/jobs/?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{ results: Job[]; next_cursor: string | null }>();
    expect(page.results.map((job) => job.id)).toEqual([ids[2], ids[1]]);
    expect(page.next_cursor).not.toBeNull();
    const second = (
      await call(key, 'GET', `/api/v1/jobs/?limit=2&cursor=${page.next_cursor}`)
    ).json<{ results: Job[]; next_cursor: string | null }>();
    expect(second).toMatchObject({ next_cursor: null });
    expect(second.results.map((job) => job.id)).toEqual([ids[0]]);
    expect((await call(key, 'GET', '/api/v1/jobs/?cursor=nonsense')).statusCode).toBe(400);
    expect((await call(key, 'GET', '/api/v1/jobs/?limit=1000')).statusCode).toBe(400);

    const one = await call(key, 'GET', `/api/v1/jobs/${ids[0]}/`);
    expect(one.json<Job>()).toMatchObject({ id: ids[0], title: 'First' });
  });

  it('posts a job once for a retried Idempotency-Key, and refuses the key with another body', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 3);
    const key = await keyFor(employer, ['jobs:read', 'jobs:write']);
    const headers = { 'idempotency-key': 'order-8841-post' };
    const posted = await call(key, 'POST', '/api/v1/jobs/', jobInput('Roof check'), headers);
    expect(posted.statusCode, posted.body).toBe(201);
    const again = await call(key, 'POST', '/api/v1/jobs/', jobInput('Roof check'), headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Job>().id).toBe(posted.json<Job>().id);
    const listed = (await call(key, 'GET', '/api/v1/jobs/')).json<{ results: Job[] }>();
    expect(listed.results.filter((job) => job.title === 'Roof check')).toHaveLength(1);
    const other = await call(key, 'POST', '/api/v1/jobs/', jobInput('Gutter check'), headers);
    expect(other.statusCode).toBe(422);
    // A body the API refuses posts nothing.
    const bad = { ...jobInput('No pay'), salary_min: -5 };
    expect((await call(key, 'POST', '/api/v1/jobs/', bad)).statusCode).toBe(400);

    const changed = await call(key, 'PATCH', `/api/v1/jobs/${posted.json<Job>().id}/`, {
      title: 'Roof and gutter check',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Job>().title).toBe('Roof and gutter check');
  });

  it('refuses a call without a key, a scope the key lacks, and any other company’s job', async () => {
    const employer = await signedIn(app, db, 'employer');
    const other = await signedIn(app, db, 'employer');
    const theirs = await postJob(other, 'Their job');
    const reader = await keyFor(employer, ['jobs:read']);

    const none = await call(null, 'GET', '/api/v1/jobs/');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ detail: API_KEY_TEXT.keyNeeded });
    expect((await call('fh_live_madeup', 'GET', '/api/v1/jobs/')).statusCode).toBe(401);
    // A session token is no key.
    const session = await app.inject({
      url: '/api/v1/jobs/',
      headers: { authorization: `Token ${employer.client.token}` },
    });
    expect(session.statusCode).toBe(401);

    const write = await call(reader, 'POST', '/api/v1/jobs/', jobInput('Not allowed'));
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ detail: API_KEY_TEXT.scopeMissing('jobs:write') });
    expect((await call(reader, 'GET', `/api/v1/jobs/${theirs}/`)).statusCode).toBe(404);
    const writer = await keyFor(employer, ['jobs:write']);
    expect(
      (await call(writer, 'PATCH', `/api/v1/jobs/${theirs}/`, { title: 'Taken over' })).statusCode,
    ).toBe(404);
    expect((await call(writer, 'GET', '/api/v1/jobs/')).statusCode).toBe(403);
  });

  it('counts each key’s requests a minute, with the RateLimit headers', async () => {
    const employer = await signedIn(app, db, 'employer');
    const key = await keyFor(employer, ['jobs:read']);
    const first = await call(key, 'GET', '/api/v1/jobs/');
    expect(first.headers['ratelimit-limit']).toBe(String(API_KEY_RATE_LIMIT));
    expect(first.headers['ratelimit-remaining']).toBe(String(API_KEY_RATE_LIMIT - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(first.headers['ratelimit-policy']).toBe(`${API_KEY_RATE_LIMIT};w=60`);
    let last = first;
    for (let i = 1; i <= API_KEY_RATE_LIMIT; i += 1) last = await call(key, 'GET', '/api/v1/jobs/');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json()).toMatchObject({ detail: API_KEY_TEXT.rateLimited });
    // Another key of the same company has its own count.
    const another = await keyFor(employer, ['jobs:read']);
    expect((await call(another, 'GET', '/api/v1/jobs/')).statusCode).toBe(200);
  });

  it("pages through the company's applicants and moves one, and no other company's", async () => {
    const employer = await signedIn(app, db, 'employer');
    const other = await signedIn(app, db, 'employer');
    const jobId = await postJob(employer, 'Applicants through the API');
    const applied: number[] = [];
    for (let i = 0; i < 3; i += 1)
      applied.push(await applyTo(await signedIn(app, db, 'candidate'), jobId));
    const theirs = await applyTo(
      await signedIn(app, db, 'candidate'),
      await postJob(other, 'Not yours'),
    );
    const reader = await keyFor(employer, ['applicants:read']);
    const page = await call(reader, 'GET', '/api/v1/applicants/?limit=2&status=pending');
    expect(page.statusCode, page.body).toBe(200);
    const first = page.json<{ results: CompanyApplicant[]; next_cursor: string }>();
    expect(first.results.map((each) => each.id)).toEqual([applied[2], applied[1]]);
    const rest = (
      await call(reader, 'GET', `/api/v1/applicants/?limit=2&cursor=${first.next_cursor}`)
    ).json<{ results: CompanyApplicant[]; next_cursor: string | null }>();
    expect(rest.results.map((each) => each.id)).toEqual([applied[0]]);
    expect(rest.next_cursor).toBeNull();
    expect(
      (await call(reader, 'PATCH', `/api/v1/applicants/${applied[0]}/`, { status: 'rejected' }))
        .statusCode,
    ).toBe(403);

    const writer = await keyFor(employer, ['applicants:write']);
    const moved = await call(writer, 'PATCH', `/api/v1/applicants/${applied[0]}/`, {
      status: 'rejected',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      moved.json<{ job: MyJob }>().job.applicants.find((each) => each.id === applied[0])?.status,
    ).toBe('rejected');
    expect(
      (await call(writer, 'PATCH', `/api/v1/applicants/${theirs}/`, { status: 'rejected' }))
        .statusCode,
    ).toBe(404);
  });
});
