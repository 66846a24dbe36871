import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts-fixture';
import { jobInput } from '../../../test/job-input';
import { createTestApp } from '../../../test/test-app';

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

  it('asks who is calling', async () => {
    const { app } = await createTestApp();
    expect((await app.inject('/api/dashboard/')).statusCode).toBe(401);
    await app.close();
  });
});
