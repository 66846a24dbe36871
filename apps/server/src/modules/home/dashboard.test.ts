import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client';
import { signedIn } from '../../../test/accounts-fixture';
import { jobInput } from '../../../test/job-input';
import { applyTo, postJob } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';

interface EmployerDashboard {
  posted_jobs: number;
  applications: number;
  recent_applicants: { id: number }[];
  notifications: { type: string }[];
}

const dashboardOf = async (client: ApiClient) => {
  const response = await client.get('/api/dashboard/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmployerDashboard>();
};

describe('employer dashboard', () => {
  it('counts a posted and a closed job right after the change', { timeout: 120_000 }, async () => {
    const { app, db } = await createTestApp();
    const employer = await signedIn(app, db, 'employer');
    const dashboard = async () =>
      (await employer.client.get('/api/dashboard/')).json<{
        posted_jobs: number;
        applications: number;
        plan: { open_jobs: number } | null;
      }>();
    const before = await dashboard();
    const posted = await employer.client.post('/api/jobs/', jobInput('Roof photos in Austin'));
    expect(posted.statusCode, posted.body).toBe(201);
    const after = await dashboard();
    expect(after.posted_jobs).toBe(before.posted_jobs + 1);
    expect(after.plan?.open_jobs).toBe((before.plan?.open_jobs ?? 0) + 1);
    const id = posted.json<{ id: number }>().id;
    expect((await employer.client.request('DELETE', `/api/jobs/${id}/`)).statusCode).toBe(200);
    const closed = await dashboard();
    expect(closed.posted_jobs).toBe(before.posted_jobs + 1);
    expect(closed.plan?.open_jobs).toBe(before.plan?.open_jobs ?? 0);
    expect(closed.applications).toBe(before.applications);
    await app.close();
  });

  it('shows what others change at once, though it is kept between visits', async () => {
    const { app, db } = await createTestApp();
    const [employer, agent] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    const jobId = await postJob(employer);
    const before = await dashboardOf(employer.client);
    const applicationId = await applyTo(agent, jobId);
    const after = await dashboardOf(employer.client);
    expect(after.applications).toBe(before.applications + 1);
    expect(after.recent_applicants.map((applicant) => applicant.id)).toContain(applicationId);
    expect(after.notifications[0]?.type).toBe('application_received');
    await app.close();
  });

  it("shows the viewer's own change at once, though no one else hears of it", async () => {
    const { app, db } = await createTestApp();
    const [employer, agent] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    const jobId = await postJob(employer);
    const saved = async () =>
      (await agent.client.get('/api/dashboard/')).json<{ bookmarks: number }>().bookmarks;
    expect(await saved()).toBe(0);
    const bookmarked = await agent.client.post('/api/bookmarkJob/bookmarkJob/', {
      jobID: jobId,
      action: 'add',
    });
    expect(bookmarked.statusCode, bookmarked.body).toBe(200);
    expect(await saved()).toBe(1);
    await app.close();
  });

  it.skipIf(!process.env.REDIS_URL)(
    'shows a change made through another server process at once',
    { timeout: 120_000 },
    async () => {
      const env = { REDIS_URL: process.env.REDIS_URL! };
      const [one, two] = await Promise.all([createTestApp(env), createTestApp(env)]);
      const [employer, agent] = await Promise.all([
        signedIn(one.app, one.db, 'employer'),
        signedIn(two.app, two.db, 'candidate'),
      ]);
      const employerOnTwo = new ApiClient(two.app);
      employerOnTwo.token = employer.client.token;
      const before = await dashboardOf(employer.client);
      // The other process hears of the change through Redis: well within a second, not after
      // the fifteen seconds a dashboard is kept at most.
      const seenWithin = (check: (dashboard: EmployerDashboard) => boolean) =>
        waitUntil(async () => check(await dashboardOf(employer.client)), 3_000);
      const jobId = await postJob({ client: employerOnTwo });
      await seenWithin((dashboard) => dashboard.posted_jobs === before.posted_jobs + 1);
      await applyTo(agent, jobId);
      await seenWithin((dashboard) => dashboard.applications === before.applications + 1);
      await Promise.all([one.app.close(), two.app.close()]);
    },
  );

  it('asks who is calling', async () => {
    const { app } = await createTestApp();
    expect((await app.inject('/api/dashboard/')).statusCode).toBe(401);
    await app.close();
  });
});
