import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@fieldhire/contract/accounts';
import { ServerEvent } from '@fieldhire/contract/messaging';
import { WS_CLOSE_GOING_AWAY, WS_CLOSE_UNAUTHORIZED } from '@fieldhire/contract/realtime';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import type { BrokerMessage } from '../../platform/broker/broker';
import { createInProcessBroker } from '../../platform/broker/in-process-broker';
import { signedIn } from '../../../test/accounts-fixture';
import { readingJobsService } from '../../../test/jobs-service';
import { createTestApp } from '../../../test/test-app';
import { createMessagingService } from '../messaging/messaging.service';
import { createEventBus } from '../../platform/events/event-bus';
import { subscribeConversationNews } from '../../subscribers';
import { waitUntil } from '../../../test/wait-until';
import { realtimeRoutes } from './realtime.routes';
import { createRealtimeService, type RealtimeService } from './realtime.service';
import { TestSocket } from './testing/test-socket';

const HEARTBEAT_MS = 100;

/** The event bus as the app wires it for conversations: messages and receipts reach `realtime`. */
function conversationNewsTo(realtime: RealtimeService) {
  const events = createEventBus(db, Fastify({ logger: false }).log);
  subscribeConversationNews(events, realtime);
  return events;
}

let db: Database;
let hub: FastifyInstance;
let realtime: RealtimeService;
let baseUrl: string;
const viewers = new Map<string, Viewer>();

