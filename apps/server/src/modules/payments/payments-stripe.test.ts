import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_TEXT, type Earnings, type PayoutAccount } from '@fieldhire/contract/payments';
import type { OpsUserRecord } from '@fieldhire/contract/operations';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { queryRows, type Database } from '../../db/database';
import { billingAccounts } from '../../db/schema/billing';
import { signedIn } from '../../../test/accounts-fixture';
import type { ApiClient } from '../../../test/api-client';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import {
  deliverStripeEvent,
  STRIPE_SECRET_KEY,
  stripeEvent,
  stripeSettings,
} from '../../../test/stripe-fixture';
import { signedInOperator } from '../../../test/operator-fixture';
import { createTestApp } from '../../../test/test-app';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { waitUntil } from '../../../test/wait-until';
import { submittedWork, workJob } from '../../../test/work-order-fixture';
import { startFakeStripe } from '../billing/test/fake-stripe';
import type { Dispute } from '@fieldhire/contract/disputes';
import { createLedgerRepository } from './ledger.repository';

let app: FastifyInstance;
let db: Database;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let employer: Awaited<ReturnType<typeof signedIn>>;

/** A signed webhook, as Stripe sends it. */
const deliver = (type: string, object: Record<string, unknown>, id?: string) =>
  deliverStripeEvent(app, stripeEvent(type, object, id));

const earningsOf = async (agent: { client: ApiClient }) =>
  (await agent.client.get('/api/earnings/')).json<Earnings>();

/** The company a Stripe checkout made a customer of, with `behaviour` for its saved card. */
async function stripeCompany(card: 'succeeds' | 'processing' | 'declined' | null) {
  const company = await signedIn(app, db, 'employer');
  await buyJobPosts(db, company.companyId!, 5);
  const customerId = `cus_payments_${company.companyId}`;
  await db.insert(billingAccounts).values({
    companyId: company.companyId!,
    provider: 'stripe',
    customerId,
  });
  if (card) fake.saveCard(customerId, card);
  return { company, customerId };
}

beforeAll(async () => {
  fake = await startFakeStripe(STRIPE_SECRET_KEY);
  ({ app, db } = await createTestApp({
    ...stripeSettings(fake.url),
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
  }));
  ({ company: employer } = await stripeCompany('succeeds'));
});

afterAll(async () => {
  await fake?.close();
});

