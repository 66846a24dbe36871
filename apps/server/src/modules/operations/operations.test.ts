import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import {
  OPERATOR_COOKIE,
  OPS_TEXT,
  FIGURES_CSV_COLUMNS,
  type AuditEntry,
  type MarketplaceWeek,
  type OperatorLoginResponse,
  type OpsSearchHit,
  type OpsUserRecord,
  type OpsWorkOrderRecord,
} from '@fieldhire/contract/operations';
import { ERROR_CODES } from '@fieldhire/contract/errors';
import { queryRows, type Database } from '../../db/database';
import { createOperator } from './operator-auth.service';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { applyTo, buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import {
  nextCode,
  operatorPasswordStep,
  sendCode,
  signedInOperator,
} from '../../../test/operator-fixture';
import { closeTestFile, createTestApp } from '../../../test/test-app';
import { saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';

let app: FastifyInstance;
let db: Database;
let ops: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  ops = await signedInOperator(app, db);
});
afterAll(closeTestFile);

const reason = { reason: 'Asked agents for their bank details by text.' };
const searchIds = async (client: ApiClient, keyword: string) =>
  (await client.get(`/api/jobs/?keyword=${encodeURIComponent(keyword)}`))
    .json<{ results: { id: number }[] }>()
    .results.map((job) => job.id);

