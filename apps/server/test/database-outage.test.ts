import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE_DETAIL, ERROR_CODES } from '@fieldhire/contract/error-codes';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { signedIn } from './accounts-fixture';
import { jobInput } from './job-input';
import { startTcpProxy } from './tcp-proxy';
import { createTestApp } from './test-app';
import { waitUntil } from './wait-until';

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('when PostgreSQL cannot be reached or stops answering', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let employer: Awaited<ReturnType<typeof signedIn>>;

  const ready = () => app.inject({ method: 'GET', url: '/readyz' });
  const postJob = (title: string) => employer.client.post('/api/jobs/', jobInput(title));
  const expectUnavailable = (answer: Awaited<ReturnType<typeof postJob>>) => {
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toEqual({
      detail: DATABASE_UNAVAILABLE_DETAIL,
      code: ERROR_CODES.unavailable,
    });
  };

  beforeAll(async () => {
    const url = new URL(databaseUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    // Statements time out after a second here, so a stalled link fails a call in three.
    database = await openDatabase({ url: proxy.urlTo(databaseUrl!), statementTimeoutMs: 1_000 });
    ({ app } = await createTestApp({}, database));
    employer = await signedIn(app, database.db, 'employer');
  });

  afterAll(async () => {
    proxy?.forward();
    await app?.close();
    await database?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After while PostgreSQL refuses connections, and serves again once back', async () => {
    expect((await ready()).statusCode).toBe(200);
    proxy.refuse();
    expectUnavailable(await postJob('Refused write'));
    // Later calls are refused at once, before they reach for the database.
    expectUnavailable(await employer.client.get('/api/work-orders/'));
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    // Pages and health checks are not refused.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    proxy.forward();
    await waitUntil(async () => (await ready()).statusCode === 200);
    await waitUntil(async () => (await postJob('After the outage')).statusCode === 201);
  });

  it('does not hang while PostgreSQL stops answering: readiness and calls answer 503, then it recovers without a restart', async () => {
    await waitUntil(async () => (await ready()).statusCode === 200);
    proxy.stall();
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ database: 'unreachable' });
    expectUnavailable(await employer.client.get('/api/work-orders/'));
    expectUnavailable(await postJob('Stalled write'));

    proxy.forward();
    await waitUntil(async () => (await ready()).statusCode === 200);
    await waitUntil(
      async () => (await employer.client.get('/api/work-orders/')).statusCode === 200,
    );
    const titles = (await employer.client.get('/api/myjobs/'))
      .json<{ results: { title: string }[] }>()
      .results.map((job) => job.title);
    expect(titles).toContain('After the outage');
  });
});
