import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import type { Database } from '../../db/database';
import { ApiClient } from '../../../test/api-client';
import { signedIn } from '../../../test/accounts-fixture';
import { buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { multipart } from '../../../test/multipart';

type Account = Awaited<ReturnType<typeof signedIn>>;

let app: FastifyInstance;
let db: Database;
let agent: Account;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  agent = await signedIn(app, db, 'candidate');
});
afterAll(() => app.close());

/** A word no other test's job has, so counts of new matches are this test's own. */
const uniqueWord = () =>
  `quokka${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function save(account: Account, body: Record<string, unknown>) {
  const response = await account.client.post('/api/saved-searches/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

describe('saved searches', () => {
  it('refuses guests', async () => {
    const guest = new ApiClient(app);
    expect((await guest.get('/api/saved-searches/')).statusCode).toBe(401);
    const posted = await guest.post('/api/saved-searches/', {
      filter: { keyword: 'roof' },
      frequency: 'daily',
    });
    expect(posted.statusCode).toBe(401);
    expect((await guest.patch('/api/saved-searches/1/', { paused: true })).statusCode).toBe(401);
    expect((await guest.delete('/api/saved-searches/1/')).statusCode).toBe(401);
  });

  it('saves a search named after its filter, keeping only what chooses jobs', async () => {
    const saved = await save(agent, {
      filter: {
        jobType: '1',
        location: 'Austin, TX',
        destination_max: '25',
        sort: 'salary_desc',
        start: '10',
        end: '20',
      },
      frequency: 'instant',
    });
    expect(saved).toMatchObject({
      name: expect.stringMatching(/ within 25 mi of Austin, TX$/),
      filter: { jobType: [1], location: 'Austin, TX', destination_max: 25 },
      frequency: 'instant',
      channels: ['email', 'in_app'],
      paused: false,
      last_sent_at: null,
      new_count: 0,
    });
    const listed = await agent.client.get('/api/saved-searches/');
    expect(listed.json<SavedSearch[]>().map((search) => search.id)).toContain(saved.id);
  });

  it('refuses a filter as the job list does, and an empty name or channel list', async () => {
    const place = await agent.client.post('/api/saved-searches/', {
      filter: { location: 'Nowhere Town, ZZ' },
      frequency: 'daily',
    });
    expect(place.statusCode).toBe(400);
    const search = await agent.client.get('/api/jobs/?location=Nowhere%20Town%2C%20ZZ');
    expect(place.json()).toEqual(search.json());

    const salary = await agent.client.post('/api/saved-searches/', {
      filter: { salary_min: '900', salary_max: '100' },
      frequency: 'daily',
    });
    expect(salary.statusCode).toBe(400);
    expect(salary.json<{ fields: Record<string, string[]> }>().fields).toHaveProperty('salary_max');

    for (const body of [
      { filter: {}, frequency: 'hourly' },
      { filter: {}, frequency: 'daily', channels: [] },
      { filter: {}, frequency: 'daily', name: '  ' },
      { filter: 'roof', frequency: 'daily' },
    ]) {
      const response = await agent.client.post('/api/saved-searches/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('counts the matches posted since the owner last opened it', async () => {
    const word = uniqueWord();
    const saved = await save(agent, { filter: { keyword: word }, frequency: 'daily' });
    expect(saved).toMatchObject({ name: `"${word}" jobs`, new_count: 0 });

    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 2);
    // Posting times are kept to the second: these jobs come a second after the search was saved.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await postJob(employer, `Roof photos ${word}`);
    await postJob(employer, `Gutter check ${word}`);
    const listed = (await agent.client.get('/api/saved-searches/')).json<SavedSearch[]>();
    expect(listed.find((search) => search.id === saved.id)?.new_count).toBe(2);
    const total = listed.reduce((sum, search) => sum + (search.paused ? 0 : search.new_count), 0);
    const dashboard = await agent.client.get('/api/dashboard/');
    expect(dashboard.json<{ job_alerts: number }>().job_alerts).toBe(total);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const seen = await agent.client.post(`/api/saved-searches/${saved.id}/seen/`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<SavedSearch>().new_count).toBe(0);
  });

  it('edits, pauses and deletes only its owner’s alerts', async () => {
    const saved = await save(agent, { filter: { keyword: 'roof' }, frequency: 'daily' });
    const other = await signedIn(app, db, 'candidate', false);

    expect(
      (await other.client.patch(`/api/saved-searches/${saved.id}/`, { paused: true })).statusCode,
    ).toBe(404);
    expect((await other.client.post(`/api/saved-searches/${saved.id}/seen/`)).statusCode).toBe(404);
    expect((await other.client.delete(`/api/saved-searches/${saved.id}/`)).statusCode).toBe(404);

    const edited = await agent.client.patch(`/api/saved-searches/${saved.id}/`, {
      name: 'Roofs near home',
      frequency: 'weekly',
      channels: ['email', 'email'],
      paused: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Roofs near home',
      frequency: 'weekly',
      channels: ['email'],
      paused: true,
    });
    expect((await agent.client.patch(`/api/saved-searches/${saved.id}/`, {})).statusCode).toBe(400);

    const deleted = await agent.client.delete(`/api/saved-searches/${saved.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await agent.client.delete(`/api/saved-searches/${saved.id}/`)).statusCode).toBe(404);
  });

  it('keeps at most 25 per account, even when they are saved at once', async () => {
    const owner = await signedIn(app, db, 'candidate');
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        owner.client.post('/api/saved-searches/', {
          filter: { keyword: `roof${i}` },
          frequency: 'weekly',
        }),
      ),
    );
    const codes = attempts.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(25);
    const refused = attempts.filter((response) => response.statusCode === 400);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json<{ detail: string }>().detail).toBe(
      'You can keep at most 25 job alerts. Delete one to add another.',
    );
  });

  it("offers a new field agent a first alert from their profile's job types and first town", async () => {
    const newcomer = await signedIn(app, db, 'candidate');
    const empty = await newcomer.client.get('/api/saved-searches/suggestion/');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();

    const profile = await newcomer.client.form(
      'PATCH',
      `/api/users/${newcomer.id}/`,
      multipart({ job_types: [2, 1], coverage_towns: ['4863500', '4805000'] }),
    );
    expect(profile.statusCode, profile.body).toBe(200);
    const offered = await newcomer.client.get('/api/saved-searches/suggestion/');
    expect(offered.json()).toEqual({
      name: expect.stringMatching(/ within 25 mi of Austin, TX$/),
      filter: { jobType: [1, 2], location: 'Austin, TX', destination_max: 25 },
    });

    const saved = await save(newcomer, {
      name: offered.json<{ name: string }>().name,
      filter: offered.json<{ filter: Record<string, unknown> }>().filter,
      frequency: 'instant',
    });
    expect(saved.filter).toEqual({ jobType: [1, 2], location: 'Austin, TX', destination_max: 25 });
    expect((await newcomer.client.get('/api/saved-searches/suggestion/')).json()).toBeNull();

    const company = await signedIn(app, db, 'employer');
    expect((await company.client.get('/api/saved-searches/suggestion/')).json()).toBeNull();
    expect((await new ApiClient(app).get('/api/saved-searches/suggestion/')).statusCode).toBe(401);
  });
});
