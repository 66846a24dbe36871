import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Applicant, Dashboard, Job, JobList, MyApplication } from '@fieldhire/contract/jobs';
import type { WorkOrderList } from '@fieldhire/contract/work-orders';
import type { Database } from '../../db/database';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';
import { signedIn } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { jobInput } from '../../../test/job-input';
import { applyTo } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';

let app: FastifyInstance;
let db: Database;
let employer: Awaited<ReturnType<typeof signedIn>>;
let candidate: Awaited<ReturnType<typeof signedIn>>;
let jobId: number;

const jobBody = { ...jobInput(), job_type: 3, tags: ['Photography'] };

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  employer = await signedIn(app, db, 'employer');
  candidate = await signedIn(app, db, 'candidate');
  const posted = await employer.client.post('/api/jobs/', jobBody);
  expect(posted.statusCode).toBe(201);
  jobId = posted.json<{ id: number }>().id;
});

describe('applying', () => {
  it('refuses guests, employers and unverified candidates', async () => {
    expect(
      (await new ApiClient(app).post('/api/apply/', { job_id: jobId, message: 'hi' })).statusCode,
    ).toBe(401);
    expect(
      (await employer.client.post('/api/apply/', { job_id: jobId, message: 'hi' })).statusCode,
    ).toBe(403);
    const unverified = await signedIn(app, db, 'candidate', false);
    const response = await unverified.client.post('/api/apply/', { job_id: jobId, message: 'hi' });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/verify/i);
  });

  it('applies once (409 the second time), withdraws and applies again', async () => {
    const first = await candidate.client.post('/api/apply/', {
      job_id: jobId,
      message: 'I live nearby.',
      action: 'create',
      use_session: true,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ applied: true, application: { status: 'pending' } });
    const twice = await candidate.client.post('/api/apply/', {
      job_id: jobId,
      message: 'Again',
      action: 'create',
      use_session: false,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('You have already applied to this job.');
    const withdrawn = await candidate.client.post('/api/apply/', {
      job_id: jobId,
      message: '',
      action: 'withdraw',
      use_session: false,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      applied: false,
      application: { status: 'withdrawn' },
    });
    const again = await candidate.client.post('/api/apply/', {
      job_id: jobId,
      message: 'Back again',
      action: 'create',
      use_session: false,
    });
    expect(again.statusCode).toBe(201);
    const detail = await candidate.client.get(`/api/jobs/${jobId}`);
    expect(detail.json().application).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for an unknown job, 400 for bad input and a closed job', async () => {
    expect(
      (await candidate.client.post('/api/apply/', { job_id: 999999999, message: '' })).statusCode,
    ).toBe(404);
    expect((await candidate.client.post('/api/apply/', { job_id: 'abc' })).statusCode).toBe(400);
    expect(
      (await candidate.client.post('/api/apply/', { job_id: jobId, action: 'delete' })).statusCode,
    ).toBe(400);
    const other = await signedIn(app, db, 'employer');
    const closedJob = (await other.client.post('/api/jobs/', jobBody)).json<{ id: number }>().id;
    await other.client.request('DELETE', `/api/jobs/${closedJob}/`);
    expect(
      (await candidate.client.post('/api/apply/', { job_id: closedJob, message: '' })).statusCode,
    ).toBe(400);
  });
});

describe('the applicant pipeline', () => {
  it('lets the employer move an applicant, mails the candidate, and the candidate sees it', async () => {
    const myJob = await employer.client.get(`/api/myjobs/${jobId}/`);
    expect(myJob.statusCode).toBe(200);
    const applicant = myJob.json<{
      applicants: { id: number; candidate: { username: string } }[];
    }>().applicants[0]!;
    expect(applicant.candidate.username).toBe(candidate.user.username);

    const moved = await employer.client.patch(`/api/applicants/${applicant.id}/`, {
      status: 'shortlisted',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().job.id).toBe(jobId);
    expect(moved.json().job.applicants[0].status).toBe('shortlisted');

    const mail = await createOutboxRepository(db).latestFor(candidate.user.email);
    expect(mail?.subject).toContain('shortlisted');
    expect(mail?.text).toContain(`/jobs/${jobId}`);

    const mine = await candidate.client.get('/api/applications/');
    expect(mine.json()[0]).toMatchObject({ status: 'shortlisted', job: { id: jobId } });
  });

  it('refuses other companies, candidates, unknown and unsettable statuses', async () => {
    const applicantId = (await employer.client.get(`/api/myjobs/${jobId}/`)).json().applicants[0]
      .id as number;
    const other = await signedIn(app, db, 'employer');
    const elsewhere = await other.client.patch(`/api/applicants/${applicantId}/`, {
      status: 'approved',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().detail).toBe('Applicant not found.');
    expect(
      (await candidate.client.patch(`/api/applicants/${applicantId}/`, { status: 'approved' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await employer.client.patch(`/api/applicants/${applicantId}/`, { status: 'hired' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await employer.client.patch(`/api/applicants/${applicantId}/`, { status: 'withdrawn' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await employer.client.patch('/api/applicants/999999999/', { status: 'approved' }))
        .statusCode,
    ).toBe(404);
    expect((await candidate.client.get('/api/myjobs/')).statusCode).toBe(403);
  });
});

describe('bookmarks', () => {
  it('saves and unsaves idempotently, newest first, and refuses guests', async () => {
    const another = await signedIn(app, db, 'employer');
    const second = (
      await another.client.post('/api/jobs/', { ...jobBody, title: 'Second inspection in Austin' })
    ).json<{ id: number }>();
    expect(
      (
        await new ApiClient(app).post('/api/bookmarkJob/bookmarkJob/', {
          jobID: jobId,
          action: 'add',
        })
      ).statusCode,
    ).toBe(401);
    for (const id of [jobId, second.id, second.id]) {
      const response = await candidate.client.post('/api/bookmarkJob/bookmarkJob/', {
        jobID: id,
        action: 'add',
      });
      expect(response.json()).toEqual({ bookmarked: true });
    }
    const saved = await candidate.client.get('/api/bookmarkJob/getSavedJobs/');
    expect(saved.json().map((job: { id: number }) => job.id)).toEqual([second.id, jobId]);
    expect(saved.json()[0].is_bookmarked).toBe(true);
    await candidate.client.post('/api/bookmarkJob/bookmarkJob/', {
      jobID: second.id,
      action: 'remove',
    });
    const removed = await candidate.client.post('/api/bookmarkJob/bookmarkJob/', {
      jobID: second.id,
      action: 'remove',
    });
    expect(removed.json()).toEqual({ bookmarked: false });
    expect((await candidate.client.get('/api/bookmarkJob/getSavedJobs/')).json()).toHaveLength(1);
    expect(
      (
        await candidate.client.post('/api/bookmarkJob/bookmarkJob/', {
          jobID: 999999999,
          action: 'add',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('home and dashboards', () => {
  it('serves home info and jobs by type to guests', async () => {
    const home = await app.inject('/api/home-info');
    expect(home.statusCode).toBe(200);
    expect(home.json().job_types).toHaveLength(23);
    expect(home.json().counts.jobs).toBeGreaterThan(0);
    const top = home.json<{
      top_companies: { id: number; open_jobs: number; about: unknown; created_at: string }[];
    }>().top_companies;
    expect(top.length).toBeGreaterThan(0);
    expect(top[0]).toHaveProperty('about');
    expect(top[0]!.created_at).toMatch(/^\d{4}-/);
    const counts = top.map((company) => company.open_jobs);
    expect(counts).toEqual(counts.toSorted((a, b) => b - a));
    expect(counts.every((n) => n > 0)).toBe(true);
    const byType = await app.inject('/api/jobs-by-type/?job_type=3&limit=2');
    expect(byType.json()[0].job_type.id).toBe(3);
    expect(byType.json()[0].jobs.length).toBeLessThanOrEqual(2);
  });

  it('gives each role its dashboard and refuses guests', async () => {
    expect((await app.inject('/api/dashboard/')).statusCode).toBe(401);
    const mine = (await candidate.client.get('/api/dashboard/')).json();
    expect(mine).toMatchObject({ role: 'candidate', applied: 1, bookmarks: 1 });
    expect(mine.notifications[0].title).toContain('shortlisted');
    const theirs = (await employer.client.get('/api/dashboard/')).json();
    expect(theirs).toMatchObject({
      role: 'employer',
      applications: 1,
      shortlisted: 1,
      plan: { name: 'Free', open_job_limit: 1 },
    });
  });
});

describe("the company's applicants across its jobs", () => {
  it('lists what the dashboard counts, filtered by status, to the company only', async () => {
    const owner = await signedIn(app, db, 'employer');
    const [first, second] = await Promise.all([
      signedIn(app, db, 'candidate'),
      signedIn(app, db, 'candidate'),
    ]);
    const posted = await owner.client.post('/api/jobs/', {
      title: 'Applicants across jobs',
      description: 'A job for the cross-job applicants list.',
      category: 'Residential',
      job_type: 1,
      tags: [],
      experience: 'Fresh',
      salary_min: 10,
      salary_max: 20,
      salary_unit: 'job',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    const ownJob = posted.json<{ id: number }>().id;
    for (const agent of [first, second]) {
      const applied = await agent.client.post('/api/apply/', { job_id: ownJob, message: '' });
      expect(applied.statusCode).toBe(201);
    }
    const listed = await owner.client.get('/api/applicants/');
    expect(listed.statusCode).toBe(200);
    const all = listed.json<{ id: number; status: string; job: { id: number } }[]>();
    expect(all).toHaveLength(2);
    expect(all.every((row) => row.job.id === ownJob)).toBe(true);
    await owner.client.patch(`/api/applicants/${all[0]!.id}/`, { status: 'shortlisted' });
    const shortlisted = await owner.client.get('/api/applicants/?status=shortlisted');
    expect(shortlisted.json()).toEqual([expect.objectContaining({ id: all[0]!.id })]);
    const dashboard = (await owner.client.get('/api/dashboard/')).json();
    expect(dashboard).toMatchObject({ applications: 2, shortlisted: 1 });

    expect((await owner.client.get('/api/applicants/?status=hired')).statusCode).toBe(400);
    expect((await first.client.get('/api/applicants/')).statusCode).toBe(403);
    expect((await app.inject('/api/applicants/')).statusCode).toBe(401);
    const other = await employer.client.get('/api/applicants/');
    expect(other.json<{ job: { id: number } }[]>().some((row) => row.job.id === ownJob)).toBe(
      false,
    );
  });
});

describe('applicant moves', () => {
  it('moves applicants forward only, skipping stages if need be, and rejects from any stage for good', async () => {
    const second = await signedIn(app, db, 'candidate');
    const applied = await second.client.post('/api/apply/', { job_id: jobId, message: '' });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json<{ application: { id: number } }>().application.id;
    const move = (status: string) => employer.client.patch(`/api/applicants/${id}/`, { status });

    expect((await move('shortlisted')).statusCode).toBe(200);
    const back = await move('reviewed');
    expect(back.statusCode).toBe(400);
    expect(back.json().detail).toBe('An applicant who is shortlisted cannot go back to reviewed.');
    expect((await move('shortlisted')).statusCode).toBe(200);
    expect((await move('approved')).statusCode).toBe(200);
    expect((await move('pending')).statusCode).toBe(400);
    expect((await move('rejected')).statusCode).toBe(200);
    const reopened = await move('approved');
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().detail).toBe('This applicant was rejected; the decision is final.');
    const mine = await second.client.get('/api/applications/');
    expect(mine.json()[0]).toMatchObject({ status: 'rejected' });
  });
});

describe("an agent's way to the work of an approved application", () => {
  type Agent = Awaited<ReturnType<typeof signedIn>>;

  it("names the work order on the agent's applications, dashboard and job, and to no other agent", async () => {
    const company = await signedIn(app, db, 'employer');
    const posted = await company.client.post('/api/jobs/', {
      ...jobInput('Work order link inspection'),
      openings: 2,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const job = posted.json<Job>().id;
    const [hired, other] = await Promise.all([
      signedIn(app, db, 'candidate'),
      signedIn(app, db, 'candidate'),
    ]);
    const hiredApplication = await applyTo(hired, job);
    const otherApplication = await applyTo(other, job);

    const listed = async (agent: Agent) =>
      (await agent.client.get('/api/applications/'))
        .json<MyApplication[]>()
        .find((application) => application.job.id === job);
    const onJobPage = async (agent: Agent) =>
      (await agent.client.get(`/api/jobs/${job}`)).json<Job>().application;
    const inSearch = async (agent: Agent) =>
      (await agent.client.get(`/api/jobs/?company=${company.companyId}`))
        .json<JobList>()
        .results.find((result) => result.id === job)?.application;
    const onDashboard = async (agent: Agent) =>
      (await agent.client.get('/api/dashboard/'))
        .json<Extract<Dashboard, { role: 'candidate' }>>()
        .recent_applications.find((application) => application.job.id === job);

    expect(await listed(hired)).toMatchObject({ status: 'pending', work_order_id: null });
    expect(await onJobPage(hired)).toEqual({
      id: hiredApplication,
      status: 'pending',
      work_order_id: null,
    });

    const approved = await company.client.patch(`/api/applicants/${hiredApplication}/`, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const assigned = (await hired.client.get('/api/work-orders/')).json<WorkOrderList>().results;
    expect(assigned).toHaveLength(1);
    const workOrderId = assigned[0]!.id;

    expect(await listed(hired)).toMatchObject({ status: 'approved', work_order_id: workOrderId });
    expect((await listed(hired))!.job.application?.work_order_id).toBe(workOrderId);
    expect(await onDashboard(hired)).toMatchObject({ work_order_id: workOrderId });
    const hiredView = { id: hiredApplication, status: 'approved', work_order_id: workOrderId };
    expect(await onJobPage(hired)).toEqual(hiredView);
    expect(await inSearch(hired)).toEqual(hiredView);

    const otherView = { id: otherApplication, status: 'pending', work_order_id: null };
    expect(await listed(other)).toMatchObject({ status: 'pending', work_order_id: null });
    expect(await onDashboard(other)).toMatchObject({ work_order_id: null });
    expect(await onJobPage(other)).toEqual(otherView);
    expect(await inSearch(other)).toEqual(otherView);
    const otherSees = JSON.stringify([
      (await other.client.get('/api/applications/')).json(),
      (await other.client.get(`/api/jobs/${job}`)).json(),
    ]);
    expect(otherSees).not.toContain(`"work_order_id":${workOrderId}`);
    expect((await other.client.get(`/api/work-orders/${workOrderId}/`)).statusCode).toBe(404);
  });

  it("keeps naming the canceled work order once the hire is undone, as the company's applicant does", async () => {
    const company = await signedIn(app, db, 'employer');
    const posted = await company.client.post('/api/jobs/', jobInput('Undone hire inspection'));
    expect(posted.statusCode, posted.body).toBe(201);
    const job = posted.json<Job>().id;
    const agent = await signedIn(app, db, 'candidate');
    const application = await applyTo(agent, job);
    const move = (status: string) =>
      company.client.patch(`/api/applicants/${application}/`, { status });
    expect((await move('approved')).statusCode).toBe(200);
    expect((await move('rejected')).statusCode).toBe(200);

    const applicant = (await company.client.get(`/api/myjobs/${job}/`))
      .json<{ applicants: Applicant[] }>()
      .applicants.find((row) => row.id === application)!;
    expect(applicant.work_order_id).not.toBeNull();
    const mine = (await agent.client.get('/api/applications/'))
      .json<MyApplication[]>()
      .find((row) => row.id === application);
    expect(mine).toMatchObject({ status: 'rejected', work_order_id: applicant.work_order_id });
    expect((await agent.client.get(`/api/jobs/${job}`)).json<Job>().application).toEqual({
      id: application,
      status: 'rejected',
      work_order_id: applicant.work_order_id,
    });
  });
});