describe('paying agents through Stripe', () => {
  it('charges the saved card off-session, then sends the pay once the agent can receive it', async () => {
    const { agent, base } = await submittedWork(app, db, employer, workJob('Stripe inspection'));
    const id = Number(base.split('/').pop());
    expect((await employer.client.post(`${base}/approve/`)).statusCode).toBe(200);
    const charge = fake.requests.find((request) => request.path === '/v1/payment_intents')!;
    expect(charge.form).toMatchObject({
      amount: '6600',
      currency: 'usd',
      off_session: 'true',
      confirm: 'true',
      'metadata[work_order_id]': String(id),
    });
    expect(charge.idempotencyKey).toBe(`work-order:${id}:payment`);
    // No payout account yet: the pay waits in the agent's balance.
    expect(await earningsOf(agent)).toMatchObject({ available_cents: 6000, paid_cents: 0 });
    const early = await agent.client.post('/api/payouts/');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(PAYMENT_TEXT.setUpPayouts);

    // The agent opens an Express account and finishes onboarding at Stripe.
    const opened = (await agent.client.get('/api/payouts/account/')).json<PayoutAccount>();
    expect(opened).toMatchObject({ provider: 'stripe', status: 'onboarding' });
    expect(opened.onboarding_url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    const accountId = [...fake.accounts.keys()].at(-1)!;
    expect(
      (await agent.client.get('/api/payouts/account/')).json<PayoutAccount>().onboarding_url,
    ).toContain(accountId);
    expect((await deliver('account.updated', fake.completeOnboarding(accountId))).statusCode).toBe(
      200,
    );
    expect((await agent.client.get('/api/payouts/account/')).json<PayoutAccount>()).toEqual({
      provider: 'stripe',
      status: 'enabled',
      onboarding_url: null,
    });

    const paid = await agent.client.post('/api/payouts/');
    expect(paid.statusCode).toBe(201);
    const transfer = fake.requests.filter((request) => request.path === '/v1/transfers').at(-1)!;
    expect(transfer.form).toMatchObject({ amount: '6000', destination: accountId });
    expect(await earningsOf(agent)).toMatchObject({ available_cents: 0, paid_cents: 6000 });
  });

  it('transfers on approval to an agent whose account is ready', async () => {
    const { agent, base } = await submittedWork(app, db, employer, workJob('Ready agent'));
    await agent.client.get('/api/payouts/account/');
    const accountId = [...fake.accounts.keys()].at(-1)!;
    await deliver('account.updated', fake.completeOnboarding(accountId));
    const before = fake.requests.filter((request) => request.path === '/v1/transfers').length;
    expect((await employer.client.post(`${base}/approve/`)).statusCode).toBe(200);
    const transfers = fake.requests.filter((request) => request.path === '/v1/transfers');
    expect(transfers).toHaveLength(before + 1);
    expect(transfers.at(-1)!.form).toMatchObject({ amount: '6000', destination: accountId });
    expect(await earningsOf(agent)).toMatchObject({ available_cents: 0, paid_cents: 6000 });
  });

  it('sends nothing to a suspended agent: the pay waits in their balance', async () => {
    const ops = await signedInOperator(app, db);
    const { agent, base } = await submittedWork(app, db, employer, workJob('Suspended agent'));
    await agent.client.get('/api/payouts/account/');
    const accountId = [...fake.accounts.keys()].at(-1)!;
    await deliver('account.updated', fake.completeOnboarding(accountId));
    const suspended = await ops.client.post(`/api/ops/users/${agent.id}/suspend/`, {
      reason: 'Photos copied from another agent.',
    });
    expect(suspended.statusCode, suspended.body).toBe(204);
    const before = fake.requests.filter((request) => request.path === '/v1/transfers').length;
    expect((await employer.client.post(`${base}/approve/`)).statusCode).toBe(200);
    expect(fake.requests.filter((request) => request.path === '/v1/transfers')).toHaveLength(
      before,
    );
    const record = (await ops.client.get(`/api/ops/users/${agent.id}/`)).json<OpsUserRecord>();
    expect(record.balance_cents).toEqual({ available: 6000, paid_out: 0 });
  });

  it('holds a processing charge as pending until its webhook, and pays once when replayed', async () => {
    const { company } = await stripeCompany('processing');
    const { agent, base } = await submittedWork(app, db, company, workJob('Slow bank'));
    const id = Number(base.split('/').pop());
    expect((await company.client.post(`${base}/approve/`)).statusCode).toBe(200);
    expect(await earningsOf(agent)).toMatchObject({ pending_cents: 6000, available_cents: 0 });
    const intent = fake.requests
      .filter((request) => request.path === '/v1/payment_intents')
      .at(-1)!;
    const succeeded = {
      id: 'pi_settled_slow_bank',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { work_order_id: String(id) },
    };
    expect(intent.form['metadata[work_order_id]']).toBe(String(id));
    const first = await deliver('payment_intent.succeeded', succeeded, `evt_settle_${id}`);
    expect(first.json()).toMatchObject({ received: true });
    expect(await earningsOf(agent)).toMatchObject({ pending_cents: 0, available_cents: 6000 });
    // The same event again, and the same fact under another event id, move nothing.
    expect(
      (await deliver('payment_intent.succeeded', succeeded, `evt_settle_${id}`)).json(),
    ).toMatchObject({
      outcome: 'duplicate',
    });
    await deliver('payment_intent.succeeded', succeeded);
    expect(await earningsOf(agent)).toMatchObject({ pending_cents: 0, available_cents: 6000 });
    expect((await company.client.get(`${base}/`)).json<WorkOrder>().payment).toMatchObject({
      pay_cents: 6000,
      fee_cents: 600,
    });
  });

  it('gives a refunded charge back to the company, from the fee and the agent in proportion, once', async () => {
    const { company } = await stripeCompany('succeeds');
    const hooks = await startWebhookReceiver();
    const endpoint = await company.client.post('/api/developers/webhooks/', {
      url: hooks.url,
      event_types: ['payment.refunded'],
    });
    hooks.useSecret(endpoint.json<{ secret: string }>().secret);
    const { agent, base } = await submittedWork(app, db, company, workJob('Refunded work'));
    expect((await company.client.post(`${base}/approve/`)).statusCode).toBe(200);
    const [paid] = await queryRows<{ provider_ref: string }>(
      db,
      sql`select provider_ref from ledger_transactions
          where kind = 'work_order_payment' and work_order_id = ${Number(base.split('/').pop())}`,
    );
    const intentId = paid!.provider_ref;
    const charge = (refunded: number) => ({
      id: `ch_${intentId}`,
      object: 'charge',
      payment_intent: intentId,
      amount: 6600,
      amount_refunded: refunded,
    });
    // Half first, then the rest; the half again (an old event) moves nothing more.
    await deliver('charge.refunded', charge(3300));
    expect(await earningsOf(agent)).toMatchObject({ available_cents: 3000 });
    await deliver('charge.refunded', charge(6600));
    await deliver('charge.refunded', charge(3300));
    await deliver('charge.refunded', charge(6600));
    const earnings = await earningsOf(agent);
    expect(earnings).toMatchObject({ available_cents: 0, paid_cents: 0 });
    expect(earnings.by_year[0]?.total_cents).toBe(0);
    expect((await company.client.get(`${base}/`)).json<WorkOrder>().payment).toMatchObject({
      charged_cents: 6600,
      refunded_cents: 6600,
    });
    expect(earnings.entries.map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ['refund', -3000],
      ['refund', -3000],
      ['work_order_payment', 6000],
    ]);
    // The company's system hears of each refunded total once, however often Stripe told it.
    await waitUntil(() => hooks.acknowledged().length === 2);
    expect(
      hooks.received.map((each) => [
        each.type,
        each.verified,
        (each.data.payment as { refunded_cents: number }).refunded_cents,
      ]),
    ).toEqual([
      ['payment.refunded', true, 3300],
      ['payment.refunded', true, 6600],
    ]);
    await hooks.close();
  });

  it('refunds a charge once, whatever the order or concurrency of its refund events', async () => {
    const { company } = await stripeCompany('succeeds');
    const refundedWork = async (title: string) => {
      const { agent, base } = await submittedWork(app, db, company, workJob(title));
      expect((await company.client.post(`${base}/approve/`)).statusCode).toBe(200);
      const id = Number(base.split('/').pop());
      const [paid] = await queryRows<{ provider_ref: string }>(
        db,
        sql`select provider_ref from ledger_transactions
            where kind = 'work_order_payment' and work_order_id = ${id}`,
      );
      const charge = (refunded: number) => ({
        id: `ch_${paid!.provider_ref}`,
        object: 'charge',
        payment_intent: paid!.provider_ref,
        amount: 6600,
        amount_refunded: refunded,
      });
      return { agent, base, charge };
    };
    // Two events at once: the later total (5000) is what the company gets back, not 3000 + 5000.
    const two = await refundedWork('Two refunds at once');
    await Promise.all([3000, 5000].map((total) => deliver('charge.refunded', two.charge(total))));
    expect((await company.client.get(`${two.base}/`)).json<WorkOrder>().payment).toMatchObject({
      refunded_cents: 5000,
    });
    // 5000 of 6600 refunded: the agent gives back 5000 less the fee's share (455).
    expect(await earningsOf(two.agent)).toMatchObject({ available_cents: 6000 - 4545 });

    // Ten cumulative events at once, in reverse order: the whole charge comes back, once.
    const ten = await refundedWork('Ten refunds at once');
    const totals = Array.from({ length: 10 }, (_, index) => 660 * (10 - index));
    await Promise.all(totals.map((total) => deliver('charge.refunded', ten.charge(total))));
    expect((await company.client.get(`${ten.base}/`)).json<WorkOrder>().payment).toMatchObject({
      refunded_cents: 6600,
    });
    expect(await earningsOf(ten.agent)).toMatchObject({ available_cents: 0, pending_cents: 0 });
    expect((await createLedgerRepository(db).check()).problems).toEqual([]);
  });

  it('settles a processing charge whose webhook arrives before the approval has committed', async () => {
    const { company } = await stripeCompany('processing');
    const { agent, base } = await submittedWork(app, db, company, workJob('Early webhook'));
    let delivered: ReturnType<typeof deliver> | undefined;
    const stop = fake.whenCharged((intent) => {
      delivered = deliver('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    });
    try {
      expect((await company.client.post(`${base}/approve/`)).statusCode).toBe(200);
    } finally {
      stop();
    }
    expect((await delivered!).json()).toMatchObject({ outcome: 'work payment settled' });
    expect(await earningsOf(agent)).toMatchObject({ pending_cents: 0, available_cents: 6000 });
  });

  it('keeps a refund of paid-out pay as owed back, repaid from the next pay before it is sent', async () => {
    const { company } = await stripeCompany('succeeds');
    const transfers = () => fake.requests.filter((request) => request.path === '/v1/transfers');
    // The agent's account is ready, so approved pay goes to it at once.
    const first = await submittedWork(app, db, company, workJob('Paid out, then refunded'));
    const { agent } = first;
    await agent.client.get('/api/payouts/account/');
    await deliver('account.updated', fake.completeOnboarding([...fake.accounts.keys()].at(-1)!));
    expect((await company.client.post(`${first.base}/approve/`)).statusCode).toBe(200);
    expect(await earningsOf(agent)).toMatchObject({ available_cents: 0, paid_cents: 6000 });
    const [paid] = await queryRows<{ provider_ref: string }>(
      db,
      sql`select provider_ref from ledger_transactions
          where kind = 'work_order_payment' and work_order_id = ${Number(first.base.split('/').pop())}`,
    );
    await deliver('charge.refunded', {
      id: `ch_${paid!.provider_ref}`,
      object: 'charge',
      payment_intent: paid!.provider_ref,
      amount: 6600,
      amount_refunded: 6600,
    });
    const refunded = await earningsOf(agent);
    expect(refunded).toMatchObject({ available_cents: 0, paid_cents: 6000, owed_cents: 6000 });
    expect(refunded.entries[0]).toMatchObject({ kind: 'refund', amount_cents: -6000 });
    expect(refunded.by_year[0]?.total_cents).toBe(0);

    // The next job's pay repays it all, so nothing is sent; the one after goes out whole.
    const sent = transfers().length;
    const repays = await submittedWork(app, db, company, workJob('Repays it'), undefined, agent);
    expect((await company.client.post(`${repays.base}/approve/`)).statusCode).toBe(200);
    expect(transfers()).toHaveLength(sent);
    expect(await earningsOf(agent)).toMatchObject({
      available_cents: 0,
      paid_cents: 6000,
      owed_cents: 0,
    });
    const again = await submittedWork(app, db, company, workJob('Paid again'), undefined, agent);
    expect((await company.client.post(`${again.base}/approve/`)).statusCode).toBe(200);
    expect(transfers()).toHaveLength(sent + 1);
    expect(transfers().at(-1)!.form).toMatchObject({ amount: '6000' });
    const earnings = await earningsOf(agent);
    expect(earnings).toMatchObject({ available_cents: 0, paid_cents: 12000, owed_cents: 0 });
    // What the agent earned, net of the refund: two jobs' pay.
    expect(earnings.by_year[0]?.total_cents).toBe(12000);
  });

  it('refuses approval with 402 when Stripe holds no card or declines it', async () => {
    for (const [card, detail] of [
      [null, PAYMENT_TEXT.cardNeeded],
      ['declined', PAYMENT_TEXT.cardDeclined],
    ] as const) {
      const { company } = await stripeCompany(card);
      const { agent, base } = await submittedWork(app, db, company, workJob(`Refused ${card}`));
      const refused = await company.client.post(`${base}/approve/`);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().detail).toBe(detail);
      expect((await company.client.get(`${base}/`)).json<WorkOrder>().status).toBe('submitted');
      expect(await earningsOf(agent)).toMatchObject({ pending_cents: 0, available_cents: 0 });
    }
  });

  it('settles a dispute over paid-out work by a Stripe refund, which its webhook does not repeat', async () => {
    const ops = await signedInOperator(app, db);
    const { company } = await stripeCompany('succeeds');
    const { agent, base } = await submittedWork(app, db, company, workJob('Disputed with Stripe'));
    await agent.client.get('/api/payouts/account/');
    await deliver('account.updated', fake.completeOnboarding([...fake.accounts.keys()].at(-1)!));
    expect((await company.client.post(`${base}/approve/`)).statusCode).toBe(200);
    expect(await earningsOf(agent)).toMatchObject({ paid_cents: 6000 });

    const opened = await company.client.post(`${base}/dispute/`, {
      reason: 'quality',
      description: 'Half of the rooms are missing from the photos.',
    });
    // The pay is still in the agent's Stripe account: the transfer is reversed into the hold.
    expect(opened.json<Dispute>()).toMatchObject({ pay_cents: 6000, held_cents: 6000 });
    const reversal = fake.requests.filter((request) => request.path.endsWith('/reversals')).at(-1)!;
    expect(reversal.form.amount).toBe('6000');
    expect(await earningsOf(agent)).toMatchObject({ paid_cents: 0, held_cents: 6000 });
    const resolved = await ops.client.post(
      `/api/ops/disputes/${opened.json<Dispute>().id}/resolve/`,
      { outcome: 'split', agent_cents: 4000, note: 'Half the rooms were photographed.' },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<Dispute>()).toMatchObject({ agent_cents: 4000, refunded_cents: 2200 });
    const refund = fake.requests.filter((request) => request.path === '/v1/refunds').at(-1)!;
    const intentId = refund.form.payment_intent!;
    expect(refund.form.amount).toBe('2200');
    expect(fake.intents.get(intentId)).toMatchObject({ amount: 6600, amount_refunded: 2200 });
    // The refund comes out of the hold; the rest goes back to the agent's account.
    expect(await earningsOf(agent)).toMatchObject({
      owed_cents: 0,
      held_cents: 0,
      paid_cents: 4000,
    });
    expect(
      fake.requests.filter((request) => request.path === '/v1/transfers').at(-1)!.form.amount,
    ).toBe('4000');

    // Stripe then tells of the refund the platform made: nothing moves again.
    await deliver('charge.refunded', {
      id: `ch_${intentId}`,
      object: 'charge',
      payment_intent: intentId,
      amount: 6600,
      amount_refunded: 2200,
    });
    expect(await earningsOf(agent)).toMatchObject({ owed_cents: 0, paid_cents: 4000 });
    expect((await company.client.get(`${base}/`)).json<WorkOrder>().payment).toMatchObject({
      refunded_cents: 2200,
    });
    expect((await createLedgerRepository(db).check()).problems).toEqual([]);
  });

  it("keeps pay the agent's bank already has as paid, and a refund of it owed back", async () => {
    const ops = await signedInOperator(app, db);
    const { company } = await stripeCompany('succeeds');
    const { agent, base } = await submittedWork(app, db, company, workJob('Paid to the bank'));
    await agent.client.get('/api/payouts/account/');
    const accountId = [...fake.accounts.keys()].at(-1)!;
    await deliver('account.updated', fake.completeOnboarding(accountId));
    expect((await company.client.post(`${base}/approve/`)).statusCode).toBe(200);
    fake.payOutToBank(accountId);
    const opened = await company.client.post(`${base}/dispute/`, {
      reason: 'work_incomplete',
      description: 'Nobody came to the property.',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json<Dispute>()).toMatchObject({ pay_cents: 6000, held_cents: 0 });
    const resolved = await ops.client.post(
      `/api/ops/disputes/${opened.json<Dispute>().id}/resolve/`,
      { outcome: 'split', agent_cents: 4000, note: 'Half the rooms were photographed.' },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    // What goes back is owed, repaid from the agent's next pay.
    expect(await earningsOf(agent)).toMatchObject({ owed_cents: 2000, paid_cents: 6000 });
    expect((await createLedgerRepository(db).check()).problems).toEqual([]);
  });

  it('holds pay still clearing when a dispute opens, and settles it into the hold', async () => {
    const ops = await signedInOperator(app, db);
    const { company } = await stripeCompany('processing');
    const { agent, base } = await submittedWork(app, db, company, workJob('Disputed slow bank'));
    const id = Number(base.split('/').pop());
    expect((await company.client.post(`${base}/approve/`)).statusCode).toBe(200);
    const opened = await agent.client.post(`${base}/dispute/`, {
      reason: 'pay_wrong',
      description: 'The company says it will not pay.',
    });
    const dispute = opened.json<Dispute>();
    expect(dispute).toMatchObject({ pay_cents: 6000, held_cents: 0 });
    await deliver('payment_intent.succeeded', {
      id: `pi_disputed_${id}`,
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { work_order_id: String(id) },
    });
    expect(await earningsOf(agent)).toMatchObject({
      pending_cents: 0,
      held_cents: 6000,
      available_cents: 0,
    });
    const before = fake.requests.filter((request) => request.path === '/v1/transfers').length;
    await ops.client.post(`/api/ops/disputes/${dispute.id}/resolve/`, {
      outcome: 'release',
      note: 'The work was done.',
    });
    // Released, the pay goes on to the agent's account as an approval's would (none is set up).
    expect(fake.requests.filter((request) => request.path === '/v1/transfers')).toHaveLength(
      before,
    );
    expect(await earningsOf(agent)).toMatchObject({ held_cents: 0, available_cents: 6000 });
    expect((await createLedgerRepository(db).check()).problems).toEqual([]);
  });
});
