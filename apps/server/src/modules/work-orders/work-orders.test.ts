import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { IDEMPOTENCY_KEY_REUSED_DETAIL } from '@fieldhire/contract/error-codes';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { jobInput } from '../../../test/job-input';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { multipart } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { saveCard } from '../../../test/work-order-fixture';
import { createWorkOrdersRepository } from './work-orders.repository';

let app: FastifyInstance;
let db: Database;
let employer: Awaited<ReturnType<typeof signedIn>>;

// Austin, TX 78701 is placed at the ZIP's centroid; the site is read back from the job.
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const inspection = (title: string, start = inHours(1)) => ({
  ...jobInput(title),
  openings: 2,
  schedule: { type: 'hard_start', start },
  duration_minutes: 90,
  deliverables: [
    { kind: 'photo', label: 'Front of house', min_count: 2, required: true },
    { kind: 'question', label: 'Is the roof damaged?', required: true },
    { kind: 'question', label: 'Anything else?', required: false },
  ],
});

async function postJob(body: object) {
  const posted = await employer.client.post('/api/jobs/', body);
  expect(posted.statusCode).toBe(201);
  return posted.json<{
    id: number;
    deliverables: { id: string; kind: string }[];
    openings: number;
    filled: number;
  }>();
}

async function applyAs(jobId: number, counterOffer?: object) {
  const agent = await signedIn(app, db, 'candidate');
  const applied = await agent.client.post('/api/apply/', {
    job_id: jobId,
    message: 'Nearby',
    ...(counterOffer && { counter_offer: counterOffer }),
  });
  expect(applied.statusCode).toBe(201);
  return {
    ...agent,
    applicationId: applied.json<{ application: { id: number } }>().application.id,
  };
}

const approve = (applicationId: number, acceptOffer = false) =>
  employer.client.patch(`/api/applicants/${applicationId}/`, {
    status: 'approved',
    accept_counter_offer: acceptOffer,
  });

async function assignedWorkOrder(agent: { client: ApiClient }) {
  const list = await agent.client.get('/api/work-orders/');
  expect(list.statusCode).toBe(200);
  return list.json<{ results: WorkOrder[] }>().results[0]!;
}

const photo = (color: string, exif: Parameters<ReturnType<typeof sharp>['withExif']>[0] = {}) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .withExif(exif)
    .toBuffer();

function upload(client: ApiClient, path: string, content: Buffer, key?: string) {
  const form = multipart({}, { file: { filename: 'photo.jpg', type: 'image/jpeg', content } });
  return client.request('POST', path, form.payload, {
    headers: { ...form.headers, ...(key && { 'idempotency-key': key }) },
  });
}

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, 20);
  await saveCard(employer);
});

describe('jobs describe the work', () => {
  it('stores openings, schedule, duration and deliverables with ids, and keeps ids on edit', async () => {
    const job = await postJob(inspection('Work terms inspection'));
    expect(job).toMatchObject({ openings: 2, filled: 0, duration_minutes: 90 });
    expect(job.deliverables).toHaveLength(3);
    const [first] = job.deliverables;
    expect(first!.id).toMatch(/^[a-z0-9]+$/);
    const edited = await employer.client.patch(`/api/jobs/${job.id}/`, {
      deliverables: [first, { kind: 'document', label: 'Signed form', required: true }],
    });
    expect(edited.statusCode).toBe(200);
    const deliverables = edited.json<{ deliverables: { id: string; min_count: number }[] }>()
      .deliverables;
    expect(deliverables[0]).toMatchObject({ id: first!.id, min_count: 2 });
    expect(deliverables[1]!.min_count).toBe(1);
  });

  it('refuses bad terms with a field message', async () => {
    const window = await employer.client.post('/api/jobs/', {
      ...inspection('Bad window'),
      schedule: { type: 'window', start: inHours(5), end: inHours(4) },
    });
    expect(window.statusCode).toBe(400);
    expect(window.json().detail).toMatch(/window must end after it starts/);
    const many = await employer.client.post('/api/jobs/', {
      ...inspection('Too many'),
      openings: 51,
    });
    expect(many.statusCode).toBe(400);
  });
});

