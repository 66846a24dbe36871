import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Applicant, MyJob } from '@fieldhire/contract/jobs';
import { WORK_ORDER_TEXT, type WorkOrder } from '@fieldhire/contract/work-orders';
import type { Notification } from '@fieldhire/contract/notifications';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import type { ApiClient } from '../../../test/api-client';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { AUSTIN_SITE, saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';

let app: FastifyInstance;
let db: Database;
let employer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, 20);
  await saveCard(employer);
});

/** A new agent hired on a new job: answers the agent, the job, the application and the work order. */
async function hired(title: string) {
  const posted = await employer.client.post('/api/jobs/', workJob(title));
  expect(posted.statusCode, posted.body).toBe(201);
  const jobId = posted.json<{ id: number }>().id;
  const agent = await signedIn(app, db, 'candidate');
  const applied = await agent.client.post('/api/apply/', { job_id: jobId, message: 'Nearby' });
  const applicationId = applied.json<{ application: { id: number } }>().application.id;
  expect((await setStatus(applicationId, 'approved')).statusCode).toBe(200);
  const list = await agent.client.get('/api/work-orders/?status=assigned');
  const base = `/api/work-orders/${list.json<{ results: WorkOrder[] }>().results[0]!.id}`;
  return { agent, jobId, applicationId, base };
}

const setStatus = (applicationId: number, status: string) =>
  employer.client.patch(`/api/applicants/${applicationId}/`, { status });

async function applicantOf(jobId: number, applicationId: number) {
  const job = (await employer.client.get(`/api/myjobs/${jobId}/`)).json<MyJob>();
  return job.applicants.find((each: Applicant) => each.id === applicationId)!;
}

const statusOf = async (client: ApiClient, base: string) =>
  (await client.get(`${base}/`)).json<WorkOrder>().status;

const notSelectedNews = async (agent: { client: ApiClient }) =>
  (await agent.client.get('/api/notifications/'))
    .json<{ results: Notification[] }>()
    .results.filter(
      (each) => each.type === 'application_status' && /not selected/i.test(each.body),
    );

describe('an applicant whose work the agent confirmed', () => {
  it('cannot be rejected or withdrawn; the work order’s cancel ends the work', async () => {
    const { agent, jobId, applicationId, base } = await hired('Confirmed then rejected');
    expect((await applicantOf(jobId, applicationId)).work_confirmed).toBe(false);
    expect((await agent.client.post(`${base}/confirm/`)).statusCode).toBe(200);
    expect((await applicantOf(jobId, applicationId)).work_confirmed).toBe(true);

    const rejected = await setStatus(applicationId, 'rejected');
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json()).toMatchObject({ detail: WORK_ORDER_TEXT.rejectAfterConfirm });
    const withdrawn = await agent.client.post('/api/apply/', { job_id: jobId, action: 'withdraw' });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toMatchObject({ detail: WORK_ORDER_TEXT.withdrawAfterConfirm });
    expect((await applicantOf(jobId, applicationId)).status).toBe('approved');
    expect(await statusOf(agent.client, base)).toBe('confirmed');

    expect((await agent.client.post(`${base}/check-in/`, AUSTIN_SITE)).statusCode).toBe(200);
    expect((await setStatus(applicationId, 'rejected')).statusCode).toBe(409);
    const canceled = await employer.client.post(`${base}/cancel/`, { reason: 'Site closed.' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await applicantOf(jobId, applicationId)).work_confirmed).toBe(false);
  });

  it('before confirming, is rejected and the work order canceled', async () => {
    const { agent, jobId, applicationId, base } = await hired('Rejected before confirming');
    expect((await setStatus(applicationId, 'rejected')).statusCode).toBe(200);
    expect(await statusOf(agent.client, base)).toBe('canceled');
    expect((await applicantOf(jobId, applicationId)).status).toBe('rejected');
  });
});

describe('an applicant whose work is approved and paid', () => {
  it('cannot be rejected, is not told "not selected", and the work stays approved', async () => {
    const { agent, base } = await submittedWork(
      app,
      db,
      employer,
      workJob('Approved then rejected'),
    );
    expect((await employer.client.post(`${base}/approve/`)).statusCode).toBe(200);
    const work = (await employer.client.get(`${base}/`)).json<WorkOrder>();
    const job = (await employer.client.get(`/api/myjobs/${work.job.id}/`)).json<MyJob>();
    const applicationId = job.applicants.find((each) => each.work_order_id === work.id)!.id;
    const before = await notSelectedNews(agent);

    const rejected = await setStatus(applicationId, 'rejected');
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json()).toMatchObject({ detail: WORK_ORDER_TEXT.rejectApproved });
    const withdrawn = await agent.client.post('/api/apply/', {
      job_id: work.job.id,
      action: 'withdraw',
    });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toMatchObject({ detail: WORK_ORDER_TEXT.withdrawApproved });

    expect((await applicantOf(work.job.id, applicationId)).status).toBe('approved');
    const after = (await employer.client.get(`${base}/`)).json<WorkOrder>();
    expect(after.status).toBe('approved');
    expect(after.payment).not.toBeNull();
    expect(await notSelectedNews(agent)).toEqual(before);
  });
});
