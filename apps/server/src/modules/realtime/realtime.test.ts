import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ServerEvent, type Conversation } from '@fieldhire/contract/messaging';
import { WS_CLOSE_UNAUTHORIZED } from '@fieldhire/contract/realtime';
import type { Database } from '../../db/database';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { multipart } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import { applyTo, buyContacts, postJob } from '../../../test/marketplace-fixture';
import { openSockets, quietFor, TestSocket } from './testing/test-socket';

type Person = Awaited<ReturnType<typeof signedIn>>;

let app: FastifyInstance;
let db: Database;
let baseUrl: string;
let employer: Person;
let candidate: Person;
let outsider: Person;
let conversationId: number;
const sockets = openSockets();
const socketFor = (person: Person) => sockets.ready(baseUrl, person.client.token!);

const METRICS_TOKEN = 'realtime-test-metrics-token';

beforeAll(async () => {
  ({ app, db } = await createTestApp({ METRICS_TOKEN }));
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  [employer, candidate, outsider] = await Promise.all([
    signedIn(app, db, 'employer'),
    signedIn(app, db, 'candidate'),
    signedIn(app, db, 'candidate'),
  ]);
  const opened = await candidate.client.post('/api/conversations/', { user_id: employer.id });
  conversationId = opened.json<Conversation>().id;
});

afterAll(async () => {
  await sockets.closeAll();
  await app.close();
});

