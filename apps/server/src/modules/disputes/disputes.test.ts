import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DISPUTE_TEXT, type Dispute, type DisputeMessage } from '@fieldhire/contract/disputes';
import type { AuditEntry } from '@fieldhire/contract/operations';
import type { Earnings } from '@fieldhire/contract/payments';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { multipart } from '../../../test/multipart';
import { signedInOperator } from '../../../test/operator-fixture';
import { createTestApp } from '../../../test/test-app';
import { saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';
import { ledgerCheck } from '../../../test/ledger-fixture';

let app: FastifyInstance;
let db: Database;
let employer: Awaited<ReturnType<typeof signedIn>>;
let ops: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, 20);
  await saveCard(employer);
  ops = await signedInOperator(app, db);
});

/** $80 for the job: the fee is 10% on top. */
const job = (title: string) =>
  workJob(title, { salary_min: 80, salary_max: 80, salary_unit: 'job' });

const earningsOf = async (agent: { client: ApiClient }) =>
  (await agent.client.get('/api/earnings/')).json<Earnings>();

async function expectBooksBalanced() {
  const check = await ledgerCheck(db);
  expect(check.problems).toEqual([]);
  expect(check.totalCents).toBe(0);
}

async function approvedWork(title: string) {
  const work = await submittedWork(app, db, employer, job(title));
  const approved = await employer.client.post(`${work.base}/approve/`);
  expect(approved.statusCode, approved.body).toBe(200);
  return work;
}

