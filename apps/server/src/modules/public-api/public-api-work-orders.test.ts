import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFieldhireClient } from '@fieldhire/api-client/client';
import { API_KEY_TEXT, type ApiScope, type CreatedApiKey } from '@fieldhire/contract/api-keys';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { injectFetch } from '../../../test/inject-fetch';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

type Employer = Awaited<ReturnType<typeof signedIn>>;

/** A new key of the employer's company with `scopes`, and the typed client calling with it. */
async function keyFor(employer: Employer, scopes: ApiScope[], name = 'Dispatch system') {
  const made = await employer.client.post('/api/developers/keys/', { name, scopes });
  expect(made.statusCode, made.body).toBe(201);
  const key = made.json<CreatedApiKey>();
  return {
    id: key.id,
    api: createFieldhireClient('http://fieldhire.localhost', key.key, { fetch: injectFetch(app) }),
    key: key.key,
  };
}

/** An employer with job posts and a card, and `count` work orders of theirs submitted. */
async function employerWithWork(count: number) {
  const employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, count + 1);
  await saveCard(employer);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { base } = await submittedWork(app, db, employer, workJob(`API work ${i}`));
    ids.push(Number(/(\d+)$/.exec(base)![1]));
  }
  return { employer, ids };
}

const path = (id: number) => ({ params: { path: { id } } });

