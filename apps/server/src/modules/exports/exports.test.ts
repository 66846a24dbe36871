import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@fieldhire/contract/session';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import type { Database } from '../../db/database';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { applyTo, buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { multipart } from '../../../test/multipart';
import { refundWork } from '../../../test/refund-fixture';
import { createTestApp } from '../../../test/test-app';
import { saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';
import { csvStream, inertText, pagesBelow } from './csv-stream';

const ORIGIN = 'http://fieldhire.localhost';
const EXPORTS = ['jobs', 'applicants', 'work-orders', 'payments'] as const;
const pathOf = (kind: (typeof EXPORTS)[number], query = '') =>
  `/api/employer/exports/${kind}.csv${query}`;

let app: FastifyInstance;
let db: Database;
let owner: Awaited<ReturnType<typeof signedIn>>;
let otherCompany: Awaited<ReturnType<typeof signedIn>>;

type Row = Record<string, string>;

/** The export as the owner's download link gets it: only the session cookie, no header. */
async function download(client: ApiClient, path: string) {
  const response = await app.inject({
    method: 'GET',
    url: path,
    cookies: client.token ? { [AUTH_COOKIE]: client.token } : {},
  });
  return response;
}

async function rowsOf(client: ApiClient, path: string) {
  const response = await download(client, path);
  expect(response.statusCode, response.body).toBe(200);
  return {
    response,
    rows: parse<Row>(response.body, { bom: true, columns: true }),
    header: parse(response.body, { bom: true, to_line: 1 })[0]!,
  };
}

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#804020' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  owner = await signedIn(app, db, 'employer');
  otherCompany = await signedIn(app, db, 'employer');
  await buyJobPosts(db, owner.companyId!, 20);
  await buyJobPosts(db, otherCompany.companyId!, 5);
  await saveCard(owner);
});

describe('CSV writing', () => {
  it('makes text inert that a spreadsheet would read as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(inertText(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(inertText('Roof 2=3')).toBe('Roof 2=3');
    expect(inertText('')).toBe('');
  });

  it('reads rows a page at a time from below the last row, as the text is consumed', async () => {
    const ids = Array.from({ length: 2500 }, (_, i) => 2500 - i);
    const asked: (number | null)[] = [];
    const read = async (belowId: number | null) => {
      asked.push(belowId);
      return ids
        .filter((id) => belowId === null || id < belowId)
        .slice(0, 1000)
        .map((id) => ({ id }));
    };
    const pages = pagesBelow(await read(null), 1000, read);
    const csv = await text(
      csvStream([{ header: 'ID', cell: (row: { id: number }) => row.id }], pages),
    );
    const rows = parse<Row>(csv, { bom: true, columns: true });
    expect(rows).toHaveLength(2500);
    expect(rows[0]).toEqual({ ID: '2500' });
    expect(rows.at(-1)).toEqual({ ID: '1' });
    expect(asked).toEqual([null, 1501, 501]);
  });
});