async function openDispute(client: ApiClient, base: string, reason = 'quality') {
  const opened = await client.post(`${base}/dispute/`, {
    reason,
    description: 'The photos do not show the back of the house.',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json<Dispute>();
}

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone' } })
    .toBuffer();

describe('disputes over approved work', () => {
  it('holds the pay, refuses its payout, and a split gives each side its share', async () => {
    const { agent, base } = await approvedWork('Disputed roof inspection');
    expect(await earningsOf(agent)).toMatchObject({ available_cents: 8000, held_cents: 0 });

    const dispute = await openDispute(employer.client, base);
    expect(dispute).toMatchObject({
      status: 'open',
      opened_by: 'company',
      pay_cents: 8000,
      held_cents: 8000,
      outcome: null,
    });
    expect(await earningsOf(agent)).toMatchObject({ available_cents: 0, held_cents: 8000 });
    expect((await agent.client.post('/api/payouts/')).statusCode).toBe(409);
    const workOrder = (await agent.client.get(`${base}/`)).json<WorkOrder>();
    expect(workOrder.dispute_status).toBe('open');
    expect(workOrder.timeline.at(-1)).toMatchObject({ type: 'dispute_opened' });
    await expectBooksBalanced();

    // Both sides and the operator talk in the thread.
    const said = await agent.client.post(`/api/disputes/${dispute.id}/messages/`, {
      body: 'The back yard was locked; I said so in my notes.',
    });
    expect(said.statusCode, said.body).toBe(201);
    expect(said.json<DisputeMessage>()).toMatchObject({ side: 'agent' });
    const asked = await ops.client.post(`/api/ops/disputes/${dispute.id}/messages/`, {
      body: 'Can the company confirm the gate was locked?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<DisputeMessage>()).toMatchObject({ side: 'operator' });
    const seen = (await employer.client.get(`${base}/dispute/`)).json<Dispute>();
    expect(seen.messages.map((m) => m.side)).toEqual(['agent', 'operator']);
    expect(seen.messages[1]!.author).toBe('Test Operator (Fieldhire)');

    // Out of range, a split is refused and nothing moves.
    const tooMuch = await ops.client.post(`/api/ops/disputes/${dispute.id}/resolve/`, {
      outcome: 'split',
      agent_cents: 8000,
      note: 'Half the photos were missing.',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ detail: DISPUTE_TEXT.splitAmount(8000) });

    const split = await ops.client.post(`/api/ops/disputes/${dispute.id}/resolve/`, {
      outcome: 'split',
      agent_cents: 5000,
      note: 'Half the photos were missing.',
    });
    expect(split.statusCode, split.body).toBe(200);
    // $30 of the agent's pay goes back with its $3 of fee.
    expect(split.json<Dispute>()).toMatchObject({
      status: 'resolved',
      outcome: 'split',
      agent_cents: 5000,
      refunded_cents: 3300,
      held_cents: 0,
    });
    expect(await earningsOf(agent)).toMatchObject({ available_cents: 5000, held_cents: 0 });
    const after = (await employer.client.get(`${base}/`)).json<WorkOrder>();
    expect(after).toMatchObject({ status: 'approved', dispute_status: 'resolved' });
    expect(after.payment).toMatchObject({ refunded_cents: 3300 });
    expect(after.timeline.at(-1)).toMatchObject({ type: 'dispute_resolved', actor: null });
    await expectBooksBalanced();

    // Settled is settled: nothing more is written or decided.
    const again = await ops.client.post(`/api/ops/disputes/${dispute.id}/resolve/`, {
      outcome: 'release',
      note: 'Changed my mind.',
    });
    expect(again.statusCode).toBe(409);
    const late = await agent.client.post(`/api/disputes/${dispute.id}/messages/`, { body: 'Hi' });
    expect(late.statusCode).toBe(409);
    expect(
      (await employer.client.post(`${base}/dispute/`, { reason: 'other', description: 'x' }))
        .statusCode,
    ).toBe(409);

    const audit = (await ops.client.get(`/api/ops/audit/?q=dispute.split`)).json<{
      entries: AuditEntry[];
    }>();
    expect(audit.entries[0]).toMatchObject({
      action: 'dispute.split',
      target_type: 'work_order',
      reason: 'Half the photos were missing.',
    });
  });

  it('releases the held pay to the agent, or refunds all of it to the company', async () => {
    const first = await approvedWork('Released inspection');
    const released = await openDispute(first.agent.client, first.base, 'pay_wrong');
    expect(released).toMatchObject({ opened_by: 'agent', held_cents: 8000 });
    const release = await ops.client.post(`/api/ops/disputes/${released.id}/resolve/`, {
      outcome: 'release',
      note: 'The work was done as asked.',
    });
    expect(release.json<Dispute>()).toMatchObject({ agent_cents: 8000, refunded_cents: 0 });
    expect(await earningsOf(first.agent)).toMatchObject({ available_cents: 8000 });

    const second = await approvedWork('Refunded inspection');
    const refunded = await openDispute(employer.client, second.base, 'work_incomplete');
    const refund = await ops.client.post(`/api/ops/disputes/${refunded.id}/resolve/`, {
      outcome: 'refund',
      note: 'Nobody went to the site.',
    });
    expect(refund.json<Dispute>()).toMatchObject({ agent_cents: 0, refunded_cents: 8800 });
    expect(await earningsOf(second.agent)).toMatchObject({ available_cents: 0, held_cents: 0 });
    await expectBooksBalanced();
  });

  it('owes back what was already paid out when the company is refunded', async () => {
    const { agent, base } = await approvedWork('Paid-out inspection');
    expect((await agent.client.post('/api/payouts/')).statusCode).toBe(201);
    const dispute = await openDispute(employer.client, base);
    expect(dispute.held_cents).toBe(0);
    await ops.client.post(`/api/ops/disputes/${dispute.id}/resolve/`, {
      outcome: 'refund',
      note: 'Nobody went to the site.',
    });
    expect(await earningsOf(agent)).toMatchObject({ owed_cents: 8000, available_cents: 0 });
    await expectBooksBalanced();
  });

  it('opens only within 14 days of the approval', async () => {
    const { base } = await approvedWork('Old inspection');
    const id = Number(base.split('/').at(-1));
    await db.execute(
      sql`update work_orders set approved_at = now() - interval '15 days' where id = ${id}`,
    );
    const refused = await employer.client.post(`${base}/dispute/`, {
      reason: 'quality',
      description: 'Too late.',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: DISPUTE_TEXT.tooLate });
  });
});

describe('disputes before approval', () => {
  it('blocks the work order, takes photos of evidence, and a refund cancels it unpaid', async () => {
    const { agent, base } = await submittedWork(app, db, employer, job('Blocked inspection'));
    const dispute = await openDispute(agent.client, base, 'site_problem');
    expect(dispute).toMatchObject({ pay_cents: 8000, held_cents: 0 });

    const approve = await employer.client.post(`${base}/approve/`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ detail: DISPUTE_TEXT.open });
    const cancel = await employer.client.post(`${base}/cancel/`, {
      reason: 'We found someone else.',
    });
    expect(cancel.statusCode).toBe(409);

    const form = multipart(
      { caption: 'The locked gate' },
      { file: { filename: 'gate.jpg', type: 'image/jpeg', content: await photo() } },
    );
    const uploaded = await agent.client.form('POST', `/api/disputes/${dispute.id}/photos/`, form);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const message = uploaded.json<DisputeMessage>();
    expect(message).toMatchObject({ body: 'The locked gate' });
    const stored = await employer.client.get(message.photo_url!);
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    const stranger = await signedIn(app, db, 'candidate');
    expect((await stranger.client.get(message.photo_url!)).statusCode).toBe(404);
    expect((await stranger.client.get(`${base}/dispute/`)).statusCode).toBe(404);
    expect(
      (await stranger.client.post(`/api/disputes/${dispute.id}/messages/`, { body: 'Hi' }))
        .statusCode,
    ).toBe(404);
    const forOps = (await ops.client.get(`/api/ops/disputes/${dispute.id}/`)).json<Dispute>();
    expect(forOps.messages[0]!.photo_url).toBe(
      `/api/ops/disputes/${dispute.id}/photos/${message.id}/`,
    );
    expect((await ops.client.get(forOps.messages[0]!.photo_url!)).statusCode).toBe(200);

    const refund = await ops.client.post(`/api/ops/disputes/${dispute.id}/resolve/`, {
      outcome: 'refund',
      note: 'The site could not be reached.',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const canceled = (await employer.client.get(`${base}/`)).json<WorkOrder>();
    expect(canceled).toMatchObject({ status: 'canceled', payment: null });
    expect(canceled.canceled).toMatchObject({ by: 'operator', late: false });
    await expectBooksBalanced();
  });

  it('a split approves the work and charges the amount settled', async () => {
    const { agent, base } = await submittedWork(app, db, employer, job('Split before approval'));
    const dispute = await openDispute(employer.client, base);
    const split = await ops.client.post(`/api/ops/disputes/${dispute.id}/resolve/`, {
      outcome: 'split',
      agent_cents: 6000,
      note: 'Most of it was done.',
    });
    expect(split.statusCode, split.body).toBe(200);
    const approved = (await employer.client.get(`${base}/`)).json<WorkOrder>();
    expect(approved.status).toBe('approved');
    expect(approved.payment).toMatchObject({ pay_cents: 6000, fee_cents: 600 });
    expect(await earningsOf(agent)).toMatchObject({ available_cents: 6000 });
    await expectBooksBalanced();
  });

  it('refuses a dispute before the work was submitted, and strangers and other roles', async () => {
    const posted = await employer.client.post('/api/jobs/', job('Too early'));
    const agent = await signedIn(app, db, 'candidate');
    const applied = await agent.client.post('/api/apply/', {
      job_id: posted.json<{ id: number }>().id,
      message: 'Nearby',
    });
    const applicationId = applied.json<{ application: { id: number } }>().application.id;
    await employer.client.patch(`/api/applicants/${applicationId}/`, { status: 'approved' });
    const list = await agent.client.get('/api/work-orders/?status=assigned');
    const base = `/api/work-orders/${list.json<{ results: WorkOrder[] }>().results[0]!.id}`;
    const early = await agent.client.post(`${base}/dispute/`, {
      reason: 'other',
      description: 'Nothing yet.',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ detail: DISPUTE_TEXT.notYet });
    const stranger = await signedIn(app, db, 'employer');
    expect(
      (await stranger.client.post(`${base}/dispute/`, { reason: 'other', description: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await new ApiClient(app).post(`${base}/dispute/`, { reason: 'other', description: 'x' }))
        .statusCode,
    ).toBe(401);
    const bad = await agent.client.post(`${base}/dispute/`, { reason: 'nope', description: '' });
    expect(bad.statusCode).toBe(400);
    // The console's disputes are not there for anyone but operators.
    for (const client of [agent.client, employer.client, new ApiClient(app)])
      expect((await client.get('/api/ops/disputes/')).statusCode).toBe(404);
    const queue = (await ops.client.get('/api/ops/disputes/')).json<{ results: Dispute[] }>();
    expect(queue.results.every((each) => each.status === 'open')).toBe(true);
  });
});
