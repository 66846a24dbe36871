import { LISTING_DAYS } from '@fieldhire/contract/jobs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { products, purchases } from '../../db/schema/billing';
import { jobs } from '../../db/schema/jobs';
import { grantDemoPackage, seedProducts } from '../../db/seed/products';
import { pino } from 'pino';
import { createEventBus } from '../../platform/events/event-bus';
import { createSandboxProvider } from '../../platform/payments/sandbox-provider';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { jobInput } from '../../../test/job-input';
import { createTestApp } from '../../../test/test-app';
import { createBillingService } from './billing.service';

type Account = Awaited<ReturnType<typeof signedIn>>;
interface ProductJson {
  id: number;
  slug: string;
  name: string;
  price_cents: number;
  interval: string;
  job_posts: number;
  featured_posts: number;
  candidate_contacts: number;
  duration_days: number;
}

let app: FastifyInstance;
let db: Database;
let employer: Account;
let rival: Account;
let candidate: Account;
let catalog: Record<string, ProductJson>;

const card = (number: string) => ({
  name: 'Morgan Lee',
  card_number: number,
  expiry: '12 / 34',
  cvc: '123',
});

async function startCheckout(account: Account, body: Record<string, unknown>) {
  const response = await account.client.post('/api/checkout-session/', body);
  expect(response.statusCode).toBe(200);
  return response.json<{ checkout_client_id: string }>().checkout_client_id;
}

async function grant(companyId: number, values: Partial<typeof purchases.$inferInsert>) {
  const [row] = await db
    .insert(purchases)
    .values({ companyId, productId: catalog.basic!.id, ...values })
    .returning({ id: purchases.id });
  return row!.id;
}

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await seedProducts(db);
  [employer, rival, candidate] = await Promise.all([
    signedIn(app, db, 'employer'),
    signedIn(app, db, 'employer'),
    signedIn(app, db, 'candidate'),
  ]);
  const list = (await app.inject('/api/products/')).json<ProductJson[]>();
  catalog = Object.fromEntries(list.map((product) => [product.slug, product]));
});

describe('products', () => {
  it('lists the packages, seeded idempotently', async () => {
    await seedProducts(db);
    expect(catalog.basic).toMatchObject({
      name: 'Basic',
      price_cents: 19900,
      interval: 'month',
      job_posts: 30,
      featured_posts: 3,
      duration_days: 15,
    });
    expect(catalog.standard).toMatchObject({
      price_cents: 49900,
      job_posts: 40,
      featured_posts: 5,
      duration_days: 20,
    });
    expect(catalog.extended).toMatchObject({
      price_cents: 79900,
      job_posts: 50,
      featured_posts: 10,
      duration_days: 60,
    });
    expect(catalog['candidate-contacts']).toMatchObject({
      name: 'Candidate Contact Pack',
      price_cents: 9900,
      interval: 'one_time',
      candidate_contacts: 25,
    });
    const rows = await db.select().from(products).where(eq(products.slug, 'basic'));
    expect(rows).toHaveLength(1);
  });
});

