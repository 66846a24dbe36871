import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { multipart } from '../../../test/multipart';
import { buyContacts, postJob } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';

let app: FastifyInstance;
let db: Database;
let agent: Awaited<ReturnType<typeof signedIn>>;
let employer: Awaited<ReturnType<typeof signedIn>>;
const tag = `k${process.pid}${Date.now().toString(36)}`;
const AUSTIN = '4805000';
const ROUND_ROCK = '4863500';
const DENVER = '0820000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const jpeg = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#345' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  agent = await signedIn(app, db, 'candidate');
  employer = await signedIn(app, db, 'employer');
});

describe('own profile', () => {
  it('saves the whole profile of a field agent with avatar, resume and coverage towns', async () => {
    const form = multipart(
      {
        first_name: 'Dana',
        last_name: `Reyes ${tag}`,
        phone: '512-555-0199',
        headline: 'Insurance inspector covering Central Texas',
        about: 'Ten years of exterior inspections.',
        gender: 'Female',
        experience: '4 Year',
        zip: '78704',
        coverage_radius: 60,
        categories: ['Residential', 'Commercial'],
        job_types: [1, 2],
        skill_tags: [1],
        certifications: [1, 2],
        educations: [1],
        coverage_towns: [AUSTIN, ROUND_ROCK],
      },
      {
        avatar: { filename: 'me.jpg', type: 'image/jpeg', content: await jpeg() },
        resume: { filename: 'resume.pdf', type: 'application/pdf', content: PDF },
      },
    );
    const saved = await agent.client.form('PATCH', `/api/users/${agent.id}/`, form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ first_name: 'Dana', profile_complete: true });
    expect(saved.json().avatar).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const own = await agent.client.get(`/api/users/${agent.id}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      phone: '512-555-0199',
      city: 'Austin',
      state: 'TX',
      coverage_radius: 60,
    });
    expect(own.json().resume_url).toMatch(/\.pdf$/);
    expect(
      own
        .json()
        .coverage_towns.map((town: { fips: string }) => town.fips)
        .sort(),
    ).toEqual([AUSTIN, ROUND_ROCK]);
    expect(
      own
        .json()
        .job_types.map((type: { id: number }) => type.id)
        .sort(),
    ).toEqual([1, 2]);
    const resume = await app.inject(own.json().resume_url);
    expect(resume.headers['content-disposition']).toBe('attachment');

    const cleared = await agent.client.form(
      'PATCH',
      `/api/users/${agent.id}/`,
      multipart({ skill_tags: '' }),
    );
    expect(cleared.statusCode).toBe(200);
    expect((await agent.client.get(`/api/users/${agent.id}/`)).json().skill_tags).toEqual([]);
  });

  it('answers bad input with the field at fault and keeps the saved profile', async () => {
    const url = `/api/users/${agent.id}/`;
    const bad = await agent.client.form(
      'PATCH',
      url,
      multipart({ zip: '00000', job_types: [999999] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.zip).toBeDefined();
    const unknownType = await agent.client.form('PATCH', url, multipart({ job_types: [999999] }));
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().fields.job_types).toBeDefined();
    const unknownTown = await agent.client.form(
      'PATCH',
      url,
      multipart({ coverage_towns: ['9999999'] }),
    );
    expect(unknownTown.json().fields.coverage_towns).toBeDefined();
    const fakeResume = multipart(
      {},
      { resume: { filename: 'cv.pdf', type: 'application/pdf', content: await jpeg() } },
    );
    expect((await agent.client.form('PATCH', url, fakeResume)).json().fields.resume).toBeDefined();
    const huge = multipart(
      {},
      {
        resume: {
          filename: 'cv.pdf',
          type: 'application/pdf',
          content: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1),
        },
      },
    );
    expect((await agent.client.form('PATCH', url, huge)).statusCode).toBe(413);
    expect((await agent.client.form('PATCH', url, multipart({ gender: 'robot' }))).statusCode).toBe(
      400,
    );
    const kept = (await agent.client.get(url)).json();
    expect(kept.job_types).toHaveLength(2);
    expect(kept.zip).toBe('78704');
  });

  it('lets only the user see and edit their profile, and keeps agent fields to agents', async () => {
    const url = `/api/users/${agent.id}/`;
    const name = multipart({ first_name: 'Mallory' });
    expect((await new ApiClient(app).form('PATCH', url, name)).statusCode).toBe(401);
    expect((await new ApiClient(app).get(url)).statusCode).toBe(401);
    expect((await employer.client.form('PATCH', url, name)).statusCode).toBe(403);
    expect((await employer.client.get(url)).statusCode).toBe(403);
    const own = `/api/users/${employer.id}/`;
    expect(
      (
        await employer.client.form(
          'PATCH',
          own,
          multipart({ first_name: 'Erin', phone: '+1 303 555 0100' }),
        )
      ).statusCode,
    ).toBe(200);
    const coverage = await employer.client.form(
      'PATCH',
      own,
      multipart({ coverage_towns: [AUSTIN] }),
    );
    expect(coverage.statusCode).toBe(400);
    expect(coverage.json().fields.coverage_towns).toBeDefined();
    const resume = await employer.client.form(
      'PATCH',
      own,
      multipart({}, { resume: { filename: 'resume.pdf', type: 'application/pdf', content: PDF } }),
    );
    expect(resume.statusCode).toBe(400);
    expect(resume.json().fields.resume).toEqual(['Only field agents upload a resume.']);
    expect((await employer.client.get(own)).json().resume_url ?? null).toBeNull();
  });
});

describe('field agents seen by others', () => {
  it('shows the public profile without contact data, and the resume only to companies with a package', async () => {
    const guest = await app.inject(`/api/candidates/?username=${agent.user.username}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({
      username: agent.user.username,
      headline: 'Insurance inspector covering Central Texas',
    });
    expect(guest.json()).not.toHaveProperty('email');
    expect(guest.json()).not.toHaveProperty('phone');
    expect(guest.json()).not.toHaveProperty('resume_url');
    expect(
      (await employer.client.get(`/api/candidates/?username=${agent.user.username}`)).json(),
    ).not.toHaveProperty('resume_url');
    expect((await app.inject('/api/candidates/?username=nobody_here')).statusCode).toBe(404);
  });

  it('filters the directory by keyword, gender, experience, certification, category and distance', async () => {
    const find = async (query: string) =>
      (await app.inject(`/api/candidates/?keyword=${tag}&${query}`)).json<{
        count: number;
        results: { distance: number }[];
      }>();
    expect((await find('')).count).toBe(1);
    expect(
      (
        await find(
          'candidateGender=Female&experiences=4%20Year&qualifications=2&category=Commercial',
        )
      ).count,
    ).toBe(1);
    expect((await find('candidateGender=Male')).count).toBe(0);
    expect((await find('qualifications=5')).count).toBe(0);
    const near = await find('location=78701&destination_max=10&sort=distance');
    expect(near.count).toBe(1);
    expect(near.results[0]!.distance).toBeLessThan(10);
    expect((await find('location=80202&destination_max=100')).count).toBe(0);
    for (const bad of [
      'candidateGender=x',
      'experiences=9%20Year',
      'sort=distance',
      'end=500',
      'datePost=yesterday',
    ]) {
      expect((await app.inject(`/api/candidates/?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('finds agents by the towns and job types they cover, for companies only', async () => {
    const search = (client: ApiClient, query: string) =>
      client.get(`/api/candidate-search/?${query}`);
    const byTown = await search(
      employer.client,
      `state_fips=48&town_fips=${ROUND_ROCK}&job_types=2,7`,
    );
    expect(byTown.statusCode, byTown.body).toBe(200);
    expect(byTown.json().results.map((c: { id: number }) => c.id)).toContain(agent.id);
    expect(byTown.json()).toMatchObject({ previous: null });
    const byState = await search(employer.client, 'state_fips=48&job_types=1&page_size=100');
    expect(byState.json().results.map((c: { id: number }) => c.id)).toContain(agent.id);
    const elsewhere = await search(employer.client, `state_fips=08&town_fips=${DENVER}`);
    expect(elsewhere.json().results.map((c: { id: number }) => c.id)).not.toContain(agent.id);
    const otherType = await search(employer.client, `town_fips=${AUSTIN}&job_types=9`);
    expect(otherType.json().results.map((c: { id: number }) => c.id)).not.toContain(agent.id);
    expect((await search(employer.client, `state_fips=08&town_fips=${AUSTIN}`)).statusCode).toBe(
      400,
    );
    expect((await search(employer.client, 'page_size=500')).statusCode).toBe(400);
    expect((await search(agent.client, 'state_fips=48')).statusCode).toBe(403);
    expect((await search(new ApiClient(app), 'state_fips=48')).statusCode).toBe(401);
  });

  it('invites an agent to an open job through a conversation, once the company has contacts', async () => {
    const jobId = await postJob(employer, `Exterior inspection ${tag}`);
    const body = {
      message: 'Would you take this one?',
      candidate_username: agent.user.username,
      job_id: jobId,
    };
    const unpaid = await employer.client.post('/api/invite-candidate', body);
    expect(unpaid.statusCode).toBe(402);

    await buyContacts(db, employer.companyId!, 5);
    const sent = await employer.client.post('/api/invite-candidate', body);
    expect(sent.statusCode, sent.body).toBe(200);
    const conversations = (await agent.client.get('/api/conversations/')).json();
    const opened = conversations.find((c: { id: number }) => c.id === sent.json().conversation_id);
    expect(opened.last_message.content).toContain('Would you take this one?');
    expect(opened.last_message.content).toContain(`/jobs/${jobId}`);
    const withResume = await employer.client.get(
      `/api/candidates/?username=${agent.user.username}`,
    );
    expect(withResume.json().resume_url).toMatch(/\.pdf$/);

    const rival = await signedIn(app, db, 'employer');
    expect((await rival.client.post('/api/invite-candidate', body)).statusCode).toBe(400);
    expect((await agent.client.post('/api/invite-candidate', body)).statusCode).toBe(403);
    expect((await new ApiClient(app).post('/api/invite-candidate', body)).statusCode).toBe(401);
    const nobody = await employer.client.post('/api/invite-candidate', {
      ...body,
      candidate_username: 'nobody_here',
    });
    expect(nobody.statusCode).toBe(404);
  });
});