describe('counter-offers and assignment', () => {
  it('assigns at the listed terms or the accepted offer, fills the job and refuses the next', async () => {
    const tag = `openings${Date.now()}`;
    const job = await postJob({ ...inspection('Two-opening inspection'), tags: [tag] });
    const listed = await applyAs(job.id);
    const offerStart = inHours(30);
    const countering = await applyAs(job.id, {
      salary_min: 70,
      salary_max: 80,
      start: offerStart,
      note: 'I can do it tomorrow',
    });
    const late = await applyAs(job.id);
    const searched = async () =>
      (await app.inject(`/api/jobs/?tag=${tag}`)).json<{
        count: number;
        results: { id: number }[];
      }>();
    expect((await searched()).count).toBe(1);

    const pipeline = (await employer.client.get(`/api/myjobs/${job.id}/`)).json<{
      applicants: { id: number; counter_offer: unknown }[];
    }>();
    expect(
      pipeline.applicants.find((a) => a.id === countering.applicationId)?.counter_offer,
    ).toEqual({
      salary_min: 70,
      salary_max: 80,
      start: new Date(offerStart).toISOString(),
      note: 'I can do it tomorrow',
    });

    expect((await approve(listed.applicationId, true)).statusCode).toBe(400);
    expect((await approve(listed.applicationId)).statusCode).toBe(200);
    const first = await assignedWorkOrder(listed);
    expect(first).toMatchObject({
      status: 'assigned',
      pay: { amount_min: 40, amount_max: 60, unit: 'job' },
      site: { city: 'Austin', state: 'TX' },
      timeline: [{ type: 'assigned' }],
    });
    expect(first.deliverables.map((d) => d.label)).toEqual([
      'Front of house',
      'Is the roof damaged?',
      'Anything else?',
    ]);

    const accepted = await approve(countering.applicationId, true);
    expect(accepted.statusCode).toBe(200);
    // The answer is the job's page with its applicants, as the pipeline reads it.
    expect(accepted.json().job).toEqual(
      (await employer.client.get(`/api/myjobs/${job.id}/`)).json(),
    );
    const second = await assignedWorkOrder(countering);
    expect(second.pay).toMatchObject({ amount_min: 70, amount_max: 80 });
    expect(second.schedule.start).toBe(new Date(offerStart).toISOString());

    const full = await employer.client.get(`/api/jobs/${job.id}`);
    expect(full.json()).toMatchObject({ openings: 2, filled: 2, status: 'filled' });
    // The search of the process that filled it knows at once, and when it opens again.
    expect(await searched()).toMatchObject({ count: 0, results: [] });
    const refused = await approve(late.applicationId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Every opening of this job is filled.');

    // Declining frees the opening and the job opens again.
    const declined = await listed.client.post(`/api/work-orders/${first.id}/decline/`, {
      reason: 'My car broke down',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'canceled',
      canceled: { by: 'agent', late: true },
    });
    expect((await employer.client.get(`/api/jobs/${job.id}`)).json()).toMatchObject({
      filled: 1,
      status: 'open',
    });
    expect((await searched()).results.map((each) => each.id)).toEqual([job.id]);
    expect((await approve(late.applicationId)).statusCode).toBe(200);

    // Rejecting an approved applicant cancels their work order and frees the opening.
    const rejected = await employer.client.patch(`/api/applicants/${countering.applicationId}/`, {
      status: 'rejected',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await countering.client.get(`/api/work-orders/${second.id}/`)).json()).toMatchObject({
      status: 'canceled',
      canceled: { by: 'company', reason: 'The company withdrew the assignment.' },
    });
    expect((await employer.client.get(`/api/jobs/${job.id}`)).json()).toMatchObject({
      filled: 1,
      status: 'open',
    });
  });

  it('lets only the parties see a work order', async () => {
    const job = await postJob(inspection('Private work order'));
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const { id } = await assignedWorkOrder(agent);
    expect((await new ApiClient(app).get(`/api/work-orders/${id}/`)).statusCode).toBe(401);
    const stranger = await signedIn(app, db, 'candidate');
    expect((await stranger.client.get(`/api/work-orders/${id}/`)).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/work-orders/${id}/confirm/`)).statusCode).toBe(404);
    const otherCompany = await signedIn(app, db, 'employer');
    expect((await otherCompany.client.get(`/api/work-orders/${id}/`)).statusCode).toBe(404);
    expect((await employer.client.get(`/api/work-orders/${id}/`)).statusCode).toBe(200);
    expect((await stranger.client.get('/api/work-orders/')).json()).toEqual({
      count: 0,
      results: [],
    });
  });
});

describe('withdrawing after the hire', () => {
  it('cancels the work order and frees its opening; the agent can be hired again', async () => {
    const job = await postJob(inspection('Withdrawn after hire'));
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const { id } = await assignedWorkOrder(agent);
    const withdrawn = await agent.client.post('/api/apply/', {
      job_id: job.id,
      action: 'withdraw',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const canceled = (await agent.client.get(`/api/work-orders/${id}/`)).json<WorkOrder>();
    expect(canceled.status).toBe('canceled');
    expect(canceled.canceled?.reason).toBe('The field agent withdrew their application.');
    expect((await employer.client.get(`/api/jobs/${job.id}/`)).json().filled).toBe(0);

    const again = await agent.client.post('/api/apply/', { job_id: job.id, message: 'Back' });
    expect(again.statusCode, again.body).toBe(201);
    expect((await approve(agent.applicationId)).statusCode).toBe(200);
    const list = (await agent.client.get('/api/work-orders/')).json<{ results: WorkOrder[] }>();
    expect(list.results.map((each) => each.status).sort()).toEqual(['assigned', 'canceled']);
  });
});

describe('doing the work', () => {
  it('runs from confirmation to approval, with a revision, checking each step', async () => {
    const job = await postJob(inspection('Full run inspection', inHours(0.1)));
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const { id, deliverables } = await assignedWorkOrder(agent);
    const base = `/api/work-orders/${id}`;
    const [photos, roof] = deliverables;

    // Wrong party and wrong state.
    const early = await agent.client.post(`${base}/check-in/`, { lat: 30.27, lon: -97.74 });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('This work order is assigned; that cannot be done now.');
    expect((await employer.client.post(`${base}/confirm/`)).statusCode).toBe(403);
    expect((await agent.client.post(`${base}/approve/`)).statusCode).toBe(403);

    expect((await agent.client.post(`${base}/confirm/`)).json().status).toBe('confirmed');

    // A check-in far from the site is recorded and flagged; a resend with its key changes nothing.
    const checkIn = () =>
      agent.client.request(
        'POST',
        `${base}/check-in/`,
        { lat: 30.4, lon: -97.74, accuracy_m: 12 },
        { headers: { 'idempotency-key': 'checkin-key-1' } },
      );
    const checkedIn = await checkIn();
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json()).toMatchObject({
      status: 'checked_in',
      check_in: { on_time: true, far: true, accuracy_m: 12 },
    });
    expect(checkedIn.json().check_in.distance_m).toBeGreaterThan(10_000);
    const resent = await checkIn();
    expect(resent.statusCode).toBe(200);
    expect(
      resent.json().timeline.filter((e: { type: string }) => e.type === 'checked_in'),
    ).toHaveLength(1);

    // Photos: EXIF time and place kept as data, the image stored without metadata, a thumbnail.
    const exif = {
      IFD0: { Copyright: 'Secret camera owner' },
      IFD2: { DateTimeOriginal: '2026:11:20 14:30:00', OffsetTimeOriginal: '-06:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 12/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 30/1',
      },
    };
    const one = await upload(
      agent.client,
      `${base}/deliverables/${photos!.id}/`,
      await photo('#804020', exif),
      'photo-key-1',
    );
    expect(one.statusCode, one.body).toBe(201);
    const item = one.json<WorkOrder>().deliverables[0]!.items[0]!;
    expect(item.taken_at).toBe('2026-11-20T20:30:00.000Z');
    // A camera that writes no offset is read in the site's time (Austin: CST).
    const noOffset = await upload(
      agent.client,
      `${base}/deliverables/${photos!.id}/`,
      await photo('#102030', { IFD2: { DateTimeOriginal: '2026:11:20 09:15:00' } }),
    );
    const unzoned = noOffset
      .json<WorkOrder>()
      .deliverables[0]!.items.find((each) => each.id !== item.id);
    expect(unzoned?.taken_at).toBe('2026-11-20T15:15:00.000Z');
    await agent.client.delete(`${base}/items/${unzoned!.id}/`);
    expect(item.lat).toBeCloseTo(30.27, 2);
    expect(item.lon).toBeCloseTo(-97.7417, 3);
    // Sent to the work order's agent and company only.
    expect(item.url).toBe(`${base}/items/${item.id}/file/`);
    const stored = await agent.client.get(item.url!);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    expect(stored.headers['cache-control']).toMatch(/^private/);
    const kept = await sharp(stored.rawPayload).metadata();
    expect(kept.format).toBe('webp');
    expect(kept.exif).toBeUndefined();
    expect((await employer.client.get(item.thumb_url!)).statusCode).toBe(200);
    expect((await new ApiClient(app).get(item.url!)).statusCode).toBe(401);
    // The browser loads it by <img>, with the session cookie and no header; only these files take
    // the cookie, and only to read.
    const byCookie = (method: 'GET' | 'POST', url: string) =>
      app.inject({ method, url, cookies: { token: agent.client.token! } });
    expect((await byCookie('GET', item.url!)).statusCode).toBe(200);
    expect((await byCookie('GET', `${base}/`)).statusCode).toBe(401);
    expect((await byCookie('POST', item.url!)).statusCode).toBe(403);
    const outsider = await signedIn(app, db, 'employer');
    expect((await outsider.client.get(item.url!)).statusCode).toBe(404);
    expect((await outsider.client.get(item.thumb_url!)).statusCode).toBe(404);
    expect((await agent.client.get(`${base}/items/${item.id + 999}/file/`)).statusCode).toBe(404);
    // The same upload resent, and the same photo again, are kept once.
    await upload(
      agent.client,
      `${base}/deliverables/${photos!.id}/`,
      await photo('#804020', exif),
      'photo-key-1',
    );
    const same = await upload(
      agent.client,
      `${base}/deliverables/${photos!.id}/`,
      await photo('#804020', exif),
    );
    expect(same.json<WorkOrder>().deliverables[0]!.items).toHaveLength(1);
    const notAnImage = await upload(
      agent.client,
      `${base}/deliverables/${photos!.id}/`,
      Buffer.from('not an image'),
    );
    expect(notAnImage.statusCode).toBe(400);

    // Submit is refused with what is missing.
    expect(
      (await agent.client.post(`${base}/check-out/`, { lat: 30.27, lon: -97.74 })).statusCode,
    ).toBe(200);
    const incomplete = await agent.client.post(`${base}/submit/`);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().missing).toEqual([
      { id: photos!.id, label: 'Front of house', needed: 1 },
      { id: roof!.id, label: 'Is the roof damaged?', needed: 1 },
    ]);
    expect(incomplete.json().detail).toMatch(/Front of house \(1 more\)|Front of house/);

    await upload(agent.client, `${base}/deliverables/${photos!.id}/`, await photo('#205080'));
    const answered = await agent.client.post(`${base}/deliverables/${roof!.id}/`, {
      answer: 'No damage',
    });
    expect(answered.statusCode).toBe(201);
    const wrongKind = await agent.client.post(`${base}/deliverables/${photos!.id}/`, {
      answer: 'x',
    });
    expect(wrongKind.statusCode).toBe(400);
    expect((await agent.client.post(`${base}/submit/`)).json().status).toBe('submitted');

    // The company asks for one more photo; the agent adds it and submits again; approval.
    const revision = await employer.client.post(`${base}/request-revision/`, {
      reason: 'One more photo of the porch, please.',
    });
    expect(revision.json()).toMatchObject({
      status: 'revision_requested',
      revision_reason: 'One more photo of the porch, please.',
    });
    expect(revision.json()).toEqual((await agent.client.get(`${base}/`)).json());
    await upload(agent.client, `${base}/deliverables/${photos!.id}/`, await photo('#408020'));
    expect((await agent.client.post(`${base}/submit/`)).json().status).toBe('submitted');
    const approved = await employer.client.post(`${base}/approve/`);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    // A change answers the work order as a read shows it: items, timeline and payment.
    expect(approved.json()).toEqual((await employer.client.get(`${base}/`)).json());
    expect(approved.json().approved_at).not.toBeNull();
    expect(
      (await employer.client.post(`${base}/cancel/`, { reason: 'Too late now' })).statusCode,
    ).toBe(409);
    expect(approved.json().timeline.map((e: { type: string }) => e.type)).toEqual([
      'assigned',
      'confirmed',
      'checked_in',
      'checked_out',
      'submitted',
      'revision_requested',
      'submitted',
      'approved',
    ]);

    // Both sides were told: the agent of the approval, the company of the submission.
    const agentNews = await agent.client.get('/api/notifications/');
    expect(JSON.stringify(agentNews.json())).toContain(`Approved: Full run inspection`);
    const companyNews = await employer.client.get('/api/notifications/');
    expect(JSON.stringify(companyNews.json())).toContain('Full run inspection is ready for review');
  });

  it('sends a delivered document as a download under its own name, to the parties only', async () => {
    const job = await postJob({
      ...inspection('Signed paperwork'),
      deliverables: [{ kind: 'document', label: 'Signed form', required: true }],
    });
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const { id, deliverables } = await assignedWorkOrder(agent);
    await agent.client.post(`/api/work-orders/${id}/confirm/`);
    await agent.client.post(`/api/work-orders/${id}/check-in/`, { lat: 30.27, lon: -97.74 });
    const form = multipart(
      {},
      {
        file: {
          filename: "Owner's form – signed.pdf",
          type: 'application/pdf',
          content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
        },
      },
    );
    const added = await agent.client.request(
      'POST',
      `/api/work-orders/${id}/deliverables/${deliverables[0]!.id}/`,
      form.payload,
      { headers: form.headers },
    );
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<WorkOrder>().deliverables[0]!.items[0]!;
    expect(item.thumb_url).toBeNull();
    const file = await employer.client.get(item.url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Owner's form _ signed.pdf"; filename*=UTF-8''Owner%27s%20form%20%E2%80%93%20signed.pdf`,
    );
    expect(file.body.startsWith('%PDF-')).toBe(true);
    expect(
      (await agent.client.get(`/api/work-orders/${id}/items/${item.id}/thumb/`)).statusCode,
    ).toBe(404);
    const stranger = await signedIn(app, db, 'candidate');
    expect((await stranger.client.get(item.url!)).statusCode).toBe(404);
  });

  it('never lets a late resend undo a later change', async () => {
    const job = await postJob(inspection('Late resends'));
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const { id, deliverables } = await assignedWorkOrder(agent);
    const base = `/api/work-orders/${id}`;
    await agent.client.post(`${base}/confirm/`);
    await agent.client.post(`${base}/check-in/`, { lat: 30.27, lon: -97.74 });
    const [photos, roof] = deliverables;
    const keyed = (method: 'POST' | 'DELETE', url: string, key: string, body?: object) =>
      agent.client.request(method, url, body, { headers: { 'idempotency-key': key } });
    const roofAnswer = async () =>
      (await agent.client.get(`${base}/`)).json<WorkOrder>().deliverables[1]!.items[0]?.answer;

    await keyed('POST', `${base}/deliverables/${roof!.id}/`, 'answer-one', { answer: 'Yes' });
    await keyed('POST', `${base}/deliverables/${roof!.id}/`, 'answer-two', { answer: 'No' });
    const resent = await keyed('POST', `${base}/deliverables/${roof!.id}/`, 'answer-one', {
      answer: 'Yes',
    });
    expect(resent.statusCode).toBe(201);
    expect(await roofAnswer()).toBe('No');

    const added = await upload(
      agent.client,
      `${base}/deliverables/${photos!.id}/`,
      await photo('#445566'),
      'photo-once',
    );
    const itemId = added.json<WorkOrder>().deliverables[0]!.items[0]!.id;
    const removed = await keyed('DELETE', `${base}/items/${itemId}/`, 'remove-once');
    expect(removed.statusCode).toBe(200);
    // The removal resent answers as the first did; the photo's upload resent does not bring it back.
    expect((await keyed('DELETE', `${base}/items/${itemId}/`, 'remove-once')).statusCode).toBe(200);
    const again = await upload(
      agent.client,
      `${base}/deliverables/${photos!.id}/`,
      await photo('#445566'),
      'photo-once',
    );
    expect(again.statusCode).toBe(201);
    expect(again.json<WorkOrder>().deliverables[0]!.items).toEqual([]);
  });

  it('refuses a key sent again with another action or body (422) and keeps both writes apart', async () => {
    const job = await postJob(inspection('Reused keys'));
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const { id, deliverables } = await assignedWorkOrder(agent);
    const base = `/api/work-orders/${id}`;
    const keyed = (url: string, key: string, body?: object) =>
      agent.client.request('POST', url, body, { headers: { 'idempotency-key': key } });
    expect((await keyed(`${base}/confirm/`, 'reused-key-1')).statusCode).toBe(200);
    // The confirmation's key on the check-in: refused, and the check-in is not dropped silently.
    const site = { lat: 30.27, lon: -97.74 };
    const reused = await keyed(`${base}/check-in/`, 'reused-key-1', site);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      detail: IDEMPOTENCY_KEY_REUSED_DETAIL,
      code: 'idempotency_key_reused',
    });
    expect((await agent.client.get(`${base}/`)).json<WorkOrder>().status).toBe('confirmed');
    // Its own key checks in; the same request resent answers as the first, with another body not.
    expect((await keyed(`${base}/check-in/`, 'check-in-key', site)).statusCode).toBe(200);
    expect((await keyed(`${base}/check-in/`, 'check-in-key', site)).statusCode).toBe(200);
    expect(
      (await keyed(`${base}/check-in/`, 'check-in-key', { lat: 30.3, lon: -97.7 })).statusCode,
    ).toBe(422);
    // An answer's key with another answer: refused; the first answer stays.
    const roof = `${base}/deliverables/${deliverables[1]!.id}/`;
    expect((await keyed(roof, 'answer-key-1', { answer: 'Yes' })).statusCode).toBe(201);
    expect((await keyed(roof, 'answer-key-1', { answer: 'No' })).statusCode).toBe(422);
    const answered = (await agent.client.get(`${base}/`)).json<WorkOrder>();
    expect(answered.deliverables[1]!.items.map((item) => item.answer)).toEqual(['Yes']);
    // A photo's key on another photo: refused, and nothing is stored for it.
    const photos = `${base}/deliverables/${deliverables[0]!.id}/`;
    expect(
      (await upload(agent.client, photos, await photo('#aa0000'), 'photo-key-9')).statusCode,
    ).toBe(201);
    expect(
      (await upload(agent.client, photos, await photo('#aa0000'), 'photo-key-9')).statusCode,
    ).toBe(201);
    expect(
      (await upload(agent.client, photos, await photo('#00aa00'), 'photo-key-9')).statusCode,
    ).toBe(422);
    const kept = (await agent.client.get(`${base}/`)).json<WorkOrder>();
    expect(kept.deliverables[0]!.items).toHaveLength(1);
    expect(kept.timeline.filter((step) => step.type === 'checked_in')).toHaveLength(1);
  });

  it('flags a late check-in and answers bad input with 400', async () => {
    const job = await postJob(inspection('Late check-in', inHours(-2)));
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const { id } = await assignedWorkOrder(agent);
    await agent.client.post(`/api/work-orders/${id}/confirm/`);
    expect(
      (await agent.client.post(`/api/work-orders/${id}/check-in/`, { lat: 'here', lon: 0 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await agent.client.request(
          'POST',
          `/api/work-orders/${id}/check-in/`,
          { lat: 1, lon: 1 },
          {
            headers: { 'idempotency-key': 'bad key!' },
          },
        )
      ).statusCode,
    ).toBe(400);
    const checkedIn = await agent.client.post(`/api/work-orders/${id}/check-in/`, {
      lat: 30.27,
      lon: -97.74,
    });
    expect(checkedIn.json().check_in).toMatchObject({ on_time: false, far: false });
    expect(checkedIn.json<WorkOrder>().timeline.at(-1)).toMatchObject({
      type: 'checked_in',
      note: 'late',
    });
    expect(
      (await agent.client.post(`/api/work-orders/${id}/cancel/`, { reason: '' })).statusCode,
    ).toBe(400);
  });

  it('records a check-in the day before the start as early, not late', async () => {
    const job = await postJob(inspection('Early check-in', inHours(26)));
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const { id } = await assignedWorkOrder(agent);
    await agent.client.post(`/api/work-orders/${id}/confirm/`);
    const checkedIn = await agent.client.post(`/api/work-orders/${id}/check-in/`, {
      lat: 30.27,
      lon: -97.74,
    });
    expect(checkedIn.json().check_in).toMatchObject({ on_time: false });
    expect(checkedIn.json<WorkOrder>().timeline.at(-1)).toMatchObject({
      type: 'checked_in',
      note: 'early',
    });
  });
});

describe('resumable uploads', () => {
  it('takes a photo in chunks, resumes after a break, and attaches it to the deliverable', async () => {
    const job = await postJob(inspection('Resumable photo'));
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const { id, deliverables } = await assignedWorkOrder(agent);
    await agent.client.post(`/api/work-orders/${id}/confirm/`);
    await agent.client.post(`/api/work-orders/${id}/check-in/`, { lat: 30.27, lon: -97.74 });
    const content = await photo('#336699');
    const tus = (
      client: ApiClient,
      method: 'POST' | 'PATCH' | 'HEAD',
      url: string,
      headers: Record<string, string>,
      body?: Buffer,
    ) =>
      client.request(method as 'POST', url, body, {
        headers: { 'tus-resumable': '1.0.0', ...headers },
      });

    const created = await tus(agent.client, 'POST', '/api/uploads/', {
      'upload-length': String(content.length),
      'upload-metadata': `filename ${Buffer.from('porch.jpg').toString('base64')}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const uploadId = location.split('/').pop()!;
    const half = Math.floor(content.length / 2);
    const first = await tus(
      agent.client,
      'PATCH',
      location,
      {
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      content.subarray(0, half),
    );
    expect(first.statusCode).toBe(204);
    // After a dropped connection the phone asks where to resume.
    const head = await tus(agent.client, 'HEAD', location, {});
    expect(head.headers['upload-offset']).toBe(String(half));
    const stranger = await signedIn(app, db, 'candidate');
    expect((await tus(stranger.client, 'HEAD', location, {})).statusCode).toBe(404);
    // The unfinished upload, with all its metadata, is not among the files served to anyone.
    for (const url of [`/uploads/incoming/${uploadId}`, `/uploads/${uploadId}`])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const early = await agent.client.post(
      `/api/work-orders/${id}/deliverables/${deliverables[0]!.id}/`,
      { upload_id: uploadId },
    );
    expect(early.statusCode).toBe(400);
    const rest = await tus(
      agent.client,
      'PATCH',
      location,
      {
        'upload-offset': String(half),
        'content-type': 'application/offset+octet-stream',
      },
      content.subarray(half),
    );
    expect(rest.statusCode).toBe(204);

    expect(
      (
        await stranger.client.post(`/api/work-orders/${id}/deliverables/${deliverables[0]!.id}/`, {
          upload_id: uploadId,
        })
      ).statusCode,
    ).toBe(404);
    const attach = (key?: string) =>
      agent.client.request(
        'POST',
        `/api/work-orders/${id}/deliverables/${deliverables[0]!.id}/`,
        { upload_id: uploadId },
        { headers: key ? { 'idempotency-key': key } : {} },
      );
    // A refused attach (to a question, say) keeps the upload for the right deliverable.
    const wrong = await agent.client.post(
      `/api/work-orders/${id}/deliverables/${deliverables[1]!.id}/`,
      { upload_id: uploadId },
    );
    expect(wrong.statusCode).toBe(400);
    // A body that is not an object is refused with a 400, not a crash.
    for (const payload of ['"hello"', '42', '[1]'])
      expect(
        (
          await agent.client.request(
            'POST',
            `/api/work-orders/${id}/deliverables/${deliverables[0]!.id}/`,
            payload,
            { headers: { 'content-type': 'application/json' } },
          )
        ).statusCode,
      ).toBe(400);
    const attached = await attach('attach-key-1');
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json<WorkOrder>().deliverables[0]!.items[0]).toMatchObject({
      name: 'porch.jpg',
    });
    // A resend after a lost answer, with its key, answers the same; the upload itself is used up.
    const again = await attach('attach-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json<WorkOrder>().deliverables[0]!.items).toHaveLength(1);
    expect((await attach()).statusCode).toBe(404);
    expect(
      (
        await new ApiClient(app).request('POST', '/api/uploads/', undefined, {
          headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
        })
      ).statusCode,
    ).toBe(401);
    // Companies deliver nothing: they upload no work files.
    expect(
      (await tus(employer.client, 'POST', '/api/uploads/', { 'upload-length': '10' })).statusCode,
    ).toBe(403);
  });
});

describe('schedule', () => {
  it("serves the agent's calendar feed at a secret address, and only to agents", async () => {
    const job = await postJob(inspection('Calendar inspection, Austin', inHours(48)));
    const agent = await applyAs(job.id);
    await approve(agent.applicationId);
    const link = await agent.client.get('/api/work-orders/calendar-link/');
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect((await agent.client.get('/api/work-orders/calendar-link/')).json().url).toBe(url);
    const path = new URL(url).pathname + new URL(url).search;
    const feed = await app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('SUMMARY:Calendar inspection\\, Austin');
    expect(feed.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const renewed = await agent.client.post('/api/work-orders/calendar-link/');
    expect(renewed.json().url).not.toBe(url);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await employer.client.get('/api/work-orders/calendar-link/')).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/work-orders/calendar.ics?token=nope' }))
        .statusCode,
    ).toBe(400);
  });

  it("lists the company's work by start, soonest or latest first", async () => {
    const starts = async (query: string) =>
      (await employer.client.get(`/api/work-orders/${query}`))
        .json<{ results: WorkOrder[] }>()
        .results.map((each) => Date.parse(each.schedule.start));
    const soonest = await starts('');
    const latest = await starts('?order=-start');
    expect(soonest.length).toBeGreaterThan(3);
    expect(soonest).toEqual([...soonest].sort((a, b) => a - b));
    expect(latest).toEqual([...soonest].reverse());
    expect((await employer.client.get('/api/work-orders/?order=newest')).statusCode).toBe(400);
  });

  it('claims each reminder once: starting soon, and not checked in after the start', async () => {
    const soonJob = await postJob(inspection('Reminder soon', inHours(1)));
    const lateJob = await postJob(inspection('Reminder late', inHours(-0.5)));
    const agents: Awaited<ReturnType<typeof applyAs>>[] = [];
    for (const job of [soonJob, lateJob]) {
      const agent = await applyAs(job.id);
      await approve(agent.applicationId);
      agents.push(agent);
    }
    const store = createWorkOrdersRepository(db);
    const claimedHere: string[] = [];
    const claim = async () =>
      claimedHere.push(
        ...(await store.claimReminders(120, 15, 1000))
          .filter((each) => each.title.startsWith('Reminder '))
          .map((each) => `${each.title} (${each.state}): ${each.kind}`),
      );
    // The reminders' own schedule, every five minutes in any process on this database, may claim
    // them first: what it claimed is in the agents' notifications.
    const notified = async () => {
      const [soonNews, lateNews] = await Promise.all(
        agents.map(async (agent) =>
          JSON.stringify((await agent.client.get('/api/notifications/')).json()),
        ),
      );
      return [
        ...(soonNews!.includes('Starting soon: Reminder soon')
          ? ['Reminder soon (TX): starts_soon']
          : []),
        ...(lateNews!.includes('Not checked in: Reminder late')
          ? ['Reminder late (TX): not_checked_in']
          : []),
      ];
    };
    const claimedAnywhere = async () => [...claimedHere, ...(await notified())].sort();
    await claim();
    for (let tries = 0; (await claimedAnywhere()).length < 2 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await claim();
    }
    await claim();
    expect(await claimedAnywhere()).toEqual([
      'Reminder late (TX): not_checked_in',
      'Reminder soon (TX): starts_soon',
    ]);
  });
});
