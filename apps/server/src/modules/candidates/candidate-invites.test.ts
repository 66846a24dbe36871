import { pino } from 'pino';
import { createEventBus } from '../../platform/events/event-bus';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import type { Viewer } from '../../platform/auth';
import { createPaymentProvider } from '../../platform/payments/create-payment-provider';
import { signedIn } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { readingJobsService } from '../../../test/jobs-service';
import { applyTo, buyContacts, contactsUsed, postJob } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { createBillingService } from '../billing/billing.service';
import { createCandidatesService } from './candidates.service';

type Account = Awaited<ReturnType<typeof signedIn>>;

let app: FastifyInstance;
let db: Database;
let config: Config;
let agent: Account;
const inviteBody = (jobId: number) => ({
  message: 'Would you take this one?',
  candidate_username: agent.user.username,
  job_id: jobId,
});

beforeAll(async () => {
  ({ app, db, config } = await createTestApp());
  agent = await signedIn(app, db, 'candidate');
});

describe('who may search and invite field agents', () => {
  it('refuses employers without a company and field agents', async () => {
    const solo = await signedIn(app, db, 'employer', true, { company_name: undefined });
    const searched = await solo.client.get('/api/candidate-search/?state_fips=48');
    expect(searched.statusCode).toBe(403);
    expect(searched.json().detail).toBe('Create your company first.');
    const invited = await solo.client.post('/api/invite-candidate/', inviteBody(1));
    expect(invited.statusCode).toBe(403);
    expect(invited.json().detail).toBe('Create your company first.');

    const otherAgent = await signedIn(app, db, 'candidate');
    const agentSearch = await otherAgent.client.get('/api/candidate-search/?state_fips=48');
    expect(agentSearch.statusCode).toBe(403);
    expect(agentSearch.json().detail).toBe('Only companies can search and invite field agents.');
    expect((await otherAgent.client.post('/api/invite-candidate/', inviteBody(1))).statusCode).toBe(
      403,
    );
  });
});

describe('inviting a field agent to a job', () => {
  let employer: Account;
  let openJob: number;
  let closedJob: number;

  beforeAll(async () => {
    employer = await signedIn(app, db, 'employer');
    closedJob = await postJob(employer, 'Closed inspection');
    const closed = await employer.client.request('DELETE', `/api/jobs/${closedJob}/`);
    expect(closed.json().status).toBe('closed');
    openJob = await postJob(employer, 'Open inspection');
    await buyContacts(db, employer.companyId!, 2);
  });

  it('refuses a closed job without using a contact', async () => {
    const refused = await employer.client.post('/api/invite-candidate/', inviteBody(closedJob));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('This job is closed; reopen it before inviting agents.');
    expect(await contactsUsed(employer)).toBe(0);
  });

  it('refuses another company’s job without using a contact', async () => {
    const rival = await signedIn(app, db, 'employer');
    const rivalJob = await postJob(rival, 'Rival inspection');
    const refused = await employer.client.post('/api/invite-candidate/', inviteBody(rivalJob));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.job_id).toEqual(['Choose one of your company’s jobs.']);
    const unknownAgent = await employer.client.post('/api/invite-candidate/', {
      ...inviteBody(openJob),
      candidate_username: employer.user.username,
    });
    expect(unknownAgent.statusCode).toBe(404);
    expect(await contactsUsed(employer)).toBe(0);
  });

  it('refuses a company member whose email is not verified, before using a contact', async () => {
    // Publishing a job needs a verified email too, so the job is posted before the email is unverified.
    const unverified = await signedIn(app, db, 'employer');
    const job = await postJob(unverified, 'Unverified inspection');
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    await buyContacts(db, unverified.companyId!, 1);
    const refused = await unverified.client.post('/api/invite-candidate/', inviteBody(job));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Verify your email address first.');
    expect(await contactsUsed(unverified)).toBe(0);
  });

  it('uses one contact per agent, however often the agent is invited', async () => {
    const first = await employer.client.post('/api/invite-candidate/', inviteBody(openJob));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().detail).toMatch(/^Invitation sent to /);
    const again = await employer.client.post('/api/invite-candidate/', {
      ...inviteBody(openJob),
      message: 'Still interested?',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().conversation_id).toBe(first.json().conversation_id);
    expect(await contactsUsed(employer)).toBe(1);
  });

  it('invites an agent who applied to one of the company’s jobs without using a contact', async () => {
    const company = await signedIn(app, db, 'employer');
    const job = await postJob(company, 'Applied-to inspection');
    await buyContacts(db, company.companyId!, 1);
    const applicant = await signedIn(app, db, 'candidate');
    await applyTo(applicant, job);
    const invited = await company.client.post('/api/invite-candidate/', {
      ...inviteBody(job),
      candidate_username: applicant.user.username,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await contactsUsed(company)).toBe(0);

    const stranger = await company.client.post('/api/invite-candidate/', inviteBody(job));
    expect(stranger.statusCode, stranger.body).toBe(200);
    expect(await contactsUsed(company)).toBe(1);
  });

  it('gives the contact back when the invitation cannot be posted', async () => {
    const company = await signedIn(app, db, 'employer');
    const job = await postJob(company, 'Undelivered inspection');
    await buyContacts(db, company.companyId!, 1);
    const billing = createBillingService({
      db,
      events: createEventBus(db, pino({ enabled: false })),
      provider: createPaymentProvider(config),
      publicUrl: config.publicUrl,
    });
    const jobs = readingJobsService(db);
    const candidates = createCandidatesService({
      db,
      events: createEventBus(db, pino({ enabled: false })),
      publicUrl: config.publicUrl,
      companyJob: async (companyId, jobId) =>
        (await jobs.isCompanyJob(jobId, companyId)) ? jobs.get(jobId, null) : null,
      hasPlan: async () => true,
      appliedToCompany: async () => false,
      takeContact: (companyId, candidateId) =>
        billing.consumeCandidateContact(companyId, { candidateId }),
      returnContact: (companyId, candidateId, purchaseId) =>
        billing.returnCandidateContact(companyId, candidateId, purchaseId),
      sendInvite: () => Promise.reject(new Error('The conversation could not be stored.')),
    });
    const viewer: Viewer = {
      id: company.id,
      role: 'employer',
      emailVerified: true,
      companyId: company.companyId,
      teamRole: 'owner',
      maySpend: true,
      tokenId: 0,
    };
    await expect(candidates.invite(viewer, inviteBody(job))).rejects.toThrow(
      'The conversation could not be stored.',
    );
    expect(await contactsUsed(company)).toBe(0);
    expect(await billing.hasContacted(company.companyId!, agent.id)).toBe(false);

    const delivered = await company.client.post('/api/invite-candidate/', inviteBody(job));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await contactsUsed(company)).toBe(1);
  });
});

describe('invite limits', () => {
  it('limits how many invitations one address sends', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'true' });
    const employer = await signedIn(limited.app, limited.db, 'employer');
    const body = { message: 'Hello', candidate_username: 'nobody_here', job_id: 1 };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push((await employer.client.post('/api/invite-candidate/', body)).statusCode);
    expect(statuses.includes(429)).toBe(false);
    const over = await employer.client.post('/api/invite-candidate/', body);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await new ApiClient(limited.app).get('/api/candidates/?username=nobody_here')).statusCode,
    ).toBe(404);
    await limited.app.close();
  });
});