function userInfo(id: number): UserInfo {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@example.test`,
    first_name: 'User',
    last_name: String(id),
    role: 'candidate',
    avatar: null,
    email_verified: true,
    company: null,
    unread_messages: 0,
    unread_notifications: 0,
    profile_complete: false,
  };
}

function tokenFor(viewer: Viewer) {
  const token = viewer.id.toString(16).padStart(40, '0');
  viewers.set(token, viewer);
  return token;
}

const viewerOf = (id: number, extra: Partial<Viewer> = {}): Viewer => ({
  id,
  role: 'candidate',
  emailVerified: true,
  companyId: null,
  teamRole: null,
  maySpend: false,
  tokenId: id,
  ...extra,
});

beforeAll(async () => {
  ({ db } = await createTestApp());
  realtime = createRealtimeService({
    broker: createInProcessBroker(),
    log: Fastify().log,
    userInfoOf: async (id) => userInfo(id),
    resolveToken: async (token) => viewers.get(token) ?? null,
    heartbeatMs: HEARTBEAT_MS,
    revalidateMs: HEARTBEAT_MS,
  });
  hub = Fastify();
  await hub.register(realtimeRoutes, {
    realtime,
    messaging: { participantIds: async () => [] },
    resolveToken: async (token) => viewers.get(token) ?? null,
  });
  baseUrl = await hub.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await hub.close();
});

describe('realtime hub', () => {
  it('drops sockets that stop answering pings and keeps those that answer', async () => {
    const token = tokenFor(viewerOf(900_001));
    const healthy = await TestSocket.ready(baseUrl, token);
    const dead = await TestSocket.open(baseUrl, token, { autoPong: false });
    await dead.next('user_info');
    expect(realtime.stats().sockets).toBe(2);

    const { code } = await dead.closed;
    expect(code).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    expect(realtime.stats()).toEqual({ sockets: 1, topics: 1 });
    await healthy.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(realtime.stats()).toEqual({ sockets: 0, topics: 0 });
  });

  it('closes with 4401 a socket whose token stops working (signed out or expired)', async () => {
    const token = tokenFor(viewerOf(900_002));
    const socket = await TestSocket.ready(baseUrl, token);
    viewers.delete(token);
    expect((await socket.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
  });

  it('sends company events to every member of the company', async () => {
    const owner = await TestSocket.ready(
      baseUrl,
      tokenFor(viewerOf(900_003, { role: 'employer', companyId: 77 })),
    );
    const member = await TestSocket.ready(
      baseUrl,
      tokenFor(viewerOf(900_004, { role: 'employer', companyId: 77 })),
    );
    const agent = await TestSocket.ready(baseUrl, tokenFor(viewerOf(900_005)));
    await realtime.applicationChanged({
      candidateId: 900_005,
      companyId: 77,
      application: { id: 5, status: 'pending', job: { id: 9, title: 'Drive-by in Reno' } },
    });
    for (const socket of [owner, member, agent]) {
      expect(await socket.next('application')).toEqual({
        type: 'application',
        application: { id: 5, status: 'pending', job: { id: 9, title: 'Drive-by in Reno' } },
      });
    }
    await Promise.all([owner.close(), member.close(), agent.close()]);
  });

  it('posts a candidate invite in the conversation about the job, and the socket gets the message', async () => {
    const { app } = await createTestApp();
    const employer = await signedIn(app, db, 'employer');
    const candidate = await signedIn(app, db, 'candidate');
    const posted = await employer.client.post('/api/jobs/', {
      title: 'Notary signing in Omaha',
      description: 'Refinance signing at the borrower home, two sets of documents, evening slot.',
      category: 'Residential',
      job_type: 4,
      tags: [],
      experience: 'Fresh',
      salary_min: 100,
      salary_max: 150,
      salary_unit: 'job',
      city: 'Omaha',
      state: 'NE',
      zip: '68102',
    });
    const job = posted.json<{ id: number; title: string }>();
    const applied = await candidate.client.post('/api/apply/', {
      job_id: job.id,
      message: 'I can do evenings.',
      action: 'create',
      use_session: false,
    });
    expect(applied.statusCode).toBe(201);
    const messaging = createMessagingService({
      db,
      jobs: readingJobsService(db),
      events: conversationNewsTo(realtime),
      takeContact: () => Promise.reject(new Error('an applicant is contacted for free')),
    });
    const socket = await TestSocket.ready(baseUrl, tokenFor(viewerOf(candidate.id)));

    const from = viewerOf(employer.id, { role: 'employer', companyId: employer.companyId });
    const sent = await messaging.sendInvite(from, {
      candidateId: candidate.id,
      job: { id: job.id, title: job.title },
      message: 'We would love to have you on this one.',
      jobUrl: `http://fieldhire.localhost/jobs/${job.id}`,
    });
    expect(sent.conversation.job).toEqual({ id: job.id, title: job.title });
    expect(sent.message.content).toBe(
      `We would love to have you on this one.\n\nJob: Notary signing in Omaha http://fieldhire.localhost/jobs/${job.id}`,
    );
    const message = ServerEvent.parse(await socket.next('message'));
    expect(message).toMatchObject({ type: 'message', message: { id: sent.message.id } });
    await socket.close();
    await app.close();
  });

  it('checks user info with the token and sends it only when something changed unannounced', async () => {
    let fetches = 0;
    let companyName = 'Acme Inspections';
    const checking = createRealtimeService({
      broker: createInProcessBroker(),
      log: Fastify().log,
      userInfoOf: async (id) => {
        fetches += 1;
        return {
          ...userInfo(id),
          role: 'employer',
          company: {
            id: 78,
            name: companyName,
            avatar: null,
            role: 'owner',
            may_approve_spending: true,
          },
        };
      },
      resolveToken: async (token) => viewers.get(token) ?? null,
      // A pong has a second to come back, so a busy machine never drops this socket; its token
      // is still checked on every visit, once a second.
      heartbeatMs: 1_000,
      revalidateMs: HEARTBEAT_MS,
    });
    const server = Fastify();
    await server.register(realtimeRoutes, {
      realtime: checking,
      messaging: { participantIds: async () => [] },
      resolveToken: async (token) => viewers.get(token) ?? null,
    });
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    const token = tokenFor(viewerOf(900_010, { role: 'employer', companyId: 78 }));
    const socket = await TestSocket.ready(url, token);

    await waitUntil(() => fetches > 1);
    expect(socket.events.filter((e) => e.type === 'user_info')).toHaveLength(1);

    companyName = 'Acme Field Services';
    const renamed = await socket.next(
      'user_info',
      (e) => e.user_info.company?.name === companyName,
    );
    expect(renamed.user_info.company).toMatchObject({ id: 78, name: companyName });
    await socket.close();
    await server.close();
  });

  it('publishes a new message to both sides and the recipient’s unread count in one batch', async () => {
    const { app } = await createTestApp();
    const employer = await signedIn(app, db, 'employer');
    const candidate = await signedIn(app, db, 'candidate');
    const batches: BrokerMessage[][] = [];
    const inProcess = createInProcessBroker();
    const recording = createRealtimeService({
      broker: {
        ...inProcess,
        publishBatch: (messages) => {
          batches.push([...messages]);
          return inProcess.publishBatch(messages);
        },
      },
      log: Fastify().log,
      userInfoOf: async (id) => userInfo(id),
      resolveToken: async () => null,
    });
    const messaging = createMessagingService({
      db,
      events: conversationNewsTo(recording),
      takeContact: () => Promise.reject(new Error('an agent writes to a company for free')),
    });
    const from = viewerOf(candidate.id);
    const { conversation } = await messaging.start(from, { user_id: employer.id });
    const message = await messaging.post(from, conversation.id, 'Available on Tuesday.');

    expect(message).toMatchObject({ sender: { id: candidate.id }, read: false });
    await waitUntil(() => batches.length > 0);
    const event = JSON.stringify({ type: 'message', message });
    expect(batches).toEqual([
      [
        { topic: `user:${Math.min(candidate.id, employer.id)}`, payload: event },
        { topic: `user:${Math.max(candidate.id, employer.id)}`, payload: event },
        { topic: `user:${employer.id}`, payload: '{"type":"unread_stale"}' },
      ],
    ]);
    await expect(
      messaging.post(viewerOf(900_009), conversation.id, 'Hello?'),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(batches).toHaveLength(1);
    await recording.close();
    await app.close();
  });

  it('asks every socket to reconnect when the server shuts down', async () => {
    const other = createRealtimeService({
      broker: createInProcessBroker(),
      log: Fastify().log,
      userInfoOf: async (id) => userInfo(id),
      resolveToken: async (token) => viewers.get(token) ?? null,
    });
    const server = Fastify();
    await server.register(realtimeRoutes, {
      realtime: other,
      messaging: { participantIds: async () => [] },
      resolveToken: async (token) => viewers.get(token) ?? null,
    });
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    const socket = await TestSocket.ready(url, tokenFor(viewerOf(900_006)));
    await server.close();
    expect((await socket.closed).code).toBe(WS_CLOSE_GOING_AWAY);
  });

  it('asks every socket to reconnect when events may have been missed, and keeps serving', async () => {
    const inProcess = createInProcessBroker();
    let reportMissed = () => {};
    const linked = createRealtimeService({
      broker: { ...inProcess, onEventsMissed: (listener) => (reportMissed = listener) },
      log: Fastify({ logger: false }).log,
      userInfoOf: async (id) => userInfo(id),
      resolveToken: async (token) => viewers.get(token) ?? null,
    });
    const server = Fastify();
    await server.register(realtimeRoutes, {
      realtime: linked,
      messaging: { participantIds: async () => [] },
      resolveToken: async (token) => viewers.get(token) ?? null,
    });
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    const token = tokenFor(viewerOf(900_010));
    const before = await TestSocket.ready(url, token);
    reportMissed();
    expect(await before.closed).toMatchObject({ code: WS_CLOSE_GOING_AWAY });

    const after = await TestSocket.ready(url, token);
    await linked.toUsers([900_010], { type: 'pong' });
    await after.next('pong');
    expect(linked.stats().sockets).toBe(1);
    await after.close();
    await server.close();
  });

  it('reads only the unread count again when that is all that changed', async () => {
    let fullFetches = 0;
    let unread = 0;
    const counting = createRealtimeService({
      broker: createInProcessBroker(),
      log: Fastify().log,
      userInfoOf: async (id) => {
        fullFetches += 1;
        return { ...userInfo(id), first_name: `Fetch ${fullFetches}` };
      },
      unreadCountsOf: async (ids) =>
        new Map(ids.map((id) => [id, { unread_messages: unread, unread_notifications: 1 }])),
      resolveToken: async (token) => viewers.get(token) ?? null,
    });
    const server = Fastify();
    await server.register(realtimeRoutes, {
      realtime: counting,
      messaging: { participantIds: async () => [] },
      resolveToken: async (token) => viewers.get(token) ?? null,
    });
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    const socket = await TestSocket.ready(url, tokenFor(viewerOf(900_007)));
    expect(fullFetches).toBe(1);

    unread = 4;
    await counting.toUsers([], { type: 'pong' }, { unreadChangedFor: [900_007] });
    const counted = await socket.next('user_info', (e) => e.user_info.unread_messages === 4);
    expect(counted.user_info.first_name).toBe('Fetch 1');
    expect(counted.user_info.unread_notifications).toBe(1);
    expect(fullFetches).toBe(1);

    await counting.userInfoChanged([900_007]);
    await socket.next('user_info', (e) => e.user_info.first_name === 'Fetch 2');
    await socket.close();
    await server.close();
  });
});