describe('authorization', () => {
  it('refuses guests (401) and candidates (403) everywhere but the catalog', async () => {
    const guest = new ApiClient(app);
    const calls = [
      (c: ApiClient) => c.post('/api/checkout-session/', { product_id: catalog.basic!.id }),
      (c: ApiClient) => c.post('/api/billing/'),
      (c: ApiClient) => c.get('/api/plan/'),
      (c: ApiClient) => c.get('/api/invoice/'),
      (c: ApiClient) => c.get('/api/checkout-session/chk_nothing/'),
      (c: ApiClient) =>
        c.post('/api/billing/sandbox/pay/', {
          ...card('4242424242424242'),
          client_id: 'x'.repeat(20),
        }),
    ];
    for (const call of calls) {
      expect((await call(guest)).statusCode).toBe(401);
      const refused = await call(candidate.client);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('Only company accounts can buy packages.');
    }
  });

  it('refuses guests (401) and candidates (403) on invoices, plan changes, the card and the test checkout', async () => {
    const guest = new ApiClient(app);
    const calls = [
      (c: ApiClient) => c.get('/api/invoice/1/'),
      (c: ApiClient) => c.patch('/api/plan/1/', { cancel_at_period_end: true }),
      (c: ApiClient) => c.get('/api/billing/payment-method/'),
      (c: ApiClient) => c.get(`/api/billing/sandbox/checkout/?client_id=${'x'.repeat(20)}`),
    ];
    for (const call of calls) {
      expect((await call(guest)).statusCode).toBe(401);
      const refused = await call(candidate.client);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('Only company accounts can buy packages.');
    }
  });

  it('lets team members read the plan but only owners and admins buy, pay and manage it', async () => {
    const owner = await signedIn(app, db, 'employer');
    const member = await teammate(app, db, owner, 'member');
    const admin = await teammate(app, db, owner, 'admin');
    const clientId = await startCheckout(owner, { product_id: catalog.basic!.id });

    const refusals = [
      await member.client.post('/api/checkout-session/', { product_id: catalog.basic!.id }),
      await member.client.post('/api/billing/'),
      await member.client.post('/api/billing/sandbox/pay/', {
        ...card('4242424242424242'),
        client_id: clientId,
      }),
    ];
    expect((await member.client.get('/api/plan/')).json()).toEqual([]);
    const paid = await admin.client.post('/api/billing/sandbox/pay/', {
      ...card('4242424242424242'),
      client_id: clientId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [entry] = (await member.client.get('/api/plan/')).json();
    refusals.push(
      await member.client.patch(`/api/plan/${entry.id}/`, { cancel_at_period_end: true }),
    );
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().detail).toBe(
        'Only the owner or an admin of the company can manage billing.',
      );
    }
    expect((await member.client.get('/api/plan/')).json()[0].cancel_at_period_end).toBe(false);
    expect(
      (await admin.client.patch(`/api/plan/${entry.id}/`, { cancel_at_period_end: true }))
        .statusCode,
    ).toBe(200);
    expect((await admin.client.post('/api/billing/')).statusCode).toBe(200);
  });

  it('shows invoices and the payment method to owners and admins only', async () => {
    const owner = await signedIn(app, db, 'employer');
    const member = await teammate(app, db, owner, 'member');
    const admin = await teammate(app, db, owner, 'admin');
    const clientId = await startCheckout(owner, { product_id: catalog.basic!.id });
    const paid = await owner.client.post('/api/billing/sandbox/pay/', {
      ...card('4242424242424242'),
      client_id: clientId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [invoice] = (await owner.client.get('/api/invoice/')).json();
    const reads = [
      (c: ApiClient) => c.get('/api/invoice/'),
      (c: ApiClient) => c.get(`/api/invoice/${invoice.id}/`),
      (c: ApiClient) => c.get('/api/billing/payment-method/'),
    ];
    const guest = new ApiClient(app);
    for (const read of reads) {
      for (const manager of [owner, admin]) {
        const shown = await read(manager.client);
        expect(shown.statusCode, shown.body).toBe(200);
      }
      const refused = await read(member.client);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail:
          'Only the owner or an admin of the company can see invoices and the payment method.',
        code: 'permission_denied',
      });
      expect((await read(candidate.client)).statusCode).toBe(403);
      expect((await read(guest)).statusCode).toBe(401);
    }
    expect((await rival.client.get(`/api/invoice/${invoice.id}/`)).statusCode).toBe(404);
    expect((await admin.client.get('/api/billing/payment-method/')).json()).toEqual({
      brand: 'Visa',
      last4: '4242',
    });
    const portal = await member.client.post('/api/billing/');
    expect(portal.statusCode).toBe(403);
    expect(portal.json().code).toBe('permission_denied');
    const plan = await member.client.get('/api/plan/');
    expect(plan.statusCode).toBe(200);
    expect(plan.json()[0].job_posts.remaining).toBe(30);
  });

  it('refuses unknown products and return addresses on other sites', async () => {
    const unknown = await employer.client.post('/api/checkout-session/', { product_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.product_id).toEqual(['Unknown product.']);
    const offsite = await employer.client.post('/api/checkout-session/', {
      product_id: catalog.basic!.id,
      return_url: '//evil.example/steal',
    });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().fields.return_url).toBeDefined();
    const tooMany = await employer.client.post('/api/checkout-session/', {
      items: [{ product_id: catalog['candidate-contacts']!.id, qty: 11 }],
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses two monthly plans, or one twice, in one order', async () => {
    for (const items of [
      [
        { product_id: catalog.basic!.id, qty: 1 },
        { product_id: catalog.standard!.id, qty: 1 },
      ],
      [{ product_id: catalog.basic!.id, qty: 2 }],
      [
        { product_id: catalog.basic!.id, qty: 1 },
        { product_id: catalog.basic!.id, qty: 1 },
      ],
    ]) {
      const refused = await employer.client.post('/api/checkout-session/', { items });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: expect.any(String),
        fields: {
          items: ['A company has one monthly plan: an order can hold one monthly package, once.'],
        },
      });
    }
    const allowed = await employer.client.post('/api/checkout-session/', {
      items: [
        { product_id: catalog.standard!.id, qty: 1 },
        { product_id: catalog['candidate-contacts']!.id, qty: 3 },
      ],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

describe('sandbox checkout', () => {
  let clientId: string;
  let checkoutId: string;

  it('starts a checkout for the whole cart and shows it behind the client secret only to the company', async () => {
    clientId = await startCheckout(employer, {
      items: [
        { product_id: catalog.basic!.id, qty: 1 },
        { product_id: catalog['candidate-contacts']!.id, qty: 2 },
      ],
      return_url: '/checkout/return',
      return_queries: { from: 'cart' },
    });
    const shown = await employer.client.get(`/api/billing/sandbox/checkout/?client_id=${clientId}`);
    expect(shown.statusCode).toBe(200);
    const checkout = shown.json();
    checkoutId = checkout.id;
    expect(checkout.amount_cents).toBe(19900 + 2 * 9900);
    expect(checkout.lines).toHaveLength(2);
    expect(checkout.return_url).toBe(
      `http://fieldhire.localhost/checkout/return?from=cart&session_id=${checkoutId}`,
    );
    expect(
      (await rival.client.get(`/api/billing/sandbox/checkout/?client_id=${clientId}`)).statusCode,
    ).toBe(404);
    expect((await rival.client.get(`/api/checkout-session/${checkoutId}/`)).statusCode).toBe(404);
  });

  it('declines the decline test card with a clear message and grants nothing', async () => {
    const declined = await employer.client.post('/api/billing/sandbox/pay/', {
      ...card('4000 0000 0000 0002'),
      client_id: clientId,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      detail: 'Your card was declined. Try another card.',
      code: 'card_declined',
    });
    const invalid = await employer.client.post('/api/billing/sandbox/pay/', {
      ...card('4242 4242 4242 4241'),
      client_id: clientId,
    });
    expect(invalid.statusCode).toBe(402);
    expect(invalid.json().code).toBe('incorrect_number');
    expect((await employer.client.get('/api/plan/')).json()).toEqual([]);
    expect((await employer.client.get(`/api/checkout-session/${checkoutId}/`)).json().status).toBe(
      'open',
    );
  });

  it('pays with the success test card once, however often the payment is sent', async () => {
    const pay = () =>
      employer.client.post('/api/billing/sandbox/pay/', {
        ...card('4242 4242 4242 4242'),
        client_id: clientId,
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'complete',
      return_url: expect.stringContaining(`session_id=${checkoutId}`),
    });
    expect((await pay()).json().status).toBe('complete');

    const result = (await employer.client.get(`/api/checkout-session/${checkoutId}/`)).json();
    expect(result).toMatchObject({ status: 'complete', amount_cents: 39700 });
    expect(result.invoice.number).toMatch(/^FH-\d{6}$/);

    const invoices = (await employer.client.get('/api/invoice/')).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      number: result.invoice.number,
      amount_cents: 39700,
      currency: 'usd',
      status: 'paid',
      pdf_url: `http://fieldhire.localhost/billing/invoices/${invoices[0].id}`,
    });
    expect(invoices[0].lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Candidate Contact Pack', qty: 2, amount_cents: 19800 }),
      ]),
    );
    const detail = await employer.client.get(`/api/invoice/${invoices[0].id}/`);
    expect(detail.json()).toMatchObject({
      payment_method: 'Visa •••• 4242',
      company: { id: employer.companyId },
    });
    expect((await rival.client.get(`/api/invoice/${invoices[0].id}/`)).statusCode).toBe(404);
    expect((await rival.client.get('/api/invoice/')).json()).toEqual([]);
    expect((await rival.client.get('/api/plan/')).json()).toEqual([]);

    const plan = (await employer.client.get('/api/plan/')).json();
    expect(plan).toHaveLength(2);
    const basic = plan.find(
      (entry: { product: { slug: string } }) => entry.product.slug === 'basic',
    );
    expect(basic).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      job_posts: { total: 30, used: 0, remaining: 30 },
      featured_posts: { total: 3, used: 0, remaining: 3 },
    });
    expect(new Date(basic.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const contacts = plan.find(
      (entry: { product: { slug: string } }) => entry.product.slug === 'candidate-contacts',
    );
    expect(contacts).toMatchObject({
      expires_at: null,
      candidate_contacts: { total: 50, used: 0, remaining: 50 },
    });
  });

  it('lets the company post past its free job with the package', async () => {
    for (const title of ['Free job in Austin', 'Package job one', 'Package job two']) {
      expect((await employer.client.post('/api/jobs/', jobInput(title))).statusCode).toBe(201);
    }
    const plan = (await employer.client.get('/api/plan/')).json();
    const basic = plan.find(
      (entry: { product: { slug: string } }) => entry.product.slug === 'basic',
    );
    expect(basic.job_posts).toEqual({ total: 30, used: 2, remaining: 28 });
    const listed = await db
      .select({ title: jobs.title, expiresAt: jobs.expiresAt })
      .from(jobs)
      .where(eq(jobs.companyId, employer.companyId!));
    const byTitle = new Map(listed.map((job) => [job.title, job.expiresAt]));
    const freeFor = byTitle.get('Free job in Austin')!.getTime() - Date.now();
    expect(Math.round(freeFor / 86_400_000)).toBe(LISTING_DAYS);
    const shownFor = byTitle.get('Package job one')!.getTime() - Date.now();
    expect(Math.round(shownFor / 86_400_000)).toBe(15);
  });

  it('cancels a monthly package at the end of its period, for its own company only', async () => {
    const plan = (await employer.client.get('/api/plan/')).json();
    const basic = plan.find(
      (entry: { product: { slug: string } }) => entry.product.slug === 'basic',
    );
    const contacts = plan.find(
      (entry: { product: { slug: string } }) => entry.product.slug === 'candidate-contacts',
    );
    expect(
      (await rival.client.patch(`/api/plan/${basic.id}/`, { cancel_at_period_end: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await employer.client.patch(`/api/plan/${contacts.id}/`, { cancel_at_period_end: true }))
        .statusCode,
    ).toBe(400);
    const canceled = await employer.client.patch(`/api/plan/${basic.id}/`, {
      cancel_at_period_end: true,
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
      is_subscription: true,
    });
    expect(contacts.is_subscription).toBe(false);
  });

  it('shows granted packages as not renewing and refuses to renew them', async () => {
    const demo = await signedIn(app, db, 'employer');
    await grantDemoPackage(db, demo.companyId!);
    const plan = (await demo.client.get('/api/plan/')).json();
    expect(plan.map((entry: { is_subscription: boolean }) => entry.is_subscription)).toEqual([
      false,
      false,
    ]);
    const standard = plan.find(
      (entry: { product: { slug: string } }) => entry.product.slug === 'standard',
    );
    const refused = await demo.client.patch(`/api/plan/${standard.id}/`, {
      cancel_at_period_end: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Only monthly packages bought as a subscription renew.');
  });

  it('shows the demo company the card it paid with, and a contact pack that never expires', async () => {
    const demo = await signedIn(app, db, 'employer');
    await grantDemoPackage(db, demo.companyId!);
    expect((await demo.client.get('/api/billing/payment-method/')).json()).toEqual({
      brand: 'Visa',
      last4: '4242',
    });
    const plan = (await demo.client.get('/api/plan/')).json();
    const contacts = plan.find(
      (entry: { product: { slug: string } }) => entry.product.slug === 'candidate-contacts',
    );
    expect(catalog['candidate-contacts']!.duration_days).toBe(0);
    expect(contacts).toMatchObject({ status: 'active', expires_at: null });
  });

  it('opens the local billing portal and has no webhooks', async () => {
    const portal = await employer.client.post('/api/billing/');
    expect(portal.json()).toEqual({ portal_url: 'http://fieldhire.localhost/billing/portal' });
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook/',
      payload: { id: 'evt_1' },
    });
    expect(webhook.statusCode).toBe(404);
    expect((await app.inject('/api/billing/config/')).json()).toEqual({
      provider: 'sandbox',
      publishable_key: null,
    });
  });
});

describe('renewal', () => {
  it('renews a lapsed monthly sandbox package that was not canceled, with a new invoice', async () => {
    const buyer = await signedIn(app, db, 'employer');
    const clientId = await startCheckout(buyer, { product_id: catalog.standard!.id });
    await buyer.client.post('/api/billing/sandbox/pay/', {
      ...card('4242424242424242'),
      client_id: clientId,
    });
    const [entry] = (await buyer.client.get('/api/plan/')).json();
    await db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000), jobPostsUsed: 7 })
      .where(eq(purchases.id, entry.id));
    const [renewed] = (await buyer.client.get('/api/plan/')).json();
    expect(renewed.status).toBe('active');
    expect(renewed.job_posts).toEqual({ total: 40, used: 0, remaining: 40 });
    expect(new Date(renewed.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect((await buyer.client.get('/api/invoice/')).json()).toHaveLength(2);

    await buyer.client.patch(`/api/plan/${entry.id}/`, { cancel_at_period_end: true });
    await db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.id, entry.id));
    const [ended] = (await buyer.client.get('/api/plan/')).json();
    expect(ended.status).toBe('expired');
    expect((await buyer.client.get('/api/invoice/')).json()).toHaveLength(2);
  });

  it('renews a lapsed package before posting a job takes a post from it', async () => {
    const buyer = await signedIn(app, db, 'employer');
    const clientId = await startCheckout(buyer, { product_id: catalog.basic!.id });
    await buyer.client.post('/api/billing/sandbox/pay/', {
      ...card('4242424242424242'),
      client_id: clientId,
    });
    expect((await buyer.client.post('/api/jobs/', jobInput('Free listing'))).statusCode).toBe(201);
    await db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000), jobPostsUsed: catalog.basic!.job_posts })
      .where(eq(purchases.companyId, buyer.companyId!));
    const posted = await buyer.client.post('/api/jobs/', jobInput('Listing after the renewal'));
    expect(posted.statusCode, posted.body).toBe(201);
    expect(new Date(posted.json().expires_at).getTime() - Date.now()).toBeGreaterThan(
      14 * 86_400_000,
    );
    const [entry] = (await buyer.client.get('/api/plan/')).json();
    expect(entry.job_posts).toEqual({ total: 30, used: 1, remaining: 29 });
    expect((await buyer.client.get('/api/invoice/')).json()).toHaveLength(2);
  });

  it('renews a lapsed package once when several requests find it due at the same time', async () => {
    const buyer = await signedIn(app, db, 'employer');
    const clientId = await startCheckout(buyer, {
      items: [{ product_id: catalog.standard!.id, qty: 1 }],
    });
    await buyer.client.post('/api/billing/sandbox/pay/', {
      ...card('4242424242424242'),
      client_id: clientId,
    });
    await db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000), jobPostsUsed: 3 })
      .where(eq(purchases.companyId, buyer.companyId!));
    const answers = await Promise.all([
      buyer.client.get('/api/plan/'),
      buyer.client.get('/api/invoice/'),
      buyer.client.get('/api/plan/'),
      buyer.client.get('/api/invoice/'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const invoices = (await buyer.client.get('/api/invoice/')).json();
    expect(invoices).toHaveLength(2);
    expect(invoices[0].amount_cents).toBe(catalog.standard!.price_cents);
    const plan = (await buyer.client.get('/api/plan/')).json();
    expect(plan.map((entry: { job_posts: { used: number } }) => entry.job_posts.used)).toEqual([0]);
  });
});

