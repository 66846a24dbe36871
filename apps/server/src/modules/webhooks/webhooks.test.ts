import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEXT,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
} from '@fieldhire/contract/webhooks';
import type { Database } from '../../db/database';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { applyTo, buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';
import { createTestApp } from '../../../test/test-app';
import { startWebhookReceiver, type ReceivedWebhook } from '../../../test/webhook-receiver';
import { waitUntil } from '../../../test/wait-until';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import type { JobQueue } from '../../platform/queue/job-queue';
import { DISABLED_AFTER_FAILURES, TELL_EXPIRED_JOBS } from './webhooks.service';

let app: FastifyInstance;
let db: Database;
const receivers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  // Three quick retries: a delivery fails for good on its fourth failed attempt.
  ({ app, db } = await createTestApp({
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
    WEBHOOK_RETRY_SECONDS: '0,0,0',
  }));
});
afterAll(() => Promise.all(receivers.map((receiver) => receiver.close())));

type Employer = Awaited<ReturnType<typeof signedIn>>;

async function receiver(answer?: Parameters<typeof startWebhookReceiver>[0]) {
  const started = await startWebhookReceiver(answer);
  receivers.push(started);
  return started;
}

async function endpointFor(
  employer: Employer,
  url: string,
  eventTypes: readonly string[] = WEBHOOK_EVENT_TYPES,
) {
  const made = await employer.client.post('/api/developers/webhooks/', {
    url,
    description: 'Dispatch system',
    event_types: eventTypes,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<WebhookEndpoint>();
}

const deliveriesOf = async (employer: Employer, endpointId: number) =>
  (
    await employer.client.get(`/api/developers/webhooks/${endpointId}/deliveries/`)
  ).json<WebhookDeliveryPage>().results;

describe('webhook endpoints', () => {
  it('are kept by the owner and admins only, and only for their company', async () => {
    const owner = await signedIn(app, db, 'employer');
    const hooks = await receiver();
    const endpoint = await endpointFor(owner, hooks.url, ['job.published']);
    expect(endpoint).toMatchObject({ enabled: true, event_types: ['job.published'] });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);

    const admin = await teammate(app, db, owner, 'admin');
    expect((await admin.client.get('/api/developers/webhooks/')).json()).toMatchObject({
      results: [{ id: endpoint.id }],
    });
    const member = await teammate(app, db, owner, 'member');
    const agent = await signedIn(app, db, 'candidate');
    for (const refused of [member, agent]) {
      const answer = await refused.client.get('/api/developers/webhooks/');
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ detail: WEBHOOK_TEXT.managersOnly });
    }
    const other = await signedIn(app, db, 'employer');
    for (const [method, path] of [
      ['PATCH', `/api/developers/webhooks/${endpoint.id}/`],
      ['DELETE', `/api/developers/webhooks/${endpoint.id}/`],
      ['GET', `/api/developers/webhooks/${endpoint.id}/deliveries/`],
      ['POST', `/api/developers/webhooks/${endpoint.id}/test/`],
    ] as const) {
      const answer = await other.client.request(method, path, method === 'PATCH' ? {} : undefined);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
    }
    owner.client.token = null;
    expect((await owner.client.get('/api/developers/webhooks/')).statusCode).toBe(401);
  });

  it('refuse addresses of private networks unless loopback is allowed for development', async () => {
    const { app: strict, db: strictDb } = await createTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'false' });
    const owner = await signedIn(strict, strictDb, 'employer');
    for (const [url, detail] of [
      ['http://127.0.0.1:9000/hook', WEBHOOK_TEXT.urlScheme],
      ['https://127.0.0.1:9000/hook', WEBHOOK_TEXT.urlPrivate],
      ['https://localhost/hook', WEBHOOK_TEXT.urlPrivate],
      ['https://10.0.0.8/hook', WEBHOOK_TEXT.urlPrivate],
      ['https://169.254.169.254/latest', WEBHOOK_TEXT.urlPrivate],
      ['https://[fd00::1]/hook', WEBHOOK_TEXT.urlPrivate],
      ['not a url', WEBHOOK_TEXT.urlInvalid],
    ]) {
      const answer = await owner.client.post('/api/developers/webhooks/', {
        url,
        event_types: ['job.published'],
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json<{ fields: { url: string[] } }>().fields.url, url).toEqual([detail]);
    }
    const noEvents = await owner.client.post('/api/developers/webhooks/', {
      url: 'https://8.8.8.8/hook',
      event_types: [],
    });
    expect(noEvents.json<{ fields: { event_types: string[] } }>().fields.event_types).toEqual([
      WEBHOOK_TEXT.eventsNeeded,
    ]);
  });
});

