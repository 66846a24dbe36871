import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RATING_TEXT, type WorkOrderRatings } from '@fieldhire/contract/reputation';
import { queryRows, type Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { applyTo, buyJobPosts } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';
import { createReputationRepository } from './reputation.repository';

let app: FastifyInstance;
let db: Database;
let employer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, 20);
  await saveCard(employer);
});

async function approvedWork(title: string) {
  const work = await submittedWork(app, db, employer, workJob(title));
  expect((await employer.client.post(`${work.base}/approve/`)).statusCode).toBe(200);
  return work;
}

const ratingsOf = async (client: ApiClient, base: string) => {
  const answer = await client.get(`${base}/rating/`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<WorkOrderRatings>();
};

describe('ratings', () => {
  it('keeps each rating hidden from the rated side until both have rated', async () => {
    const { agent, base } = await approvedWork('Rated inspection');
    const rated = await employer.client.post(`${base}/rating/`, {
      score: 5,
      tags: ['On time', 'Great photos', 'On time'],
      comment: 'Clear photos, early arrival.',
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json<WorkOrderRatings>()).toMatchObject({
      mine: {
        score: 5,
        tags: ['On time', 'Great photos'],
        comment: 'Clear photos, early arrival.',
      },
      theirs: null,
      they_rated: false,
      can_rate: false,
    });
    // The agent knows a rating came, not what it says.
    expect(await ratingsOf(agent.client, base)).toMatchObject({
      mine: null,
      theirs: null,
      they_rated: true,
      can_rate: true,
    });
    const news = JSON.stringify((await agent.client.get('/api/notifications/')).json());
    expect(news).toContain('Rated: Rated inspection');

    const back = await agent.client.post(`${base}/rating/`, {
      score: 4,
      tags: ['Clear instructions'],
      comment: '',
    });
    expect(back.statusCode).toBe(201);
    expect(back.json<WorkOrderRatings>().theirs).toMatchObject({ score: 5 });
    expect((await ratingsOf(employer.client, base)).theirs).toMatchObject({
      score: 4,
      tags: ['Clear instructions'],
    });

    // Each side rates once.
    const again = await agent.client.post(`${base}/rating/`, { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(RATING_TEXT.already);
  });

  it('rates only ended work, with a score of 1 to 5 and known tags, by its parties', async () => {
    const { agent, base } = await submittedWork(app, db, employer, workJob('Unfinished work'));
    const early = await employer.client.post(`${base}/rating/`, { score: 3 });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(RATING_TEXT.notYet);
    await employer.client.post(`${base}/approve/`);
    for (const body of [{ score: 0 }, { score: 6 }, { score: 2.5 }, { score: 3, tags: ['Rude'] }])
      expect((await employer.client.post(`${base}/rating/`, body)).statusCode).toBe(400);
    const stranger = await signedIn(app, db, 'candidate');
    expect((await stranger.client.post(`${base}/rating/`, { score: 1 })).statusCode).toBe(404);
    expect((await stranger.client.get(`${base}/rating/`)).statusCode).toBe(404);
    expect((await new ApiClient(app).get(`${base}/rating/`)).statusCode).toBe(401);
    expect((await agent.client.get(`${base}/rating/`)).statusCode).toBe(200);
  });

  it('closes rating 14 days after the work ended and then shows what was given', async () => {
    const { agent, base } = await approvedWork('Old inspection');
    expect((await employer.client.post(`${base}/rating/`, { score: 2 })).statusCode).toBe(201);
    const id = Number(base.split('/').pop());
    await db.execute(
      sql`update work_orders set approved_at = now() - interval '15 days' where id = ${id}`,
    );
    const late = await agent.client.post(`${base}/rating/`, { score: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(RATING_TEXT.closed);
    const revealed = await createReputationRepository(db).revealClosed(14);
    expect(revealed).toContainEqual({
      agent_id: agent.id,
      company_id: employer.companyId,
      by: 'company',
    });
    expect(await ratingsOf(agent.client, base)).toMatchObject({
      theirs: { score: 2 },
      can_rate: false,
    });
  });
});

describe('reliability from the records', () => {
  it("counts every one of a company's hires made at once in its record", async () => {
    const company = await signedIn(app, db, 'employer');
    await buyJobPosts(db, company.companyId!, 5);
    const openings = 8;
    const jobId = (
      await company.client.post('/api/jobs/', { ...workJob('Busy week'), openings })
    ).json<{ id: number }>().id;
    const agents = await Promise.all(
      Array.from({ length: openings }, () => signedIn(app, db, 'candidate')),
    );
    const applications = await Promise.all(agents.map((agent) => applyTo(agent, jobId)));
    // On PostgreSQL these run in transactions at once: each refresh of the company's record waits
    // for the one before it and counts the work order it committed.
    const hires = await Promise.all(
      applications.map((id) =>
        company.client.patch(`/api/applicants/${id}/`, { status: 'approved' }),
      ),
    );
    expect(hires.map((hire) => hire.statusCode)).toEqual(hires.map(() => 200));
    const page = await company.client.get(`/api/companies/${company.companyId}/`);
    expect(page.json().reliability).toMatchObject({ work_orders: openings, cancellation_rate: 0 });
    const rejections = await Promise.all(
      applications
        .slice(0, 2)
        .map((id) => company.client.patch(`/api/applicants/${id}/`, { status: 'rejected' })),
    );
    expect(rejections.map((each) => each.statusCode)).toEqual([200, 200]);
    const after = await company.client.get(`/api/companies/${company.companyId}/`);
    expect(after.json().reliability).toMatchObject({
      work_orders: openings,
      cancellation_rate: 0.25,
    });
    // Each hire and cancellation added to the record; a recount of its work orders finds the same.
    const record = () =>
      queryRows(
        db,
        sql`select work_orders, canceled_by_company, cancellation_rate from company_reliability
            where company_id = ${company.companyId}`,
      );
    const added = await record();
    await createReputationRepository(db).refresh({ companyId: company.companyId! });
    expect(await record()).toEqual(added);
    // Each hired agent has a record, though none has completed work yet.
    const profile = await company.client.get(
      `/api/candidates/?username=${agents[0]!.user.username}`,
    );
    expect(profile.json().reliability).toMatchObject({ completed: 0, late_cancellations: 0 });
  });

  const startingIn = (minutes: number) => ({
    schedule: { type: 'hard_start', start: new Date(Date.now() + minutes * 60_000).toISOString() },
  });

  it("computes agents' and companies' records from their work orders, and sorts agents by theirs", async () => {
    const company = await signedIn(app, db, 'employer');
    await buyJobPosts(db, company.companyId!, 10);
    await saveCard(company);

    // On time and approved at once.
    const onTime = await submittedWork(app, db, company, workJob('Prompt work', startingIn(10)));
    const agent = onTime.agent;
    await company.client.post(`${onTime.base}/approve/`);
    // Another agent: an hour late, and approved only after a revision.
    const late = await submittedWork(app, db, company, workJob('Late work', startingIn(-60)));
    await company.client.post(`${late.base}/request-revision/`, { reason: 'Redo the porch.' });
    await late.agent.client.post(`${late.base}/submit/`);
    await company.client.post(`${late.base}/approve/`);
    // The company cancels a third.
    const dropped = await submittedWork(app, db, company, workJob('Dropped work'));
    await company.client.post(`${dropped.base}/cancel/`, { reason: 'No longer needed' });

    const profile = async (username: string) =>
      (await company.client.get(`/api/candidates/?username=${username}`)).json<{
        reliability: Record<string, unknown>;
      }>().reliability;
    expect(await profile(agent.user.username)).toEqual({
      completed: 1,
      on_time_rate: 1,
      first_time_approval_rate: 1,
      late_cancellations: 0,
      rating_avg: null,
      rating_count: 0,
    });
    expect(await profile(late.agent.user.username)).toMatchObject({
      completed: 1,
      on_time_rate: 0,
      first_time_approval_rate: 0,
    });

    // The company's record: three work orders, one canceled by it, approved the day submitted.
    const page = await agent.client.get(`/api/companies/${company.companyId}/`);
    expect(page.json().reliability).toMatchObject({
      work_orders: 3,
      cancellation_rate: 0.3333,
      approval_days_median: 0,
      rating_count: 0,
    });
    const recorded = (await agent.client.get(`/api/companies/${company.companyId}/`)).json();
    await createReputationRepository(db).refresh({ companyId: company.companyId! });
    expect(
      (await agent.client.get(`/api/companies/${company.companyId}/`)).json().reliability,
    ).toEqual(recorded.reliability);

    // Ratings count once revealed: the agent's after both rated.
    await company.client.post(`${onTime.base}/rating/`, { score: 4 });
    expect((await profile(agent.user.username)).rating_count).toBe(0);
    await agent.client.post(`${onTime.base}/rating/`, { score: 5 });
    expect(await profile(agent.user.username)).toMatchObject({ rating_avg: 4, rating_count: 1 });
    expect(
      (await agent.client.get(`/api/companies/${company.companyId}/`)).json().reliability,
    ).toMatchObject({ rating_avg: 5, rating_count: 1 });

    // The pipeline shows each applicant's record.
    const applicants = (await company.client.get('/api/applicants/')).json<
      { candidate: { username: string; reliability: { completed: number } } }[]
    >();
    expect(
      applicants.find((each) => each.candidate.username === agent.user.username)?.candidate
        .reliability.completed,
    ).toBe(1);

    // Search: the most reliable first, or only those on time often enough.
    const search = async (query: string) =>
      (await company.client.get(`/api/candidate-search/?page_size=100&${query}`))
        .json<{ results: { username: string }[] }>()
        .results.map((each) => each.username);
    const byRecord = await search('sort=reliability');
    expect(byRecord.indexOf(agent.user.username)).toBeLessThan(
      byRecord.indexOf(late.agent.user.username),
    );
    const punctual = await search('on_time_min=0.95');
    expect(punctual).toContain(agent.user.username);
    expect(punctual).not.toContain(late.agent.user.username);
    const directory = (
      await company.client.get('/api/candidates/?sort=reliability&on_time_min=0.95&end=100')
    ).json<{ results: { username: string }[] }>();
    expect(directory.results.map((each) => each.username)).toContain(agent.user.username);
    expect((await company.client.get('/api/candidate-search/?on_time_min=2')).statusCode).toBe(400);
  });
});
