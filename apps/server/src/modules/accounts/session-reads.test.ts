import { describe, expect, it } from 'vitest';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';

// Reads trust a session kept in memory for a few seconds; these are the changes that must end
// that trust at once.
describe('sessions kept for reads', () => {
  it("takes a removed member's company away from their very next read", async () => {
    const { app, db } = await createTestApp();
    const owner = await signedIn(app, db, 'employer');
    const member = await teammate(app, db, owner, 'member');
    expect((await member.client.get('/api/myjobs/')).statusCode).toBe(200);
    const removed = await owner.client.post('/api/update-team/', {
      company_id: owner.companyId,
      action: 'remove',
      employee_id: member.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await member.client.get('/api/myjobs/')).statusCode).toBe(403);
    await app.close();
  });

  it('never trusts a kept session for a write', async () => {
    const { app, db } = await createTestApp();
    const agent = await signedIn(app, db, 'candidate');
    expect((await agent.client.get('/api/user-info')).statusCode).toBe(200);
    const other = new ApiClient(app);
    other.token = agent.client.token;
    expect((await agent.client.post('/signout/')).statusCode).toBe(200);
    const write = await other.post('/api/bookmarkJob/bookmarkJob/', { jobID: 1, action: 'add' });
    expect(write.statusCode).toBe(401);
    await app.close();
  });

  it.skipIf(!process.env.REDIS_URL)(
    'ends a session on every server process when it signs out on one',
    { timeout: 120_000 },
    async () => {
      const env = { REDIS_URL: process.env.REDIS_URL! };
      const [one, two] = await Promise.all([createTestApp(env), createTestApp(env)]);
      const agent = await signedIn(one.app, one.db, 'candidate');
      const onTwo = new ApiClient(two.app);
      onTwo.token = agent.client.token;
      expect((await onTwo.get('/api/user-info')).statusCode).toBe(200);
      expect((await agent.client.post('/signout/')).statusCode).toBe(200);
      // The other process hears of it through Redis: well within a second, not after the
      // seconds a session is kept for reads.
      await waitUntil(async () => (await onTwo.get('/api/user-info')).statusCode === 401, 1_000);
      await Promise.all([one.app.close(), two.app.close()]);
    },
  );
});