describe('webhook deliveries', () => {
  it('tell the company of its jobs, applicants, work and payments, each signed', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 5);
    await saveCard(employer);
    const hooks = await receiver();
    const endpoint = await endpointFor(employer, hooks.url);
    hooks.useSecret(endpoint.secret);

    const jobId = await postJob(employer, 'Roof inspection');
    const agent = await signedIn(app, db, 'candidate');
    const applicationId = await applyTo(agent, jobId);
    const shortlisted = await employer.client.patch(`/api/applicants/${applicationId}/`, {
      status: 'shortlisted',
    });
    expect(shortlisted.statusCode, shortlisted.body).toBe(200);
    const { base, agent: worker } = await submittedWork(app, db, employer, workJob('Meter photos'));
    const approved = await employer.client.post(`${base}/approve/`);
    expect(approved.statusCode, approved.body).toBe(200);
    const rated = await worker.client.post(`${base}/rating/`, {
      score: 4,
      comment: 'Clear brief.',
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const closed = await employer.client.patch(`/api/jobs/${jobId}/`, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);

    const expected = [
      'job.published',
      'application.created',
      'applicant.status_changed',
      'work_order.assigned',
      'work_order.confirmed',
      'work_order.checked_in',
      'work_order.checked_out',
      'work_order.submitted',
      'work_order.approved',
      'payment.charged',
      'rating.received',
      'job.closed',
    ];
    const closedJob = (each: ReceivedWebhook) =>
      each.type === 'job.closed' && (each.data.job as { id: number }).id === jobId;
    await waitUntil(
      () =>
        expected.every((type) => hooks.received.some((each) => each.type === type)) &&
        hooks.received.some(closedJob),
    );
    expect(hooks.received.every((each) => each.verified)).toBe(true);
    const published = hooks.received.find((each) => each.type === 'job.published')!;
    expect(published.data).toMatchObject({ job: { id: jobId, title: 'Roof inspection' } });
    expect(
      hooks.received.find((each) => each.type === 'applicant.status_changed')!.data,
    ).toMatchObject({
      application: { id: applicationId, job: { id: jobId }, status: 'shortlisted' },
    });
    expect(
      hooks.received.filter((each) => each.type === 'job.closed').map((each) => each.data),
    ).toContainEqual({
      job: expect.objectContaining({ id: jobId, status: 'closed' }),
    });
    expect(hooks.received.find((each) => each.type === 'rating.received')!.data).toMatchObject({
      rating: { by: 'agent', revealed: false },
    });
    const charged = hooks.received.find((each) => each.type === 'payment.charged')!;
    expect(charged.data).toMatchObject({ payment: { refunded_cents: 0 } });
    expect((charged.data.payment as { charged_cents: number }).charged_cents).toBeGreaterThan(0);

    const log = await deliveriesOf(employer, endpoint.id);
    await waitUntil(async () =>
      (await deliveriesOf(employer, endpoint.id)).every((each) => each.status === 'delivered'),
    );
    expect(log.length).toBeGreaterThanOrEqual(expected.length);
    const detail = (
      await employer.client.get(`/api/developers/webhooks/${endpoint.id}/deliveries/${log[0]!.id}/`)
    ).json<WebhookDeliveryDetail>();
    expect(detail.attempts_log).toEqual([
      expect.objectContaining({ response_status: 200, response_body: 'answered 200', error: null }),
    ]);
    expect(detail.payload).toMatchObject({ type: detail.event_type });
  });

  it('tell of a listing that ended, once however often the check runs', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 1);
    const hooks = await receiver();
    const endpoint = await endpointFor(employer, hooks.url, ['job.expired']);
    hooks.useSecret(endpoint.secret);
    const jobId = await postJob(employer, 'Short listing');
    await db
      .update(jobs)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, jobId));
    const { queue } = app as typeof app & { queue: JobQueue };
    for (let run = 0; run < 2; run++) {
      await queue.send(TELL_EXPIRED_JOBS, {});
      queue.wake(TELL_EXPIRED_JOBS);
    }
    await waitUntil(() => hooks.acknowledged().length === 1);
    await waitUntil(
      async () => (await deliveriesOf(employer, endpoint.id)).length === 1,
      3000,
    ).catch(() => undefined);
    expect(await deliveriesOf(employer, endpoint.id)).toHaveLength(1);
    expect(hooks.received).toEqual([
      expect.objectContaining({
        type: 'job.expired',
        verified: true,
        data: { job: expect.objectContaining({ id: jobId, status: 'expired' }) },
      }),
    ]);
  });

  it('retry a failed attempt, so a receiver failing three times acknowledges the event once', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 1);
    const hooks = await receiver((_, nth) => (nth <= 3 ? 500 : 200));
    const endpoint = await endpointFor(employer, hooks.url, ['job.published']);
    hooks.useSecret(endpoint.secret);
    const jobId = await postJob(employer, 'Flaky receiver');

    await waitUntil(() => hooks.acknowledged().length === 1);
    const [delivery] = await deliveriesOf(employer, endpoint.id);
    await waitUntil(
      async () => (await deliveriesOf(employer, endpoint.id))[0]!.status === 'delivered',
    );
    expect(hooks.received.map((each) => each.answered)).toEqual([500, 500, 500, 200]);
    expect(new Set(hooks.received.map((each) => each.id))).toEqual(new Set([delivery!.message_id]));
    expect(hooks.received.every((each) => each.verified)).toBe(true);
    expect(hooks.acknowledged()).toEqual([
      expect.objectContaining({
        type: 'job.published',
        data: { job: expect.objectContaining({ id: jobId }) },
      }),
    ]);
    const detail = (
      await employer.client.get(
        `/api/developers/webhooks/${endpoint.id}/deliveries/${delivery!.id}/`,
      )
    ).json<WebhookDeliveryDetail>();
    expect(detail).toMatchObject({ status: 'delivered', attempts: 4, last_status: 200 });
    expect(detail.attempts_log.map((each) => each.response_status)).toEqual([200, 500, 500, 500]);
    const after = (await employer.client.get('/api/developers/webhooks/')).json<{
      results: WebhookEndpoint[];
    }>();
    expect(after.results[0]).toMatchObject({ enabled: true, failing_since: null });
  });

  it('disable an endpoint that failed a whole schedule, email the owner, and send again once enabled', async () => {
    const employer = await signedIn(app, db, 'employer');
    let down = true;
    const hooks = await receiver(() => (down ? 503 : 204));
    const endpoint = await endpointFor(employer, hooks.url, ['job.published']);
    hooks.useSecret(endpoint.secret);

    const tested = await employer.client.post(`/api/developers/webhooks/${endpoint.id}/test/`);
    expect(tested.statusCode, tested.body).toBe(202);
    const delivery = tested.json<WebhookDelivery>();
    expect(delivery).toMatchObject({ event_type: 'webhook.test', status: 'pending' });

    const endpointNow = async () =>
      (await employer.client.get('/api/developers/webhooks/'))
        .json<{ results: WebhookEndpoint[] }>()
        .results.find((each) => each.id === endpoint.id)!;
    await waitUntil(async () => !(await endpointNow()).enabled);
    expect(await endpointNow()).toMatchObject({ disabled_reason: DISABLED_AFTER_FAILURES });
    expect(hooks.received.map((each) => each.answered)).toEqual([503, 503, 503, 503]);
    const failed = (
      await employer.client.get(
        `/api/developers/webhooks/${endpoint.id}/deliveries/${delivery.id}/`,
      )
    ).json<WebhookDeliveryDetail>();
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, next_attempt_at: null });
    const mail = await createOutboxRepository(db).latestFor(employer.user.email);
    expect(mail?.subject).toBe('A webhook endpoint was disabled');
    expect(mail?.text).toContain(hooks.url);

    // Disabled: events and resends wait for the owner.
    const refused = await employer.client.post(
      `/api/developers/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend/`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: WEBHOOK_TEXT.disabled });

    down = false;
    const enabled = await employer.client.patch(`/api/developers/webhooks/${endpoint.id}/`, {
      enabled: true,
    });
    expect(enabled.json()).toMatchObject({
      enabled: true,
      disabled_reason: null,
      failing_since: null,
    });
    const resent = await employer.client.post(
      `/api/developers/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend/`,
    );
    expect(resent.statusCode, resent.body).toBe(202);
    await waitUntil(() => hooks.acknowledged().length === 1);
    expect(hooks.acknowledged()[0]).toMatchObject({
      id: delivery.message_id,
      type: 'webhook.test',
      verified: true,
      answered: 204,
    });
  });

  it('go nowhere once the endpoint is disabled or does not take the event', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 2);
    const hooks = await receiver();
    const paused = await endpointFor(employer, hooks.url, ['job.published']);
    const disabled = await employer.client.patch(`/api/developers/webhooks/${paused.id}/`, {
      enabled: false,
    });
    expect(disabled.json()).toMatchObject({
      enabled: false,
      disabled_reason: 'Disabled by the company.',
    });
    const other = await endpointFor(employer, hooks.url, ['job.closed']);
    await postJob(employer, 'Nobody listens');
    expect(await deliveriesOf(employer, paused.id)).toEqual([]);
    expect(await deliveriesOf(employer, other.id)).toEqual([]);
    expect(
      (await employer.client.post(`/api/developers/webhooks/${paused.id}/test/`)).statusCode,
    ).toBe(409);
    const removed = await employer.client.delete(`/api/developers/webhooks/${other.id}/`);
    expect(removed.statusCode).toBe(204);
  });
});
