import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushKey } from '@fieldhire/contract/push';
import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import type { Database } from '../../db/database';
import { pushSubscriptions } from '../../db/schema/push';
import { ApiClient } from '../../../test/api-client';
import { signedIn } from '../../../test/accounts-fixture';
import { jobInput } from '../../../test/job-input';
import { buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { startPushService, type LoopbackPushService } from '../../../test/push-service';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';

let app: FastifyInstance;
let db: Database;
let pushService: LoopbackPushService;

beforeAll(async () => {
  pushService = await startPushService();
  ({ app, db } = await createTestApp({
    QUEUE_POLL_SECONDS: '0.5',
    PUSH_SERVICE_ORIGINS: pushService.origin,
  }));
});
afterAll(async () => {
  await app.close();
  await pushService.close();
});

const uniqueWord = () =>
  `kiwi${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const subscriptionsOf = (userId: number) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('push subscriptions', () => {
  it('gives one VAPID public key, the same on every call', async () => {
    const guest = new ApiClient(app);
    const first = await guest.get('/api/push/key/');
    expect(first.statusCode).toBe(200);
    const key = first.json<PushKey>().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await guest.get('/api/push/key/')).json<PushKey>().public_key).toBe(key);
  });

  it('takes subscriptions from signed-in people, to push services only', async () => {
    const subscription = pushService.subscribe('anyone');
    expect(
      (await new ApiClient(app).post('/api/push/subscriptions/', subscription)).statusCode,
    ).toBe(401);
    const agent = await signedIn(app, db, 'candidate');
    for (const endpoint of [
      'https://intranet.example.com/push/1',
      'http://127.0.0.1:1/push/1',
      'http://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com:8443/fcm/send/1',
    ]) {
      const refused = await agent.client.post('/api/push/subscriptions/', {
        ...subscription,
        endpoint,
      });
      expect(refused.statusCode, endpoint).toBe(400);
    }
    const badKey = await agent.client.post('/api/push/subscriptions/', {
      ...subscription,
      keys: { ...subscription.keys, p256dh: 'short' },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toMatchObject({ fields: { 'keys.p256dh': expect.any(Array) } });

    expect((await agent.client.post('/api/push/subscriptions/', subscription)).statusCode).toBe(
      201,
    );
    expect(
      (
        await agent.client.post('/api/push/subscriptions/', {
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: subscription.keys,
        })
      ).statusCode,
    ).toBe(201);
    expect(await subscriptionsOf(agent.id)).toHaveLength(2);
    expect(
      (
        await new ApiClient(app).delete('/api/push/subscriptions/', {
          endpoint: subscription.endpoint,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await agent.client.delete('/api/push/subscriptions/', { endpoint: subscription.endpoint }))
        .statusCode,
    ).toBe(204);
    expect((await subscriptionsOf(agent.id)).map((row) => row.endpoint)).toEqual([
      'https://fcm.googleapis.com/fcm/send/abc',
    ]);
  });
});

describe('job alerts by push', () => {
  it("pushes a matching job to each of the agent's browsers, encrypted to each and signed", async () => {
    const word = uniqueWord();
    const agent = await signedIn(app, db, 'candidate');
    const phone = `phone-${word}`;
    const laptop = `laptop-${word}`;
    for (const device of [phone, laptop]) {
      const subscribed = await agent.client.post(
        '/api/push/subscriptions/',
        pushService.subscribe(device),
      );
      expect(subscribed.statusCode).toBe(201);
    }
    const saved = await agent.client.post('/api/saved-searches/', {
      filter: { keyword: word, location: '78701', destination_max: '25' },
      frequency: 'instant',
      channels: ['push'],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const alert = saved.json<SavedSearch>();
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 3);

    const jobId = await postJob(employer, `Notary signing ${word}`);
    await waitUntil(
      () => pushService.received.filter((push) => push.device.endsWith(word)).length === 2,
    );
    const key = (await new ApiClient(app).get('/api/push/key/')).json<PushKey>().public_key;
    for (const device of [phone, laptop]) {
      const push = pushService.received.find((each) => each.device === device)!;
      expect(push.message).toEqual({
        title: `New job for your alert: ${alert.name}`,
        body: `Notary signing ${word} · ${employer.user.company_name} · Austin, TX`,
        url: `/jobs/${jobId}`,
        tag: `job-${jobId}`,
      });
      expect(push.vapid).toMatchObject({
        publicKey: key,
        audience: pushService.origin,
        subject: 'mailto:support@fieldhire.test',
      });
      expect(push.vapid.expires * 1000).toBeGreaterThan(Date.now());
      expect(push.ttl).toBe('3600');
    }
    expect(pushService.failures).toEqual([]);

    // The laptop's browser dropped the subscription: its push service answers 410 Gone.
    pushService.answer(laptop, 410);
    await postJob(employer, `Loan signing ${word}`);
    await waitUntil(
      async () =>
        (await subscriptionsOf(agent.id)).every((row) => !row.endpoint.endsWith(laptop)) &&
        pushService.received.filter((push) => push.device === phone).length === 2,
    );
    // Nothing for a job 500 miles away.
    const far = await employer.client.post('/api/jobs/', {
      ...jobInput(`Drive-by ${word}`),
      city: 'El Paso',
      zip: '79901',
    });
    expect(far.statusCode, far.body).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(pushService.received.filter((push) => push.device === phone)).toHaveLength(2);
  });
});
