import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { seedProducts } from '../../db/seed/products';
import { signedIn } from '../../../test/accounts-fixture';
import {
  deliverStripeEvent,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  stripeEvent,
  stripeSettings,
} from '../../../test/stripe-fixture';
import { createTestApp } from '../../../test/test-app';
import { startFakeStripe } from './test/fake-stripe';

const SECRET_KEY = STRIPE_SECRET_KEY;
const WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET;
const signer = new Stripe(SECRET_KEY);

type Account = Awaited<ReturnType<typeof signedIn>>;

let app: FastifyInstance;
let db: Database;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let employer: Account;
let productIds: Record<string, number>;
const event = stripeEvent;
const deliver = (payload: string, signature?: string) =>
  deliverStripeEvent(app, payload, signature);

async function checkout(account: Account, items: { product_id: number; qty: number }[]) {
  const response = await account.client.post('/api/checkout-session/', {
    items,
    return_url: '/checkout/return',
  });
  expect(response.statusCode).toBe(200);
  const clientSecret = response.json<{ checkout_client_id: string }>().checkout_client_id;
  const session = [...fake.sessions.values()].find((s) => s.client_secret === clientSecret)!;
  return { clientSecret, session, ourId: session.client_reference_id as string };
}

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  ({ app, db } = await createTestApp(stripeSettings(fake.url)));
  await seedProducts(db);
  employer = await signedIn(app, db, 'employer');
  const list = (await app.inject('/api/products/')).json<{ id: number; slug: string }[]>();
  productIds = Object.fromEntries(list.map((product) => [product.slug, product.id]));
});

afterAll(async () => {
  await fake?.close();
});

describe('payment provider configuration', () => {
  it('uses the sandbox by default and Stripe once a secret key is set', () => {
    const stripe = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig(stripe).paymentProvider).toBe('stripe');
    expect(loadConfig({ ...stripe, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('refuses to start Stripe without the webhook signing secret', () => {
    for (const env of [
      { STRIPE_SECRET_KEY: SECRET_KEY },
      { STRIPE_SECRET_KEY: SECRET_KEY, PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: '' },
    ]) {
      expect(() => loadConfig(env)).toThrow(
        /STRIPE_WEBHOOK_SECRET: The Stripe payment provider needs STRIPE_WEBHOOK_SECRET/,
      );
    }
    expect(
      loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY, PAYMENT_PROVIDER: 'sandbox' }),
    ).toMatchObject({ paymentProvider: 'sandbox' });
  });
});

describe('stripe checkout', () => {
  it('creates a customer and an embedded subscription Checkout Session whose client secret is the checkout id', async () => {
    expect((await app.inject('/api/billing/config/')).json()).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_fieldhire',
    });
    const { clientSecret, session, ourId } = await checkout(employer, [
      { product_id: productIds.basic!, qty: 1 },
      { product_id: productIds['candidate-contacts']!, qty: 2 },
    ]);
    expect(clientSecret).toBe(session.client_secret);
    expect(ourId).toMatch(/^chk_/);
    const created = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(created.form).toMatchObject({
      ui_mode: 'embedded_page',
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_/),
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '19900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[1][quantity]': '2',
      'line_items[1][price_data][unit_amount]': '9900',
      'metadata[checkout_session_id]': ourId,
    });
    expect(created.form['line_items[1][price_data][recurring][interval]']).toBeUndefined();
    expect(created.form.return_url).toBe(
      'http://fieldhire.localhost/checkout/return?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(created.idempotencyKey).toBe(`checkout-${ourId}`);

    await checkout(employer, [{ product_id: productIds.standard!, qty: 1 }]);
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('refuses webhooks with a bad or missing signature and grants nothing', async () => {
    const { session } = await checkout(employer, [{ product_id: productIds.extended!, qty: 1 }]);
    const paid = fake.pay(session.id as string, 'sub_bad_signature');
    const payload = event('checkout.session.completed', paid);
    const forged = signer.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    const refused = await deliver(payload, forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/signature/i);
    const tampered = await deliver(
      payload.replace('"paid"', '"paid" '),
      signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(tampered.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const plan = (await employer.client.get('/api/plan/')).json();
    expect(
      plan.filter((entry: { product: { slug: string } }) => entry.product.slug === 'extended'),
    ).toEqual([]);
  });

  it('grants a paid checkout once, however often the event is delivered', async () => {
    const buyer = await signedIn(app, db, 'employer');
    const { session, ourId } = await checkout(buyer, [{ product_id: productIds.basic!, qty: 1 }]);
    const payload = event(
      'checkout.session.completed',
      fake.pay(session.id as string, 'sub_twice'),
    );
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'granted' });
    const again = await deliver(payload);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    const otherEvent = await deliver(event('checkout.session.async_payment_succeeded', session));
    expect(otherEvent.json().outcome).toBe('already granted');

    const plan = (await buyer.client.get('/api/plan/')).json();
    expect(plan).toHaveLength(1);
    expect(plan[0].job_posts).toEqual({ total: 30, used: 0, remaining: 30 });
    expect((await buyer.client.get('/api/invoice/')).json()).toHaveLength(1);
    expect((await buyer.client.get(`/api/checkout-session/${ourId}/`)).json()).toMatchObject({
      status: 'complete',
      invoice: { number: expect.stringMatching(/^FH-/) },
    });
    expect((await employer.client.get(`/api/checkout-session/${ourId}/`)).statusCode).toBe(404);
  });

  it('grants on the return page when Stripe redirects before its webhook', async () => {
    const buyer = await signedIn(app, db, 'employer');
    const { session, ourId } = await checkout(buyer, [
      { product_id: productIds['candidate-contacts']!, qty: 1 },
    ]);
    expect(fake.requests.at(-1)!.form.mode).toBe('payment');
    expect(
      (await buyer.client.get(`/api/checkout-session/${session.id as string}/`)).json().status,
    ).toBe('open');
    fake.pay(session.id as string, null);
    const result = await buyer.client.get(`/api/checkout-session/${session.id as string}/`);
    expect(result.json()).toMatchObject({ id: ourId, status: 'complete' });
    const late = await deliver(event('checkout.session.completed', session));
    expect(late.json().outcome).toBe('already granted');
    const plan = (await buyer.client.get('/api/plan/')).json();
    expect(plan).toHaveLength(1);
    expect(plan[0].candidate_contacts.total).toBe(25);
  });

  it('opens the Stripe billing portal for the company customer', async () => {
    const portal = await employer.client.post('/api/billing/');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().portal_url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const request = fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(request.form.return_url).toBe('http://fieldhire.localhost/billing/packages');
    const newcomer = await signedIn(app, db, 'employer');
    expect((await newcomer.client.post('/api/billing/')).statusCode).toBe(409);
  });

  it('answers 502 with a clear message when Stripe refuses to open the portal', async () => {
    fake.fail('POST /v1/billing_portal/sessions', 'No configuration provided.');
    try {
      const refused = await employer.client.post('/api/billing/');
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        detail: 'The payment provider could not open the billing portal. Please try again.',
        code: 'payment_provider_error',
      });
    } finally {
      fake.recover();
    }
  });
});