describe('connecting', () => {
  it('closes with 4401 without a token, with a malformed one and with an unknown one', async () => {
    for (const token of [null, 'not-a-token', 'a'.repeat(40)]) {
      const socket = await TestSocket.open(baseUrl, token);
      expect((await socket.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
      expect(socket.events).toEqual([]);
    }
  });

  it('sends user_info on connect, in the contract shape', async () => {
    const socket = await socketFor(candidate);
    const [first] = socket.events;
    expect(ServerEvent.parse(first)).toMatchObject({
      type: 'user_info',
      user_info: { id: candidate.id, role: 'candidate', unread_messages: 0 },
    });
  });

  it('answers ping with pong', async () => {
    const socket = await socketFor(employer);
    socket.send({ type: 'ping' });
    expect(await socket.next('pong')).toEqual({ type: 'pong' });
  });

  it('ignores malformed client events and keeps the socket open', async () => {
    const socket = await socketFor(outsider);
    socket.ws.send('not json');
    socket.send({ type: 'unknown' });
    socket.send({ type: 'ping' });
    await socket.next('pong');
  });
});

describe('events', () => {
  it('pushes a new message to every socket of both participants and the new unread count', async () => {
    const [tabOne, tabTwo, sender, stranger] = await Promise.all([
      socketFor(candidate),
      socketFor(candidate),
      socketFor(employer),
      socketFor(outsider),
    ]);
    const posted = await employer.client.post(`/api/messages/?conversation_id=${conversationId}`, {
      content: 'Are you free on Monday?',
    });
    expect(posted.statusCode).toBe(201);
    const id = posted.json<{ id: number }>().id;

    for (const socket of [tabOne, tabTwo, sender]) {
      const event = await socket.next('message', (e) => e.message.id === id);
      expect(ServerEvent.parse(event)).toMatchObject({
        message: { conversation: conversationId, content: 'Are you free on Monday?', read: false },
      });
    }
    for (const socket of [tabOne, tabTwo]) {
      await socket.next('user_info', (e) => e.user_info.unread_messages === 1);
    }
    await quietFor(100);
    expect(stranger.events.filter((e) => e.type !== 'user_info')).toEqual([]);
  });

  it('tells the sender when the message is read and updates the reader’s unread count', async () => {
    const [reader, sender] = await Promise.all([socketFor(candidate), socketFor(employer)]);
    const posted = await employer.client.post(`/api/messages/?conversation_id=${conversationId}`, {
      content: 'Let me know.',
    });
    const id = posted.json<{ id: number }>().id;
    await reader.next('user_info', (e) => e.user_info.unread_messages > 0);
    reader.clear();

    await candidate.client.get(`/api/messages/?conversation_id=${conversationId}`);
    const receipt = await sender.next('read', (e) => e.last_read_message_id === id);
    expect(receipt).toEqual({
      type: 'read',
      conversation: conversationId,
      reader: candidate.id,
      last_read_message_id: id,
    });
    await reader.next('user_info', (e) => e.user_info.unread_messages === 0);
  });

  it('relays typing to the other participants only, and never from outsiders', async () => {
    const [typist, other, stranger] = await Promise.all([
      socketFor(candidate),
      socketFor(employer),
      socketFor(outsider),
    ]);
    // Typing is best effort: like the web client, the typist says so again while typing, so one
    // event late on a busy machine does not fail the test.
    const typing = () => typist.send({ type: 'typing', conversation: conversationId });
    typing();
    const again = setInterval(typing, 1000);
    const event = await other
      .next('typing', () => true, 15_000)
      .finally(() => clearInterval(again));
    expect(event).toEqual({
      type: 'typing',
      conversation: conversationId,
      user: { id: candidate.id, name: 'Test User', avatar: null },
    });

    stranger.send({ type: 'typing', conversation: conversationId });
    await quietFor(150);
    const fromStranger = (e: { type: string; user?: { id: number } }) =>
      e.type === 'typing' && e.user?.id === outsider.id;
    expect(other.events.filter(fromStranger)).toEqual([]);
    expect(typist.events.filter((e) => e.type === 'typing')).toEqual([]);
  });

  it('tells the reader’s other tabs what was read, and their new unread count', async () => {
    const [readingTab, otherTab, sender] = await Promise.all([
      socketFor(candidate),
      socketFor(candidate),
      socketFor(employer),
    ]);
    const posted = await employer.client.post(`/api/messages/?conversation_id=${conversationId}`, {
      content: 'Did you get the lockbox code?',
    });
    const id = posted.json<{ id: number }>().id;
    await otherTab.next('user_info', (e) => e.user_info.unread_messages > 0);
    otherTab.clear();

    const read = await candidate.client.post(`/api/conversations/${conversationId}/read/`);
    expect(read.statusCode).toBe(200);
    const expected = {
      type: 'read',
      conversation: conversationId,
      reader: candidate.id,
      last_read_message_id: id,
    };
    for (const socket of [readingTab, otherTab, sender]) {
      expect(await socket.next('read', (e) => e.last_read_message_id === id)).toEqual(expected);
    }
    await otherTab.next('user_info', (e) => e.user_info.unread_messages === 0);
  });

  it('tells the company about a new applicant and the candidate about status changes', async () => {
    const jobId = await postJob(employer, 'Occupancy check in Boise');
    const [company, agent] = await Promise.all([socketFor(employer), socketFor(candidate)]);

    const applicationId = await applyTo(candidate, jobId);
    const news = await company.next('application', (e) => e.application.id === applicationId);
    expect(ServerEvent.parse(news)).toEqual({
      type: 'application',
      application: {
        id: applicationId,
        status: 'pending',
        job: { id: jobId, title: 'Occupancy check in Boise' },
      },
    });

    const moved = await employer.client.patch(`/api/applicants/${applicationId}/`, {
      status: 'shortlisted',
    });
    expect(moved.statusCode).toBe(200);
    await agent.next(
      'application',
      (e) => e.application.id === applicationId && e.application.status === 'shortlisted',
    );
    const notice = ServerEvent.parse(
      await agent.next('notification', (e) => e.notification.type === 'application_status'),
    );
    expect(notice).toMatchObject({
      notification: { link: `/jobs/${jobId}`, actor: { id: employer.id }, read_at: null },
    });
    await agent.next('user_info', (e) => e.user_info.unread_notifications > 0);
    const received = await company.next(
      'notification',
      (e) => e.notification.type === 'application_received',
    );
    expect(received.notification.link).toBe(`/employer/jobs/${jobId}`);
  });
});

describe('events from other pages', () => {
  it('tells every member of the company when a teammate posts, closes and reopens a job, and when the company changes', async () => {
    const owner = await signedIn(app, db, 'employer');
    const mate = await teammate(app, db, owner);
    const [mateSocket, stranger] = await Promise.all([socketFor(mate), socketFor(employer)]);

    const jobId = await postJob(owner, 'Drive-by exterior in Tulsa');
    const jobNews = (status: string) =>
      mateSocket.next('job', (e) => e.job.id === jobId && e.job.status === status);
    expect(ServerEvent.parse(await jobNews('open'))).toEqual({
      type: 'job',
      job: { id: jobId, status: 'open' },
    });
    expect((await owner.client.request('DELETE', `/api/jobs/${jobId}/`)).statusCode).toBe(200);
    await jobNews('closed');
    expect((await owner.client.post(`/api/jobs/${jobId}/reopen/`)).statusCode).toBe(200);
    await waitUntil(
      () =>
        mateSocket.events.filter((e) => e.type === 'job' && e.job.status === 'open').length === 2,
    );
    expect((await owner.client.patch(`/api/jobs/${jobId}/`, { status: 'filled' })).statusCode).toBe(
      200,
    );
    await jobNews('filled');

    const renamed = await owner.client.form(
      'PATCH',
      `/api/companies/${owner.companyId}`,
      multipart({ name: 'Tulsa Field Partners' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    await mateSocket.next('user_info', (e) => e.user_info.company?.name === 'Tulsa Field Partners');
    await quietFor(100);
    expect(stranger.events.filter((e) => e.type === 'job')).toEqual([]);
  });

  it('tells the company when an applicant withdraws', async () => {
    const hiring = await signedIn(app, db, 'employer');
    const jobId = await postJob(hiring, 'Lockbox check in Fresno');
    const applicationId = await applyTo(candidate, jobId);
    const [company, stranger] = await Promise.all([socketFor(hiring), socketFor(outsider)]);

    const withdrawn = await candidate.client.post('/api/apply/', {
      job_id: jobId,
      action: 'withdraw',
      use_session: false,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBeLessThan(300);
    const news = await company.next(
      'application',
      (e) => e.application.id === applicationId && e.application.status === 'withdrawn',
    );
    expect(ServerEvent.parse(news)).toEqual({
      type: 'application',
      application: {
        id: applicationId,
        status: 'withdrawn',
        job: { id: jobId, title: 'Lockbox check in Fresno' },
      },
    });
    await quietFor(100);
    expect(stranger.events.filter((e) => e.type === 'application')).toEqual([]);
  });

  it('brings an invitation sent from a profile page to the field agent’s open pages', async () => {
    const company = await signedIn(app, db, 'employer');
    await buyContacts(db, company.companyId!, 1);
    const jobId = await postJob(company, 'Meter photos in Provo');
    const agent = await signedIn(app, db, 'candidate');
    const [agentTab, stranger] = await Promise.all([socketFor(agent), socketFor(outsider)]);

    const sent = await company.client.post('/api/invite-candidate/', {
      candidate_username: agent.user.username,
      job_id: jobId,
      message: 'You cover Provo; could you take this one?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const conversation = sent.json<{ conversation_id: number }>().conversation_id;

    const invite = ServerEvent.parse(await agentTab.next('invite'));
    expect(invite).toMatchObject({
      type: 'invite',
      conversation,
      job: { id: jobId, title: 'Meter photos in Provo' },
      from: { id: company.id },
    });
    const message = await agentTab.next('message', (e) => e.message.conversation === conversation);
    expect(message.message.content).toContain('You cover Provo; could you take this one?');
    await agentTab.next('user_info', (e) => e.user_info.unread_messages === 1);
    const notice = await agentTab.next(
      'notification',
      (e) => e.notification.type === 'job_invitation',
    );
    expect(notice.notification).toMatchObject({
      link: `/jobs/${jobId}`,
      actor: { id: company.id },
      invitation: { job_id: jobId, status: 'pending' },
    });
    await quietFor(100);
    expect(
      stranger.events.filter((e) => ['invite', 'message', 'notification'].includes(e.type)),
    ).toEqual([]);
  });
});

describe('metrics', () => {
  it('counts open sockets and events fanned out', async () => {
    const metrics = (
      await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).body;
    expect(metrics).toMatch(/fieldhire_ws_sockets_open [1-9]\d*/);
    expect(metrics).toMatch(/fieldhire_ws_events_fanned_out_total [1-9]\d*/);
  });
});