describe('entitlements', () => {
  const billing = () =>
    createBillingService({
      db,
      events: createEventBus(db, pino({ enabled: false })),
      provider: createSandboxProvider({ publicUrl: 'http://x' }),
      publicUrl: 'http://x',
    });

  it('answers 402 for a job past the free one and the package posts', async () => {
    const small = await signedIn(app, db, 'employer');
    await grant(small.companyId!, { jobPostsTotal: 1 });
    expect((await small.client.post('/api/jobs/', jobInput('Free one'))).statusCode).toBe(201);
    expect((await small.client.post('/api/jobs/', jobInput('Paid one'))).statusCode).toBe(201);
    const over = await small.client.post('/api/jobs/', jobInput('One too many'));
    expect(over.statusCode).toBe(402);
    expect(over.json()).toEqual({
      detail: 'No job posts left on your plan.',
      code: 'payment_required',
    });
    const [entry] = (await small.client.get('/api/plan/')).json();
    expect(entry.job_posts).toEqual({ total: 1, used: 1, remaining: 0 });
  });

  it('takes candidate contacts once per candidate and answers 402 when none are left', async () => {
    const recruiter = await signedIn(app, db, 'employer');
    const other = await signedIn(app, db, 'candidate');
    const third = await signedIn(app, db, 'candidate');
    const companyId = recruiter.companyId!;
    const service = billing();
    await expect(service.consumeCandidateContact(companyId)).rejects.toMatchObject({
      statusCode: 402,
      detail: 'No candidate contacts left on your plan.',
    });
    await grant(companyId, { productId: catalog['candidate-contacts']!.id, contactsTotal: 2 });
    expect(
      await service.consumeCandidateContact(companyId, { candidateId: candidate.id }),
    ).toMatchObject({ charged: true });
    expect(
      await service.consumeCandidateContact(companyId, { candidateId: candidate.id }),
    ).toMatchObject({ charged: false });
    expect(await service.hasContacted(companyId, candidate.id)).toBe(true);
    expect(
      await service.consumeCandidateContact(companyId, { candidateId: other.id }),
    ).toMatchObject({ charged: true });
    await expect(
      service.consumeCandidateContact(companyId, { candidateId: third.id }),
    ).rejects.toMatchObject({
      statusCode: 402,
    });
    expect(await service.hasContacted(companyId, third.id)).toBe(false);
    const [entry] = (await recruiter.client.get('/api/plan/')).json();
    expect(entry.candidate_contacts).toEqual({ total: 2, used: 2, remaining: 0 });
  });

  it('takes featured posts and job posts with the listing period, never from expired or canceled packages', async () => {
    const company = (await signedIn(app, db, 'employer')).companyId!;
    const service = billing();
    await grant(company, {
      featuredTotal: 5,
      jobPostsTotal: 5,
      expiresAt: new Date(Date.now() - 1000),
    });
    await grant(company, { featuredTotal: 5, jobPostsTotal: 5, status: 'canceled' });
    await expect(service.consumeFeaturedPost(company)).rejects.toMatchObject({
      statusCode: 402,
      detail: 'No featured posts left on your plan.',
    });
    expect(await service.takeJobPost(company)).toBeNull();
    await grant(company, { featuredTotal: 1, jobPostsTotal: 1 });
    expect(await service.consumeFeaturedPost(company)).toMatchObject({
      purchaseId: expect.any(Number),
    });
    await expect(service.consumeFeaturedPost(company)).rejects.toMatchObject({ statusCode: 402 });
    const post = await service.consumeJobPost(company);
    expect(post.listingExpiresAt!.getTime() - Date.now()).toBeGreaterThan(14 * 86_400_000);
    await expect(service.consumeJobPost(company)).rejects.toMatchObject({ statusCode: 402 });
  });
});