describe('stripe subscriptions', () => {
  let buyer: Account;
  let purchaseId: number;

  beforeAll(async () => {
    buyer = await signedIn(app, db, 'employer');
    const { session } = await checkout(buyer, [{ product_id: productIds.standard!, qty: 1 }]);
    await deliver(
      event('checkout.session.completed', fake.pay(session.id as string, 'sub_renewing')),
    );
    purchaseId = (await buyer.client.get('/api/plan/')).json()[0].id;
  });

  it('cancels at period end through the API and syncs the portal change back', async () => {
    const canceled = await buyer.client.patch(`/api/plan/${purchaseId}/`, {
      cancel_at_period_end: true,
    });
    expect(canceled.json().cancel_at_period_end).toBe(true);
    const update = fake.requests.find((r) => r.path === '/v1/subscriptions/sub_renewing')!;
    expect(update.form.cancel_at_period_end).toBe('true');

    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
    const resumed = await deliver(
      event('customer.subscription.updated', {
        id: 'sub_renewing',
        object: 'subscription',
        cancel_at_period_end: false,
        cancel_at: null,
        items: { object: 'list', data: [{ current_period_end: periodEnd }] },
      }),
    );
    expect(resumed.json().outcome).toBe('updated');
    const [entry] = (await buyer.client.get('/api/plan/')).json();
    expect(entry.cancel_at_period_end).toBe(false);
    expect(new Date(entry.expires_at).getTime()).toBe(periodEnd * 1000);
  });

  it('answers 502 and keeps the package as it was when Stripe refuses the renewal change', async () => {
    fake.fail('POST /v1/subscriptions/', 'This subscription cannot be updated.');
    try {
      const refused = await buyer.client.patch(`/api/plan/${purchaseId}/`, {
        cancel_at_period_end: true,
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        detail:
          'The payment provider could not change the renewal of this package. Please try again.',
        code: 'payment_provider_error',
      });
    } finally {
      fake.recover();
    }
    const [entry] = (await buyer.client.get('/api/plan/')).json();
    expect(entry.cancel_at_period_end).toBe(false);
  });

  it('starts a new period on a paid renewal invoice and ends with the subscription', async () => {
    await db.execute(`update purchases set job_posts_used = 12 where id = ${purchaseId}`);
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const renewal = await deliver(
      event('invoice.paid', {
        id: 'in_renewal',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 49900,
        currency: 'usd',
        parent: { subscription_details: { subscription: 'sub_renewing' } },
        lines: { object: 'list', data: [{ period: { start: 1, end: periodEnd } }] },
      }),
    );
    expect(renewal.json().outcome).toBe('renewed');
    const [entry] = (await buyer.client.get('/api/plan/')).json();
    expect(entry.job_posts).toEqual({ total: 40, used: 0, remaining: 40 });
    expect((await buyer.client.get('/api/invoice/')).json()).toHaveLength(2);

    const ignored = await deliver(
      event('invoice.paid', {
        id: 'in_first',
        object: 'invoice',
        billing_reason: 'subscription_create',
      }),
    );
    expect(ignored.json().outcome).toBe('ignored');

    await deliver(
      event('customer.subscription.deleted', { id: 'sub_renewing', object: 'subscription' }),
    );
    const [ended] = (await buyer.client.get('/api/plan/')).json();
    expect(ended.status).toBe('canceled');
  });
});
