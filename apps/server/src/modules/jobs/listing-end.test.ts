import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_DAYS,
  LISTING_END_PAST,
  NO_JOB_POSTS_LEFT,
  ONLY_OPEN_JOBS_RENEW,
  ONLY_OPEN_LISTINGS_END,
  listingDay,
  listingEndTooLate,
  renewNotDue,
} from '@fieldhire/contract/jobs';
import { ApiClient } from '../../../test/api-client';
import { signedIn } from '../../../test/accounts-fixture';
import { jobInput } from '../../../test/job-input';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import type { Database } from '../../db/database';
import { jobs } from '../../db/schema/jobs';
import type { JobQueue } from '../../platform/queue/job-queue';
import { EXPIRY_REMINDER_JOB } from '../../subscribers';

const DAY_MS = 86_400_000;

/** Runs the reminder now, as its schedule would. */
function remindExpiringListings() {
  const { queue } = app as typeof app & { queue: JobQueue };
  return queue.send(EXPIRY_REMINDER_JOB, {}).then(() => queue.wake(EXPIRY_REMINDER_JOB));
}

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let db: Database;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ app, db } = await createTestApp({ SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

type Employer = Awaited<ReturnType<typeof signedIn>>;

async function post(employer: Employer, title: string) {
  const posted = await employer.client.post('/api/jobs/', jobInput(title));
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json<{ id: number; expires_at: string }>();
}

const endsAt = (id: number, at: Date) =>
  db.update(jobs).set({ expiresAt: at }).where(eq(jobs.id, id));
const renew = (employer: Employer, id: number) => employer.client.post(`/api/jobs/${id}/renew/`);
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const listedIn = async (title: string) =>
  (await app.inject(`/api/jobs/?keyword=${encodeURIComponent(title)}`))
    .json<{
      results: { title: string }[];
    }>()
    .results.some((job) => job.title === title);

describe("a listing's end", () => {
  it('may move sooner, never past its end nor into the past, and only while the job is open', async () => {
    const employer = await signedIn(app, db, 'employer');
    const job = await post(employer, 'Listing whose end moves');
    const ends = new Date(job.expires_at);

    const sooner = await employer.client.patch(`/api/jobs/${job.id}/`, { expires_at: dayIn(10) });
    expect(sooner.statusCode, sooner.body).toBe(200);
    expect(sooner.json().expires_at).toBe(`${dayIn(10)}T23:59:59.000Z`);

    const later = await employer.client.patch(`/api/jobs/${job.id}/`, { expires_at: dayIn(20) });
    expect(later.statusCode).toBe(400);
    expect(later.json().fields.expires_at).toEqual([
      listingEndTooLate(listingDay(`${dayIn(10)}T23:59:59.000Z`)),
    ]);
    const past = await employer.client.patch(`/api/jobs/${job.id}/`, { expires_at: dayIn(-1) });
    expect(past.json().fields.expires_at).toEqual([LISTING_END_PAST]);
    const malformed = await employer.client.patch(`/api/jobs/${job.id}/`, { expires_at: 'soon' });
    expect(malformed.statusCode).toBe(400);

    expect((await employer.client.request('DELETE', `/api/jobs/${job.id}/`)).statusCode).toBe(200);
    const closed = await employer.client.patch(`/api/jobs/${job.id}/`, { expires_at: dayIn(5) });
    expect(closed.json().fields.expires_at).toEqual([ONLY_OPEN_LISTINGS_END]);
    expect(ends.getTime()).toBeGreaterThan(Date.now() + (LISTING_DAYS - 1) * DAY_MS);
  });

  it('may be chosen sooner when the job is posted', async () => {
    const employer = await signedIn(app, db, 'employer');
    const tooLate = await employer.client.post('/api/jobs/', {
      ...jobInput('Listing chosen too long'),
      expires_at: dayIn(LISTING_DAYS + 5),
    });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().fields.expires_at[0]).toMatch(/renew it to keep it listed longer/);
    const posted = await employer.client.post('/api/jobs/', {
      ...jobInput('Listing chosen short'),
      expires_at: dayIn(7),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().expires_at).toBe(`${dayIn(7)}T23:59:59.000Z`);
  });

  it('renews from three days before its end, adding what is left, with the free opening', async () => {
    const employer = await signedIn(app, db, 'employer');
    const job = await post(employer, 'Listing renewed early');
    const early = await renew(employer, job.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe(renewNotDue(listingDay(job.expires_at)));

    await endsAt(job.id, new Date(Date.now() + 2 * DAY_MS));
    const renewed = await renew(employer, job.id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const days = (Date.parse(renewed.json().expires_at) - Date.now()) / DAY_MS;
    expect(Math.round(days)).toBe(LISTING_DAYS + 2);
  });

  it('lists an ended job again, taking a job post when another listing holds the free opening', async () => {
    const employer = await signedIn(app, db, 'employer');
    const ended = await post(employer, 'Listing that ended in Austin');
    await endsAt(ended.id, new Date(Date.now() - 1000));
    await post(employer, 'Listing holding the free opening');
    expect(await listedIn('Listing that ended in Austin')).toBe(false);

    const refused = await renew(employer, ended.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().detail).toBe(NO_JOB_POSTS_LEFT);

    await buyJobPosts(db, employer.companyId!, 1);
    const renewed = await renew(employer, ended.id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(Date.parse(renewed.json().expires_at)).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(await listedIn('Listing that ended in Austin')).toBe(true);
    const plan = (await employer.client.get('/api/plan/')).json<
      { job_posts: { remaining: number } }[]
    >();
    expect(plan.reduce((sum, entry) => sum + entry.job_posts.remaining, 0)).toBe(0);
  });

  it('takes one job post for a renewal sent twice at once', async () => {
    const employer = await signedIn(app, db, 'employer');
    const ended = await post(employer, 'Listing renewed twice at once');
    await endsAt(ended.id, new Date(Date.now() - 1000));
    await post(employer, 'Listing keeping the free opening');
    await buyJobPosts(db, employer.companyId!, 2);

    const answers = await Promise.all([renew(employer, ended.id), renew(employer, ended.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const plan = (await employer.client.get('/api/plan/')).json<
      { job_posts: { remaining: number } }[]
    >();
    expect(plan.reduce((sum, entry) => sum + entry.job_posts.remaining, 0)).toBe(1);
  });

  it('renews only open jobs of the caller company', async () => {
    const employer = await signedIn(app, db, 'employer');
    const job = await post(employer, 'Guarded renewal');
    await endsAt(job.id, new Date(Date.now() + DAY_MS));
    expect((await renew({ ...employer, client: new ApiClient(app) }, job.id)).statusCode).toBe(401);
    const agent = await signedIn(app, db, 'candidate');
    expect((await agent.client.post(`/api/jobs/${job.id}/renew/`)).statusCode).toBe(403);
    const rival = await signedIn(app, db, 'employer');
    expect((await renew(rival, job.id)).statusCode).toBe(403);
    expect((await renew(employer, 2_000_000_000)).statusCode).toBe(404);
    expect((await renew(employer, 0)).statusCode).toBe(400);

    expect((await employer.client.request('DELETE', `/api/jobs/${job.id}/`)).statusCode).toBe(200);
    const closed = await renew(employer, job.id);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().detail).toBe(ONLY_OPEN_JOBS_RENEW);
  });

  it("reminds the company's managers in the app and by email three days before the end", async () => {
    const employer = await signedIn(app, db, 'employer');
    const job = await post(employer, 'Listing about to end');
    await endsAt(job.id, new Date(Date.now() + 2 * DAY_MS + 60_000));
    await remindExpiringListings();

    const reminders = async () =>
      (await employer.client.get('/api/notifications/'))
        .json<{ results: { type: string; title: string; link: string }[] }>()
        .results.filter((entry) => entry.type === 'job_expiring');
    await waitUntil(async () => (await reminders()).length === 1);
    expect((await reminders())[0]).toMatchObject({
      title: 'Listing about to end expires in 3 days',
      link: `/employer/jobs/${job.id}`,
    });
    await waitUntil(() =>
      smtp.to(employer.user.email).some(({ mail }) => /expires/.test(mail.subject ?? '')),
    );

    // Run again, the same end is not reminded twice.
    await remindExpiringListings();
    expect((await renew(employer, job.id)).statusCode).toBe(200);
    expect(await reminders()).toHaveLength(1);
  });
});
