import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Invoice } from '@fieldhire/contract/billing';
import { PAYMENT_TEXT, type Earnings, type WorkSpending } from '@fieldhire/contract/payments';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import type { Database } from '../../db/database';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';
import { createLedgerRepository } from './ledger.repository';

let app: FastifyInstance;
let db: Database;
let employer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, 20);
});

const earningsOf = async (agent: { client: ApiClient }) => {
  const answer = await agent.client.get('/api/earnings/');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Earnings>();
};

describe('paying for approved work', () => {
  it('asks a company without a card for one before it approves, and approves nothing', async () => {
    const company = await signedIn(app, db, 'employer');
    await buyJobPosts(db, company.companyId!, 2);
    const { agent, base } = await submittedWork(app, db, company, workJob('Cardless inspection'));
    const refused = await company.client.post(`${base}/approve/`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'payment_required',
      detail: PAYMENT_TEXT.cardNeeded,
    });
    expect((await company.client.get(`${base}/`)).json<WorkOrder>()).toMatchObject({
      status: 'submitted',
      payment: null,
    });
    expect((await earningsOf(agent)).available_cents).toBe(0);

    // A declined card is not saved; a good one is, and the approval then goes through.
    const declined = await company.client.put('/api/billing/payment-method/', {
      name: 'Pat Payer',
      card_number: '4000 0000 0000 0002',
      expiry: '12 / 40',
      cvc: '123',
    });
    expect(declined.statusCode).toBe(402);
    expect((await company.client.get('/api/billing/payment-method/')).json()).toBeNull();
    await saveCard(company);
    expect((await company.client.get('/api/billing/payment-method/')).json()).toEqual({
      brand: 'Visa',
      last4: '4242',
    });
    expect((await company.client.post(`${base}/approve/`)).statusCode).toBe(200);
  });

  it('lets only billing managers save a card', async () => {
    const body = { name: 'A', card_number: '4242424242424242', expiry: '12 / 40', cvc: '123' };
    const member = await teammate(app, db, employer, 'member');
    expect((await member.client.put('/api/billing/payment-method/', body)).statusCode).toBe(403);
    const agent = await signedIn(app, db, 'candidate');
    expect((await agent.client.put('/api/billing/payment-method/', body)).statusCode).toBe(403);
    expect((await new ApiClient(app).put('/api/billing/payment-method/', body)).statusCode).toBe(
      401,
    );
  });

  it('charges the pay and fee, credits the agent and invoices the company, once', async () => {
    await saveCard(employer);
    const { agent, base } = await submittedWork(
      app,
      db,
      employer,
      workJob('Paid inspection', { salary_min: 60, salary_max: 85 }),
    );
    // Two approvals at once: one pays, the other finds the work approved.
    const answers = await Promise.all([
      employer.client.post(`${base}/approve/`),
      employer.client.post(`${base}/approve/`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const approved = (await employer.client.get(`${base}/`)).json<WorkOrder>();
    expect(approved.payment).toMatchObject({
      pay_cents: 8500,
      fee_cents: 850,
      charged_cents: 9350,
      hours: null,
    });
    expect((await agent.client.get(`${base}/`)).json<WorkOrder>().payment?.pay_cents).toBe(8500);

    const earnings = await earningsOf(agent);
    expect(earnings).toMatchObject({ pending_cents: 0, available_cents: 8500, paid_cents: 0 });
    expect(earnings.by_year).toEqual([{ year: new Date().getUTCFullYear(), total_cents: 8500 }]);
    expect(earnings.entries).toEqual([
      expect.objectContaining({
        kind: 'work_order_payment',
        amount_cents: 8500,
        work_order: expect.objectContaining({ id: approved.id, title: 'Paid inspection' }),
      }),
    ]);

    const invoices = (await employer.client.get('/api/invoice/')).json<Invoice[]>();
    const invoice = invoices.find((each) =>
      each.lines.some((line) => line.work_order_id === approved.id),
    );
    expect(invoice).toMatchObject({ amount_cents: 9350, status: 'paid' });
    expect(invoice!.lines.map((line) => [line.name, line.amount_cents])).toEqual([
      [`Work order #${approved.id}: Paid inspection`, 8500],
      ['Platform fee (10%)', 850],
    ]);
  });

  it('pays hourly work for the hours on site, up to the agreed duration', async () => {
    await saveCard(employer);
    const { agent, base } = await submittedWork(
      app,
      db,
      employer,
      workJob('Hourly walkthrough', { salary_min: 30, salary_max: 30, salary_unit: 'hour' }),
    );
    const approved = await employer.client.post(`${base}/approve/`);
    // Checked in and out within a minute: a quarter hour is the least billed.
    expect(approved.json<WorkOrder>().payment).toMatchObject({
      hours: 0.25,
      pay_cents: 750,
      fee_cents: 75,
    });
    expect((await earningsOf(agent)).entries[0]).toMatchObject({ hours: 0.25, amount_cents: 750 });
  });
});

describe('hours the agent reports', () => {
  it('pays hourly work for the hours reported, up to the agreed duration', async () => {
    await saveCard(employer);
    const hourly = (title: string) =>
      workJob(title, {
        salary_min: 30,
        salary_max: 30,
        salary_unit: 'hour',
        duration_minutes: 120,
      });
    const reported = await submittedWork(app, db, employer, hourly('Reported hours'), {
      hours: 1.5,
    });
    expect((await reported.agent.client.get(`${reported.base}/`)).json<WorkOrder>()).toMatchObject({
      reported_hours: 1.5,
    });
    const paid = await employer.client.post(`${reported.base}/approve/`);
    expect(paid.json<WorkOrder>().payment).toMatchObject({ hours: 1.5, pay_cents: 4500 });

    const over = await submittedWork(app, db, employer, hourly('Too many hours'), { hours: 5 });
    expect(
      (await employer.client.post(`${over.base}/approve/`)).json<WorkOrder>().payment,
    ).toMatchObject({ hours: 2, pay_cents: 6000 });
  });

  it('asks hours only of hourly work, and checks them', async () => {
    const { agent, base } = await submittedWork(app, db, employer, workJob('Flat fee work'));
    await employer.client.post(`${base}/request-revision/`, { reason: 'One more, please.' });
    const refused = await agent.client.post(`${base}/submit/`, { hours: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.hours).toEqual(['Hours worked are only asked for hourly work.']);
    for (const hours of [0, 25, 'two'])
      expect((await agent.client.post(`${base}/submit/`, { hours })).statusCode).toBe(400);
    expect((await agent.client.post(`${base}/submit/`)).statusCode).toBe(200);
  });
});

describe("the company's spending on work", () => {
  it('sums what approved work cost per job and per agent, for billing managers', async () => {
    await saveCard(employer);
    const { agent, base } = await submittedWork(
      app,
      db,
      employer,
      workJob('Spending inspection', { salary_max: 70 }),
    );
    await employer.client.post(`${base}/approve/`);
    const spending = await employer.client.get('/api/billing/work-spending/');
    expect(spending.statusCode).toBe(200);
    const body = spending.json<WorkSpending>();
    expect(body.by_job).toContainEqual(
      expect.objectContaining({
        title: 'Spending inspection',
        work_orders: 1,
        pay_cents: 7000,
        fee_cents: 700,
      }),
    );
    expect(body.by_agent).toContainEqual(
      expect.objectContaining({
        agent_id: agent.id,
        username: agent.user.username,
        work_orders: 1,
        pay_cents: 7000,
      }),
    );
    expect(body.total_cents).toBe(
      body.by_job.reduce((sum, row) => sum + row.pay_cents + row.fee_cents, 0),
    );
    const member = await teammate(app, db, employer, 'member');
    expect((await member.client.get('/api/billing/work-spending/')).statusCode).toBe(403);
    expect((await agent.client.get('/api/billing/work-spending/')).statusCode).toBe(403);
    expect((await new ApiClient(app).get('/api/billing/work-spending/')).statusCode).toBe(401);
  });
});

describe('payouts', () => {
  it('pays out the available balance once, even asked twice at once', async () => {
    await saveCard(employer);
    const { agent, base } = await submittedWork(app, db, employer, workJob('Payout inspection'));
    await employer.client.post(`${base}/approve/`);
    const answers = await Promise.all([
      agent.client.post('/api/payouts/'),
      agent.client.post('/api/payouts/'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const paid = answers.find((answer) => answer.statusCode === 201)!.json();
    expect(paid.amount_cents).toBe(6000);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().detail).toBe(
      PAYMENT_TEXT.nothingToPay,
    );
    const earnings = await earningsOf(agent);
    expect(earnings).toMatchObject({ available_cents: 0, paid_cents: 6000 });
    expect(earnings.by_year[0]!.total_cents).toBe(6000);
    expect(earnings.entries.map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ['payout', -6000],
      ['work_order_payment', 6000],
    ]);
  });

  it('answers earnings and payouts to field agents only', async () => {
    const agent = await signedIn(app, db, 'candidate');
    expect((await agent.client.get('/api/payouts/account/')).json()).toEqual({
      provider: 'sandbox',
      status: 'enabled',
      onboarding_url: null,
    });
    for (const [method, url] of [
      ['GET', '/api/earnings/'],
      ['POST', '/api/payouts/'],
      ['GET', '/api/payouts/account/'],
    ] as const) {
      expect((await employer.client.request(method, url)).statusCode).toBe(403);
      expect((await new ApiClient(app).request(method, url)).statusCode).toBe(401);
    }
  });
});

describe('the books', () => {
  it('refuses a transaction that does not balance, and any change to an entry', async () => {
    await expect(
      db.transaction((tx) =>
        createLedgerRepository(tx).post({
          kind: 'refund',
          key: `unbalanced-${Date.now()}`,
          provider: 'sandbox',
          entries: [
            { account: 'company_card', ownerId: 1, amountCents: 100 },
            { account: 'platform_fees', ownerId: 0, amountCents: -99 },
          ],
        }),
      ),
    ).rejects.toThrow();
    await expect(db.execute(sql`update ledger_entries set amount_cents = 0`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});
