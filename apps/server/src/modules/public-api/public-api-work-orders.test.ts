import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_KEY_TEXT, type ApiScope, type CreatedApiKey } from '@fieldhire/contract/api-keys';
import type { CompanyPayment } from '@fieldhire/contract/payments';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

type Employer = Awaited<ReturnType<typeof signedIn>>;
type Page<T> = { results: T[]; next_cursor: string | null };

async function keyFor(employer: Employer, scopes: ApiScope[], name = 'Dispatch system') {
  const made = await employer.client.post('/api/developers/keys/', { name, scopes });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<CreatedApiKey>();
}

const call = (
  key: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}`, ...headers },
    ...(body ? { payload: body } : {}),
  });

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

describe('public API v1: work orders and payments', () => {
  it("pages through the company's work orders, newest first, of one status when asked", async () => {
    const { employer, ids } = await employerWithWork(3);
    const { key } = await keyFor(employer, ['work_orders:read']);

    const first = await call(key, 'GET', '/api/v1/work-orders/?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<Page<WorkOrder>>();
    expect(page.results.map((each) => each.id)).toEqual([ids[2], ids[1]]);
    const rest = (
      await call(key, 'GET', `/api/v1/work-orders/?limit=2&cursor=${page.next_cursor}`)
    ).json<Page<WorkOrder>>();
    expect(rest).toMatchObject({ next_cursor: null });
    expect(rest.results.map((each) => each.id)).toEqual([ids[0]]);

    const approved = await call(key, 'GET', '/api/v1/work-orders/?status=approved');
    expect(approved.json<Page<WorkOrder>>().results).toEqual([]);
    const submitted = await call(key, 'GET', '/api/v1/work-orders/?status=submitted&limit=100');
    expect(submitted.json<Page<WorkOrder>>().results).toHaveLength(3);
    expect((await call(key, 'GET', '/api/v1/work-orders/?status=lost')).statusCode).toBe(400);

    const one = await call(key, 'GET', `/api/v1/work-orders/${ids[0]}/`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<WorkOrder>()).toMatchObject({ id: ids[0], status: 'submitted' });
  });

  it('approves, sends back and cancels work, naming the key in the timeline', async () => {
    const { employer, ids } = await employerWithWork(3);
    const [toApprove, toRevise, toCancel] = ids as [number, number, number];
    const { key, id: keyId } = await keyFor(employer, ['work_orders:read', 'work_orders:write']);

    const approved = await call(key, 'POST', `/api/v1/work-orders/${toApprove}/approve/`);
    expect(approved.statusCode, approved.body).toBe(200);
    const workOrder = approved.json<WorkOrder>();
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
    const seen = (await employer.client.get(`/api/work-orders/${toApprove}/`)).json<WorkOrder>();
    expect(seen.timeline.at(-1)?.api_key).toEqual({ id: keyId, name: 'Dispatch system' });

    const revised = await call(key, 'POST', `/api/v1/work-orders/${toRevise}/request-revision/`, {
      reason: 'The north side photos are missing.',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json<WorkOrder>()).toMatchObject({
      status: 'revision_requested',
      revision_reason: 'The north side photos are missing.',
    });
    const noReason = await call(key, 'POST', `/api/v1/work-orders/${toCancel}/cancel/`, {});
    expect(noReason.statusCode).toBe(400);
    const canceled = await call(key, 'POST', `/api/v1/work-orders/${toCancel}/cancel/`, {
      reason: 'The owner sold the house.',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json<WorkOrder>().canceled).toMatchObject({ by: 'company' });
    // The state machine's rules hold: approved work is not approved again.
    expect(
      (
        await call(key, 'POST', `/api/v1/work-orders/${toApprove}/cancel/`, {
          reason: 'Too late now.',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('approves once for a retried Idempotency-Key and refuses the key on another order', async () => {
    const { employer, ids } = await employerWithWork(2);
    const { key } = await keyFor(employer, ['work_orders:write', 'payments:read']);
    const headers = { 'idempotency-key': 'approve-order-7731' };
    const url = `/api/v1/work-orders/${ids[0]}/approve/`;
    const first = await call(key, 'POST', url, undefined, headers);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(key, 'POST', url, undefined, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<WorkOrder>()).toEqual(first.json<WorkOrder>());
    const elsewhere = await call(
      key,
      'POST',
      `/api/v1/work-orders/${ids[1]}/approve/`,
      undefined,
      headers,
    );
    expect(elsewhere.statusCode).toBe(422);

    const payments = (await call(key, 'GET', '/api/v1/payments/')).json<Page<CompanyPayment>>();
    expect(payments.results.filter((each) => each.work_order.id === ids[0])).toHaveLength(1);
  });

  it("lists the company's payments for work a page at a time, and no other company's", async () => {
    const { employer, ids } = await employerWithWork(2);
    const other = await employerWithWork(1);
    for (const id of [...ids, ...other.ids]) {
      const owner = id === other.ids[0] ? other.employer : employer;
      expect((await owner.client.post(`/api/work-orders/${id}/approve/`)).statusCode).toBe(200);
    }
    const { key } = await keyFor(employer, ['payments:read']);
    const first = await call(key, 'GET', '/api/v1/payments/?limit=1');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<Page<CompanyPayment>>();
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      kind: 'charge',
      work_order: { id: ids[1], job: { title: 'API work 1' } },
    });
    const charge = page.results[0]!;
    expect(charge.amount_cents).toBe(charge.pay_cents + charge.fee_cents);
    expect(charge.fee_cents).toBeGreaterThan(0);
    const rest = (await call(key, 'GET', `/api/v1/payments/?cursor=${page.next_cursor}`)).json<
      Page<CompanyPayment>
    >();
    expect(rest.next_cursor).toBeNull();
    expect(rest.results.map((each) => each.work_order.id)).toEqual([ids[0]]);
  });

  it('refuses a key without the scope, and any other company’s work order', async () => {
    const { employer, ids } = await employerWithWork(1);
    const other = await employerWithWork(1);
    const theirs = other.ids[0]!;
    const reader = (await keyFor(employer, ['work_orders:read'])).key;
    const writer = (await keyFor(employer, ['work_orders:write'])).key;
    const jobsOnly = (await keyFor(employer, ['jobs:read'])).key;

    const approve = await call(reader, 'POST', `/api/v1/work-orders/${ids[0]}/approve/`);
    expect(approve.statusCode).toBe(403);
    expect(approve.json()).toMatchObject({
      detail: API_KEY_TEXT.scopeMissing('work_orders:write'),
    });
    expect((await call(writer, 'GET', '/api/v1/work-orders/')).statusCode).toBe(403);
    expect((await call(jobsOnly, 'GET', `/api/v1/work-orders/${ids[0]}/`)).statusCode).toBe(403);
    expect((await call(jobsOnly, 'GET', '/api/v1/payments/')).statusCode).toBe(403);

    expect((await call(reader, 'GET', `/api/v1/work-orders/${theirs}/`)).statusCode).toBe(404);
    for (const [path, body] of [
      ['approve', undefined],
      ['request-revision', { reason: 'Not yours to ask.' }],
      ['cancel', { reason: 'Not yours to cancel.' }],
    ] as const) {
      const refused = await call(writer, 'POST', `/api/v1/work-orders/${theirs}/${path}/`, body);
      expect(refused.statusCode, path).toBe(404);
    }
    const theirList = (await call(reader, 'GET', '/api/v1/work-orders/?limit=100')).json<
      Page<WorkOrder>
    >();
    expect(theirList.results.map((each) => each.id)).toEqual(ids);
    const seen = (await other.employer.client.get(`/api/work-orders/${theirs}/`)).json<WorkOrder>();
    expect(seen.status).toBe('submitted');
  });
});