describe('exports of a company', () => {
  it('sends the jobs with a header row, ISO times and formulas made inert', async () => {
    const plain = await postJob(owner, 'Export: exterior photos');
    const formula = await postJob(owner, '=HYPERLINK("http://evil.test") roof');
    const elsewhere = await postJob(otherCompany, 'Another company’s export job');
    const { response, rows, header } = await rowsOf(owner.client, pathOf('jobs'));
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fieldhire-jobs-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(header.slice(0, 3)).toEqual(['Job ID', 'Title', 'Status']);
    const ids = rows.map((row) => Number(row['Job ID']));
    expect(ids).toContain(plain);
    expect(ids).not.toContain(elsewhere);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const risky = rows.find((row) => Number(row['Job ID']) === formula)!;
    expect(risky.Title).toBe(`'=HYPERLINK("http://evil.test") roof`);
    const listed = rows.find((row) => Number(row['Job ID']) === plain)!;
    expect(listed).toMatchObject({
      Status: 'open',
      City: 'Austin',
      State: 'TX',
      'Pay min ($)': '40',
      'Pay max ($)': '60',
      'Pay unit': 'job',
    });
    expect(listed['Posted at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('sends the applicants, of one job when asked, and refuses another company’s job', async () => {
    const first = await postJob(owner, 'Export applicants one');
    const second = await postJob(owner, 'Export applicants two');
    const agent = await signedIn(app, db, 'candidate');
    await agent.client.post('/api/apply/', {
      job_id: first,
      message: '+1 512 555 0100, call me',
    });
    await applyTo(agent, second);
    const all = await rowsOf(owner.client, pathOf('applicants'));
    const jobIds = all.rows.map((row) => Number(row['Job ID']));
    expect(jobIds).toEqual(expect.arrayContaining([first, second]));
    const ofOne = await rowsOf(owner.client, pathOf('applicants', `?job_id=${first}`));
    expect(ofOne.rows).toHaveLength(1);
    expect(ofOne.rows[0]).toMatchObject({
      'Job title': 'Export applicants one',
      Agent: 'Test User',
      'Agent username': agent.user.username,
      Status: 'pending',
      Message: "'+1 512 555 0100, call me",
    });
    expect(ofOne.response.headers['content-disposition']).toMatch(/fieldhire-applicants-/);
    const withdrawn = await rowsOf(owner.client, pathOf('applicants', '?status=withdrawn'));
    expect(withdrawn.rows.map((row) => Number(row['Job ID']))).not.toContain(first);
    const theirs = await postJob(otherCompany, 'Not yours to export');
    expect(
      (await download(owner.client, pathOf('applicants', `?job_id=${theirs}`))).statusCode,
    ).toBe(404);
    expect((await download(owner.client, pathOf('applicants', '?job_id=abc'))).statusCode).toBe(
      400,
    );
  });

  it('sends each work order with its answers and absolute links to its photos, which open for the company', async () => {
    const job = workJob('Export work order', {
      deliverables: [
        { kind: 'photo', label: 'Front of house', min_count: 1, required: false },
        { kind: 'question', label: 'Gate code', required: false },
      ],
    });
    const { agent, base } = await submittedWork(app, db, owner, job);
    const revision = await owner.client.post(`${base}/request-revision/`, {
      reason: 'Add the photo and the gate code.',
    });
    expect(revision.statusCode, revision.body).toBe(200);
    const order = (await agent.client.get(`${base}/`)).json<WorkOrder>();
    const [photos, question] = order.deliverables;
    const form = multipart(
      {},
      { file: { filename: 'front.jpg', type: 'image/jpeg', content: await photo() } },
    );
    const uploaded = await agent.client.form('POST', `${base}/deliverables/${photos!.id}/`, form);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const answered = await agent.client.post(`${base}/deliverables/${question!.id}/`, {
      answer: '4471, then the side door',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await agent.client.post(`${base}/submit/`)).statusCode).toBe(200);
    const approved = await owner.client.post(`${base}/approve/`);
    expect(approved.statusCode, approved.body).toBe(200);
    const done = approved.json<WorkOrder>();
    const item = done.deliverables[0]!.items[0]!;

    const { rows, response } = await rowsOf(owner.client, pathOf('work-orders'));
    expect(response.headers['content-disposition']).toMatch(/fieldhire-work-orders-/);
    const row = rows.find((each) => Number(each['Work order ID']) === done.id)!;
    expect(row).toMatchObject({
      'Job title': 'Export work order',
      Agent: 'Test User',
      'Agent username': agent.user.username,
      Status: 'approved',
      'Schedule type': 'hard_start',
      'Scheduled start': done.schedule.start,
      'Duration (minutes)': '60',
      'Pay max ($)': '60',
      'Pay unit': 'job',
      'Approved at': done.approved_at,
      'Charged ($)': (done.payment!.charged_cents / 100).toFixed(2),
      Answers: 'Gate code: 4471, then the side door',
      'Photos and documents': `Front of house: ${ORIGIN}${item.url}`,
    });

    const link = new URL(row['Photos and documents']!.replace('Front of house: ', ''));
    expect(link.origin).toBe(ORIGIN);
    const file = await download(owner.client, link.pathname);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
    expect((await download(otherCompany.client, link.pathname)).statusCode).toBe(404);
    expect((await download(new ApiClient(app), link.pathname)).statusCode).toBe(401);

    const submittedOnly = await rowsOf(owner.client, pathOf('work-orders', '?status=submitted'));
    expect(submittedOnly.rows.map((each) => Number(each['Work order ID']))).not.toContain(done.id);
  });

  it('sends the company’s charges for work and their refunds in dollars', async () => {
    const { agent, base } = await submittedWork(app, db, owner, workJob('Export payment'));
    const approved = await owner.client.post(`${base}/approve/`);
    expect(approved.statusCode, approved.body).toBe(200);
    const done = approved.json<WorkOrder>();
    const payment = done.payment!;
    await refundWork(
      db,
      { workOrderId: done.id, companyId: owner.companyId!, agentId: agent.id },
      1100,
      100,
    );
    const { rows, header, response } = await rowsOf(owner.client, pathOf('payments'));
    expect(response.headers['content-disposition']).toMatch(/fieldhire-payments-/);
    expect(header).toContain('Amount ($)');
    const ofWork = rows.filter((row) => Number(row['Work order ID']) === done.id);
    expect(ofWork.map((row) => row.Type)).toEqual(['Refund', 'Charge']);
    expect(ofWork[0]).toMatchObject({
      'Job title': 'Export payment',
      Agent: 'Test User',
      'Agent pay ($)': '10.00',
      'Fee ($)': '1.00',
      'Amount ($)': '11.00',
    });
    expect(ofWork[1]).toMatchObject({
      'Agent pay ($)': (payment.pay_cents / 100).toFixed(2),
      'Fee ($)': (payment.fee_cents / 100).toFixed(2),
      'Amount ($)': (payment.charged_cents / 100).toFixed(2),
      Date: payment.paid_at,
    });
    const theirs = await rowsOf(otherCompany.client, pathOf('payments'));
    expect(theirs.rows).toEqual([]);
    expect(theirs.header).toContain('Transaction ID');
  });
});

describe('who may export', () => {
  it('refuses signed-out callers and field agents every export', async () => {
    const agent = await signedIn(app, db, 'candidate');
    for (const kind of EXPORTS) {
      expect((await download(new ApiClient(app), pathOf(kind))).statusCode).toBe(401);
      expect((await agent.client.get(pathOf(kind))).statusCode).toBe(403);
    }
  });

  it('lets members export jobs, applicants and work orders, and only owners and admins payments', async () => {
    const member = await teammate(app, db, owner, 'member');
    const admin = await teammate(app, db, owner, 'admin');
    for (const kind of ['jobs', 'applicants', 'work-orders'] as const)
      expect((await member.client.get(pathOf(kind))).statusCode).toBe(200);
    expect((await member.client.get(pathOf('payments'))).statusCode).toBe(403);
    expect((await admin.client.get(pathOf('payments'))).statusCode).toBe(200);
  });

  it('shows a company none of another company’s rows', async () => {
    const theirs = await rowsOf(otherCompany.client, pathOf('work-orders'));
    expect(theirs.rows).toEqual([]);
    const applicants = await rowsOf(otherCompany.client, pathOf('applicants'));
    expect(applicants.rows).toEqual([]);
  });
});