describe('dashboard plan', () => {
  interface PlanJson {
    status: string;
    product: { name: string };
    job_posts: { remaining: number };
  }
  async function dashboardAgreesWithPackages(account: Account) {
    const packages = (await account.client.get('/api/plan/')).json<PlanJson[]>();
    const active = packages.filter((entry) => entry.status === 'active');
    const left = active.reduce((sum, entry) => sum + entry.job_posts.remaining, 0);
    const dashboard = (await account.client.get('/api/dashboard/')).json();
    expect(dashboard.plan.job_posts_left).toBe(left);
    return dashboard.plan as { name: string; job_posts_left: number };
  }

  it('names the package that gives job posts and counts the posts left over every package', async () => {
    const buyer = await signedIn(app, db, 'employer');
    for (const slug of ['basic', 'candidate-contacts']) {
      const clientId = await startCheckout(buyer, { product_id: catalog[slug]!.id });
      const paid = await buyer.client.post('/api/billing/sandbox/pay/', {
        ...card('4242424242424242'),
        client_id: clientId,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    expect(await dashboardAgreesWithPackages(buyer)).toMatchObject({
      name: 'Basic',
      job_posts_left: 30,
    });

    const demo = await signedIn(app, db, 'employer');
    await grantDemoPackage(db, demo.companyId!);
    expect(await dashboardAgreesWithPackages(demo)).toMatchObject({
      name: 'Standard',
      job_posts_left: 40,
    });

    const contactsOnly = await signedIn(app, db, 'employer');
    await grant(contactsOnly.companyId!, {
      productId: catalog['candidate-contacts']!.id,
      contactsTotal: 25,
    });
    expect(await dashboardAgreesWithPackages(contactsOnly)).toMatchObject({
      name: 'Candidate Contact Pack',
      job_posts_left: 0,
    });
  });

  it('shows every member the plan their company just bought, though only managers hear of the payment', async () => {
    const owner = await signedIn(app, db, 'employer');
    const member = await teammate(app, db, owner, 'member');
    const planOf = async (account: Account) =>
      (await account.client.get('/api/dashboard/')).json<{ plan: { name: string } }>().plan.name;
    expect(await planOf(member)).toBe('Free');
    const clientId = await startCheckout(owner, { product_id: catalog.basic!.id });
    const paid = await owner.client.post('/api/billing/sandbox/pay/', {
      ...card('4242424242424242'),
      client_id: clientId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await planOf(member)).toBe('Basic');
  });
});