describe('public API v1: work orders and payments', () => {
  it("pages through the company's work orders, newest first, of one status when asked", async () => {
    const { employer, ids } = await employerWithWork(3);
    const { api, key } = await keyFor(employer, ['work_orders:read']);

    const first = await api.GET('/api/v1/work-orders/', { params: { query: { limit: 2 } } });
    expect(first.response.status).toBe(200);
    expect(first.data!.results.map((each) => each.id)).toEqual([ids[2], ids[1]]);
    const rest = await api.GET('/api/v1/work-orders/', {
      params: { query: { limit: 2, cursor: first.data!.next_cursor! } },
    });
    expect(rest.data).toMatchObject({ next_cursor: null });
    expect(rest.data!.results.map((each) => each.id)).toEqual([ids[0]]);

    const approved = await api.GET('/api/v1/work-orders/', {
      params: { query: { status: 'approved' } },
    });
    expect(approved.data!.results).toEqual([]);
    const submitted = await api.GET('/api/v1/work-orders/', {
      params: { query: { status: 'submitted', limit: 100 } },
    });
    expect(submitted.data!.results).toHaveLength(3);
    const unknown = await app.inject({
      url: '/api/v1/work-orders/?status=lost',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(unknown.statusCode).toBe(400);

    const one = await api.GET('/api/v1/work-orders/{id}/', path(ids[0]!));
    expect(one.response.status).toBe(200);
    expect(one.data).toMatchObject({ id: ids[0], status: 'submitted' });
  });

  it('approves, sends back and cancels work, naming the key in the timeline', async () => {
    const { employer, ids } = await employerWithWork(3);
    const [toApprove, toRevise, toCancel] = ids as [number, number, number];
    const { api, id: keyId } = await keyFor(employer, ['work_orders:read', 'work_orders:write']);

    const approved = await api.POST('/api/v1/work-orders/{id}/approve/', path(toApprove));
    expect(approved.response.status, JSON.stringify(approved.error)).toBe(200);
    const workOrder = approved.data!;
    expect(workOrder.status).toBe('approved');
    expect(workOrder.payment).toMatchObject({ refunded_cents: 0 });
    expect(workOrder.timeline.at(-1)).toMatchObject({
      type: 'approved',
      actor: { id: employer.id },
      api_key: { id: keyId, name: 'Dispatch system' },
    });
    // Steps made in the app name no key.
    expect(workOrder.timeline.find((step) => step.type === 'submitted')?.api_key).toBeNull();
    // The session API reads the same timeline.
    const seen = await employer.client.get(`/api/work-orders/${toApprove}/`);
    expect(seen.json<typeof workOrder>().timeline.at(-1)?.api_key).toEqual({
      id: keyId,
      name: 'Dispatch system',
    });

    const revised = await api.POST('/api/v1/work-orders/{id}/request-revision/', {
      ...path(toRevise),
      body: { reason: 'The north side photos are missing.' },
    });
    expect(revised.response.status).toBe(200);
    expect(revised.data).toMatchObject({
      status: 'revision_requested',
      revision_reason: 'The north side photos are missing.',
    });
    const noReason = await api.POST('/api/v1/work-orders/{id}/cancel/', {
      ...path(toCancel),
      body: { reason: '' },
    });
    expect(noReason.response.status).toBe(400);
    const canceled = await api.POST('/api/v1/work-orders/{id}/cancel/', {
      ...path(toCancel),
      body: { reason: 'The owner sold the house.' },
    });
    expect(canceled.response.status).toBe(200);
    expect(canceled.data!.canceled).toMatchObject({ by: 'company' });
    // The work order's rules hold: approved work is not canceled.
    const late = await api.POST('/api/v1/work-orders/{id}/cancel/', {
      ...path(toApprove),
      body: { reason: 'Too late now.' },
    });
    expect(late.response.status).toBe(409);
  });

  it('approves once for a retried Idempotency-Key and refuses the key on another order', async () => {
    const { employer, ids } = await employerWithWork(2);
    const { api } = await keyFor(employer, ['work_orders:write', 'payments:read']);
    const headers = { 'idempotency-key': 'approve-order-7731' };
    const first = await api.POST('/api/v1/work-orders/{id}/approve/', {
      ...path(ids[0]!),
      headers,
    });
    expect(first.response.status).toBe(200);
    const again = await api.POST('/api/v1/work-orders/{id}/approve/', {
      ...path(ids[0]!),
      headers,
    });
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    const elsewhere = await api.POST('/api/v1/work-orders/{id}/approve/', {
      ...path(ids[1]!),
      headers,
    });
    expect(elsewhere.response.status).toBe(422);

    const payments = await api.GET('/api/v1/payments/');
    expect(payments.data!.results.filter((each) => each.work_order.id === ids[0])).toHaveLength(1);
  });

  it("lists the company's payments for work a page at a time, and no other company's", async () => {
    const { employer, ids } = await employerWithWork(2);
    const other = await employerWithWork(1);
    for (const id of [...ids, ...other.ids]) {
      const owner = id === other.ids[0] ? other.employer : employer;
      expect((await owner.client.post(`/api/work-orders/${id}/approve/`)).statusCode).toBe(200);
    }
    const { api } = await keyFor(employer, ['payments:read']);
    const first = await api.GET('/api/v1/payments/', { params: { query: { limit: 1 } } });
    expect(first.response.status).toBe(200);
    const charge = first.data!.results[0]!;
    expect(first.data!.results).toHaveLength(1);
    expect(charge).toMatchObject({
      kind: 'charge',
      work_order: { id: ids[1], job: { title: 'API work 1' } },
    });
    expect(charge.amount_cents).toBe(charge.pay_cents + charge.fee_cents);
    expect(charge.fee_cents).toBeGreaterThan(0);
    const rest = await api.GET('/api/v1/payments/', {
      params: { query: { cursor: first.data!.next_cursor! } },
    });
    expect(rest.data!.next_cursor).toBeNull();
    expect(rest.data!.results.map((each) => each.work_order.id)).toEqual([ids[0]]);
  });

  it('refuses a key without the scope, and any other company’s work order', async () => {
    const { employer, ids } = await employerWithWork(1);
    const mine = ids[0]!;
    const other = await employerWithWork(1);
    const theirs = other.ids[0]!;
    const reader = (await keyFor(employer, ['work_orders:read'])).api;
    const writer = (await keyFor(employer, ['work_orders:write'])).api;
    const jobsOnly = (await keyFor(employer, ['jobs:read'])).api;

    const approve = await reader.POST('/api/v1/work-orders/{id}/approve/', path(mine));
    expect(approve.response.status).toBe(403);
    expect(approve.error).toMatchObject({
      detail: API_KEY_TEXT.scopeMissing('work_orders:write'),
    });
    expect((await writer.GET('/api/v1/work-orders/')).response.status).toBe(403);
    expect((await jobsOnly.GET('/api/v1/work-orders/{id}/', path(mine))).response.status).toBe(403);
    expect((await jobsOnly.GET('/api/v1/payments/')).response.status).toBe(403);

    expect((await reader.GET('/api/v1/work-orders/{id}/', path(theirs))).response.status).toBe(404);
    const refusals = [
      await writer.POST('/api/v1/work-orders/{id}/approve/', path(theirs)),
      await writer.POST('/api/v1/work-orders/{id}/request-revision/', {
        ...path(theirs),
        body: { reason: 'Not yours to ask.' },
      }),
      await writer.POST('/api/v1/work-orders/{id}/cancel/', {
        ...path(theirs),
        body: { reason: 'Not yours to cancel.' },
      }),
    ];
    expect(refusals.map((each) => each.response.status)).toEqual([404, 404, 404]);
    const listed = await reader.GET('/api/v1/work-orders/', { params: { query: { limit: 100 } } });
    expect(listed.data!.results.map((each) => each.id)).toEqual([mine]);
    const seen = await other.employer.client.get(`/api/work-orders/${theirs}/`);
    expect(seen.json<{ status: string }>().status).toBe('submitted');
  });
});