describe('operator sign-in', () => {
  it('enrols the authenticator app on the first sign-in, then asks for a code', async () => {
    const email = `enrol${process.pid}@fieldhire.test`;
    const password = 'operator-password-long';
    await createOperator(db, { email, name: 'New Operator', password });

    const wrong = await operatorPasswordStep(app, email, 'not-the-password');
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.response.json()).toMatchObject({ detail: OPS_TEXT.badCredentials });

    const first = await operatorPasswordStep(app, email, password);
    const body = first.response.json<OperatorLoginResponse>();
    expect(body.next).toBe('enrol');
    expect(body.enrolment!.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(body.enrolment!.qr_code).toMatch(/^data:image\/png;base64,/);
    const cookie = first.response.cookies.find((c) => c.name === OPERATOR_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/ops' });

    // The password alone reaches nothing.
    expect((await first.client.get('/api/ops/me/')).statusCode).toBe(404);
    const bad = await first.client.post('/api/ops/login/code/', { code: '000000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: OPS_TEXT.badCode });
    expect((await first.client.post('/api/ops/login/code/', { code: 'abc' })).statusCode).toBe(400);

    const code = await nextCode(body.enrolment!.secret);
    const beforeCode = { ...first.client.cookies };
    const enrolled = await sendCode(first.client, code);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    // The code step gives the session a new token: the one given with the password ends.
    expect(first.client.cookies[OPERATOR_COOKIE]).not.toBe(beforeCode[OPERATOR_COOKIE]);
    const stale = new ApiClient(app);
    stale.cookies = beforeCode;
    expect((await stale.get('/api/ops/me/')).statusCode).toBe(404);
    expect((await first.client.get('/api/ops/me/')).json()).toMatchObject({ email });

    // Enrolled: the next sign-in asks for a code and shows no secret, and a code is used once.
    const again = await operatorPasswordStep(app, email, password);
    expect(again.response.json()).toEqual({ next: 'code', enrolment: null });
    const replay = await sendCode(again.client, code);
    expect(replay.statusCode).toBe(400);
    expect((await again.client.get('/api/ops/me/')).statusCode).toBe(404);
  });

  it('refuses a code without a password step, and locks out after five wrong codes', async () => {
    const stranger = new ApiClient(app);
    expect((await stranger.post('/api/ops/login/code/', { code: '123456' })).statusCode).toBe(401);

    const email = `lockout${process.pid}@fieldhire.test`;
    await createOperator(db, { email, name: 'Locked', password: 'operator-password-long' });
    const { client, response } = await operatorPasswordStep(app, email, 'operator-password-long');
    const secret = response.json<OperatorLoginResponse>().enrolment!.secret;
    for (let i = 0; i < 5; i += 1)
      expect((await client.post('/api/ops/login/code/', { code: '000000' })).statusCode).toBe(400);
    const locked = await client.post('/api/ops/login/code/', {
      code: await generate({ secret }),
    });
    expect(locked.statusCode).toBe(429);
  });

  it('signs out: the cookie no longer reaches the console', async () => {
    const other = await signedInOperator(app, db);
    expect((await other.client.get('/api/ops/me/')).statusCode).toBe(200);
    expect((await other.client.post('/api/ops/logout/')).statusCode).toBe(204);
    expect((await other.client.get('/api/ops/me/')).statusCode).toBe(404);
  });
});

describe('who reaches the console', () => {
  const paths = [
    ['GET', '/api/ops/me/'],
    ['GET', '/api/ops/search/?q=a'],
    ['GET', '/api/ops/users/1/'],
    ['GET', '/api/ops/companies/1/'],
    ['GET', '/api/ops/jobs/1/'],
    ['GET', '/api/ops/work-orders/1/'],
    ['GET', '/api/ops/reports/'],
    ['GET', '/api/ops/audit/'],
    ['GET', '/api/ops/figures/'],
    ['GET', '/api/ops/figures.csv'],
    ['POST', '/api/ops/users/1/suspend/'],
    ['POST', '/api/ops/jobs/1/remove/'],
    ['POST', '/api/ops/reports/resolve/'],
  ] as const;

  it('answers 404 to guests, agents, companies and a forged cookie', async () => {
    const agent = await signedIn(app, db, 'candidate');
    const employer = await signedIn(app, db, 'employer');
    const forged = new ApiClient(app);
    forged.cookies[OPERATOR_COOKIE] = 'a'.repeat(40);
    for (const client of [new ApiClient(app), agent.client, employer.client, forged])
      for (const [method, path] of paths) {
        const answer = await client.request(method, path, method === 'POST' ? reason : undefined);
        expect(answer.statusCode, `${method} ${path}`).toBe(404);
      }
  });
});

describe('finding records', () => {
  it('finds users, companies and jobs by id, email, name and text', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 5);
    const jobId = await postJob(employer, 'Quarterly roof survey Zanzibar');
    const found = async (q: string) =>
      (await ops.client.get(`/api/ops/search/?q=${encodeURIComponent(q)}`)).json<{
        results: OpsSearchHit[];
      }>().results;
    expect(await found(employer.user.email)).toContainEqual(
      expect.objectContaining({ kind: 'user', id: employer.id }),
    );
    expect(await found('roof survey zanzibar')).toContainEqual(
      expect.objectContaining({ kind: 'job', id: jobId }),
    );
    expect(await found(String(employer.companyId))).toContainEqual(
      expect.objectContaining({ kind: 'company', id: employer.companyId }),
    );
    expect(await found('%')).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ kind: 'work_order' })]),
    );
    const record = await ops.client.get(`/api/ops/companies/${employer.companyId}/`);
    expect(record.json()).toMatchObject({
      members: [expect.objectContaining({ id: employer.id, role: 'owner', suspension: null })],
      jobs: [expect.objectContaining({ id: jobId, held_reason: null })],
    });
    expect((await ops.client.get('/api/ops/users/999999999/')).statusCode).toBe(404);
    expect((await ops.client.get('/api/ops/users/abc/')).statusCode).toBe(400);
    expect((await ops.client.get('/api/ops/users/99999999999/')).statusCode).toBe(400);
    expect((await ops.client.get('/api/ops/audit/?target_id=99999999999')).statusCode).toBe(400);
    expect(
      (
        await employer.client.post('/api/reports/', {
          target_type: 'job',
          target_id: 99999999999,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('suspending an account', () => {
  it('ends its sessions, takes its jobs off search, emails it, and is undone', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 5);
    const title = `Suspended company survey ${process.pid}`;
    const jobId = await postJob(employer, title);
    const guest = new ApiClient(app);
    expect(await searchIds(guest, title)).toContain(jobId);

    const noReason = await ops.client.post(`/api/ops/users/${employer.id}/suspend/`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const suspended = await ops.client.post(`/api/ops/users/${employer.id}/suspend/`, reason);
    expect(suspended.statusCode, suspended.body).toBe(204);
    expect(
      (await ops.client.post(`/api/ops/users/${employer.id}/suspend/`, reason)).json(),
    ).toMatchObject({ detail: OPS_TEXT.alreadySuspended });

    expect((await employer.client.get('/api/user-info')).statusCode).toBe(401);
    const login = await new ApiClient(app).post('/api/login/', {
      username: employer.user.username,
      password: employer.user.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: ERROR_CODES.accountSuspended,
      detail: OPS_TEXT.suspended,
    });
    expect(await searchIds(guest, title)).not.toContain(jobId);
    const mail = await createOutboxRepository(db).latestFor(employer.user.email);
    expect(mail?.subject).toBe('Your Fieldhire account is suspended');
    expect(mail?.text).toContain(reason.reason);

    const record = (await ops.client.get(`/api/ops/users/${employer.id}/`)).json<OpsUserRecord>();
    expect(record.suspension).toMatchObject({ reason: reason.reason });
    expect(record.jobs).toContainEqual(
      expect.objectContaining({ id: jobId, held_reason: 'suspended' }),
    );
    expect(record.audit[0]).toMatchObject({
      operator: ops.email,
      action: 'user.suspend',
      reason: reason.reason,
      after: { suspended: true, jobs_held: [jobId] },
    });

    const ended = await ops.client.post(`/api/ops/users/${employer.id}/unsuspend/`, {
      reason: 'Talked to the owner; it was a misunderstanding.',
    });
    expect(ended.statusCode, ended.body).toBe(204);
    expect(await searchIds(guest, title)).toContain(jobId);
    const back = await new ApiClient(app).post('/api/login/', {
      username: employer.user.username,
      password: employer.user.password,
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('holds of two suspended accounts', () => {
  it('keep a job held while anyone suspended answers for it, new jobs included', async () => {
    const owner = await signedIn(app, db, 'employer');
    await buyJobPosts(db, owner.companyId!, 10);
    const admin = await teammate(app, db, owner, 'admin');
    const member = await teammate(app, db, owner, 'member');
    const byAdmin = await postJob(admin, `Admin job ${process.pid}`);
    const heldOf = async (jobId: number) =>
      (await ops.client.get(`/api/ops/jobs/${jobId}/`)).json<{ held_reason: string | null }>()
        .held_reason;

    await ops.client.post(`/api/ops/users/${admin.id}/suspend/`, reason);
    await ops.client.post(`/api/ops/users/${owner.id}/suspend/`, reason);
    expect(await heldOf(byAdmin)).toBe('suspended');
    // Ending the owner's suspension leaves held the job the suspended admin posted.
    await ops.client.post(`/api/ops/users/${owner.id}/unsuspend/`, reason);
    expect(await heldOf(byAdmin)).toBe('suspended');
    // Removed and put back, it stays held while the admin is suspended.
    await ops.client.post(`/api/ops/jobs/${byAdmin}/remove/`, reason);
    await ops.client.post(`/api/ops/jobs/${byAdmin}/restore/`, reason);
    expect(await heldOf(byAdmin)).toBe('suspended');
    // It takes no applications meanwhile.
    const agent = await signedIn(app, db, 'candidate');
    const applied = await agent.client.post('/api/apply/', { job_id: byAdmin, message: 'Hi' });
    expect(applied.statusCode).toBe(400);
    await ops.client.post(`/api/ops/users/${admin.id}/unsuspend/`, reason);
    expect(await heldOf(byAdmin)).toBeNull();

    // A job posted by a member while the owner is suspended is held from the start.
    await ops.client.post(`/api/ops/users/${owner.id}/suspend/`, reason);
    const byMember = await postJob(member, `Member job ${process.pid}`);
    expect(await heldOf(byMember)).toBe('suspended');
    expect(await searchIds(new ApiClient(app), `Member job ${process.pid}`)).not.toContain(
      byMember,
    );
  });
});

describe('a suspended agent', () => {
  it('is found by no company until the suspension ends', async () => {
    const agent = await signedIn(app, db, 'candidate');
    const guest = new ApiClient(app);
    const profile = `/api/candidates/?username=${agent.user.username}`;
    const inDirectory = async () =>
      (await guest.get(`/api/candidates/?keyword=${agent.user.username}`))
        .json<{ results: { id: number }[] }>()
        .results.some((candidate) => candidate.id === agent.id);
    expect((await guest.get(profile)).statusCode).toBe(200);
    expect(await inDirectory()).toBe(true);
    await ops.client.post(`/api/ops/users/${agent.id}/suspend/`, reason);
    expect((await guest.get(profile)).statusCode).toBe(404);
    expect(await inDirectory()).toBe(false);
    await ops.client.post(`/api/ops/users/${agent.id}/unsuspend/`, { reason: 'Cleared.' });
    expect((await guest.get(profile)).statusCode).toBe(200);
  });
});

describe('removing a job', () => {
  it('takes the job and its page down, tells its company, and puts it back', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 5);
    const title = `Removed job survey ${process.pid}`;
    const jobId = await postJob(employer, title);
    const guest = new ApiClient(app);
    expect((await ops.client.post(`/api/ops/jobs/${jobId}/remove/`, reason)).statusCode).toBe(204);
    expect((await guest.get(`/api/jobs/${jobId}`)).statusCode).toBe(404);
    expect(await searchIds(guest, title)).not.toContain(jobId);
    expect((await createOutboxRepository(db).latestFor(employer.user.email))?.subject).toBe(
      `We removed your job ${title}`,
    );
    expect((await ops.client.post(`/api/ops/jobs/${jobId}/remove/`, reason)).statusCode).toBe(409);
    expect((await ops.client.post(`/api/ops/jobs/${jobId}/restore/`, reason)).statusCode).toBe(204);
    expect((await guest.get(`/api/jobs/${jobId}`)).statusCode).toBe(200);
    expect(await searchIds(guest, title)).toContain(jobId);
  });
});

describe('marketplace figures', () => {
  const thisWeek = async () => {
    const figures = await ops.client.get('/api/ops/figures/?weeks=4');
    expect(figures.statusCode, figures.body).toBe(200);
    const { weeks } = figures.json<{ weeks: MarketplaceWeek[] }>();
    expect(weeks).toHaveLength(4);
    return weeks.at(-1)!;
  };

  it('counts jobs posted and filled, approvals and money per week, and downloads as CSV', async () => {
    const before = await thisWeek();
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 5);
    await saveCard(employer);
    const { base } = await submittedWork(app, db, employer, workJob('Figures work'));
    expect((await employer.client.post(`${base}/approve/`)).statusCode).toBe(200);
    const disputed = await employer.client.post(`${base}/dispute/`, {
      reason: 'quality',
      description: 'The photos are blurred.',
    });
    expect(disputed.statusCode, disputed.body).toBe(201);
    const order = (
      await ops.client.get(`/api/ops/work-orders/${base.split('/').pop()}/`)
    ).json<OpsWorkOrderRecord>();
    expect(order.timeline.map((step) => step.type)).toEqual(
      expect.arrayContaining(['submitted', 'approved', 'dispute_opened']),
    );
    expect(order.dispute).toEqual({ id: disputed.json<{ id: number }>().id, outcome: null });
    const payment = order.money.find((move) => move.kind === 'work_order_payment')!;
    expect(payment.entries.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(0);
    // A payment is found by the provider's id of its charge.
    const [charged] = await queryRows<{ provider_ref: string }>(
      db,
      sql`select provider_ref from ledger_transactions where id = ${payment.id}`,
    );
    const byRef = await ops.client.get(
      `/api/ops/search/?q=${encodeURIComponent(charged!.provider_ref)}`,
    );
    expect(byRef.json<{ results: OpsSearchHit[] }>().results).toContainEqual(
      expect.objectContaining({ kind: 'work_order', id: order.id }),
    );
    expect((await ops.client.get('/api/ops/work-orders/999999999/')).statusCode).toBe(404);
    const after = await thisWeek();
    expect(after.week_start).toBe(before.week_start);
    expect(after.jobs_posted).toBeGreaterThanOrEqual(before.jobs_posted + 1);
    expect(after.jobs_filled).toBeGreaterThanOrEqual(before.jobs_filled + 1);
    expect(after.work_orders_approved).toBeGreaterThanOrEqual(before.work_orders_approved + 1);
    expect(after.gmv_cents).toBeGreaterThanOrEqual(before.gmv_cents + 6600);
    expect(after.fee_cents).toBeGreaterThanOrEqual(before.fee_cents + 600);
    expect(after.fill_rate).toBeGreaterThan(0);
    expect(after.disputes_opened).toBeGreaterThanOrEqual(before.disputes_opened + 1);
    expect(after.dispute_rate).toBeGreaterThan(0);
    expect(new Date(`${after.week_start}T00:00:00Z`).getUTCDay()).toBe(1);

    const csv = await ops.client.get('/api/ops/figures.csv?weeks=2');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attachment');
    const [header, ...lines] = csv.body.trim().split('\r\n');
    expect(header).toBe(FIGURES_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect((await ops.client.get('/api/ops/figures/?weeks=99')).statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('lists every action, searchable, and refuses any change or removal', async () => {
    const page = await ops.client.get(`/api/ops/audit/?q=${encodeURIComponent(ops.email)}`);
    const entries = page.json<{ entries: AuditEntry[] }>().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.operator === ops.email)).toBe(true);
    const [latest] = entries;
    await expect(
      db.execute(sql`update operator_audit set reason = 'edited' where id = ${latest!.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from operator_audit where id = ${latest!.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate operator_audit`)).rejects.toThrow();
  });
});

describe('reports', () => {
  it('queues reports of a job per target, acts on them and tells each reporter', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 5);
    const jobId = await postJob(employer, `Reported job ${process.pid}`);
    const first = await signedIn(app, db, 'candidate');
    const second = await signedIn(app, db, 'candidate');
    const report = { target_type: 'job', target_id: jobId, reason: 'scam', note: 'Wants a fee.' };

    expect((await new ApiClient(app).post('/api/reports/', report)).statusCode).toBe(401);
    expect(
      (await first.client.post('/api/reports/', { ...report, reason: 'nope' })).statusCode,
    ).toBe(400);
    expect(
      (await first.client.post('/api/reports/', { ...report, target_id: 999999999 })).statusCode,
    ).toBe(404);
    expect((await employer.client.post('/api/reports/', report)).json()).toMatchObject({
      detail: OPS_TEXT.reportYourself,
    });
    expect((await first.client.post('/api/reports/', report)).statusCode).toBe(202);
    expect((await first.client.post('/api/reports/', report)).statusCode).toBe(202);
    expect(
      (await second.client.post('/api/reports/', { ...report, reason: 'misleading' })).statusCode,
    ).toBe(202);

    const queue = (await ops.client.get('/api/ops/reports/')).json<{
      results: {
        target_type: string;
        target_id: number;
        open_reports: number;
        reasons: string[];
      }[];
    }>().results;
    expect(queue.find((t) => t.target_type === 'job' && t.target_id === jobId)).toMatchObject({
      open_reports: 2,
      reasons: ['misleading', 'scam'],
    });
    const detail = await ops.client.get(`/api/ops/reports/job/${jobId}/`);
    expect(detail.json()).toMatchObject({ open_reports: 2, account_id: employer.id });

    const resolve = {
      target_type: 'job',
      target_id: jobId,
      outcome: 'remove',
      note: 'A fee scam.',
    };
    expect((await ops.client.post('/api/ops/reports/resolve/', resolve)).statusCode).toBe(204);
    expect((await new ApiClient(app).get(`/api/jobs/${jobId}`)).statusCode).toBe(404);
    for (const reporter of [first, second]) {
      const mail = await createOutboxRepository(db).latestFor(reporter.user.email);
      expect(mail?.subject).toBe('About your report on Fieldhire');
      expect(mail?.text).toContain('We removed it.');
    }
    const twice = await ops.client.post('/api/ops/reports/resolve/', resolve);
    expect(twice.statusCode).toBe(409);
    // A removed job is reported no more; reports made before it was removed close with it.
    expect((await first.client.post('/api/reports/', report)).statusCode).toBe(404);
  });

  it('closes the reports of an account suspended meanwhile with its suspension', async () => {
    const agent = await signedIn(app, db, 'candidate');
    const employer = await signedIn(app, db, 'employer');
    const report = { target_type: 'agent', target_id: agent.id, reason: 'other', note: 'No-show.' };
    expect((await employer.client.post('/api/reports/', report)).statusCode).toBe(202);
    await ops.client.post(`/api/ops/users/${agent.id}/suspend/`, reason);
    const resolved = await ops.client.post('/api/ops/reports/resolve/', {
      target_type: 'agent',
      target_id: agent.id,
      outcome: 'suspend',
      note: 'No-shows.',
    });
    expect(resolved.statusCode, resolved.body).toBe(204);
    const record = (await ops.client.get(`/api/ops/users/${agent.id}/`)).json<OpsUserRecord>();
    expect(record.suspension).toMatchObject({ reason: reason.reason });
    expect(record.open_reports).toBe(0);
  });

  it('lets only a participant report a message, and shows it to operators once reported', async () => {
    const employer = await signedIn(app, db, 'employer');
    const agent = await signedIn(app, db, 'candidate');
    const outsider = await signedIn(app, db, 'candidate');
    await buyJobPosts(db, employer.companyId!, 5);
    const jobId = await postJob(employer, `Messaged job ${process.pid}`);
    await applyTo(agent, jobId);
    const conversation = await agent.client.post('/api/conversations/', { job_id: jobId });
    expect(conversation.statusCode, conversation.body).toBeLessThan(300);
    const sent = await agent.client.post('/api/messages/', {
      content: 'Pay me by gift card.',
      conversation: conversation.json<{ id: number }>().id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<{ id: number }>();
    expect(message).toBeDefined();
    const report = { target_type: 'message', target_id: message.id, reason: 'off_platform' };
    expect((await outsider.client.post('/api/reports/', report)).statusCode).toBe(404);
    expect((await agent.client.post('/api/reports/', report)).statusCode).toBe(400);
    expect((await employer.client.post('/api/reports/', report)).statusCode).toBe(202);
    const detail = await ops.client.get(`/api/ops/reports/message/${message.id}/`);
    expect(detail.json()).toMatchObject({
      message_body: 'Pay me by gift card.',
      account_id: agent.id,
    });
    const warned = await ops.client.post('/api/ops/reports/resolve/', {
      target_type: 'message',
      target_id: message.id,
      outcome: 'warn',
      note: 'Payment outside Fieldhire.',
    });
    expect(warned.statusCode, warned.body).toBe(204);
    expect((await createOutboxRepository(db).latestFor(agent.user.email))?.subject).toBe(
      'A warning about your Fieldhire account',
    );
  });
});
