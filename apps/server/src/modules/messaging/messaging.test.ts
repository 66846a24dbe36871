import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Conversation, Message } from '@fieldhire/contract/messaging';
import { BILLING_MESSAGES } from '@fieldhire/contract/billing';
import { MESSAGE_MAX_LENGTH, MESSAGING_TEXT } from '@fieldhire/contract/realtime';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';
import { openSockets, quietFor } from '../realtime/testing/test-socket';
import { jobInput } from '../../../test/job-input';
import { applyTo, buyContacts, contactsUsed, postJob } from '../../../test/marketplace-fixture';

type Person = Awaited<ReturnType<typeof signedIn>>;

let app: FastifyInstance;
let db: Database;
let employer: Person;
let candidate: Person;
let outsider: Person;
let jobId: number;

async function open(from: Person, body: Record<string, unknown>) {
  const response = await from.client.post('/api/conversations/', body);
  return { response, conversation: response.json<Conversation>() };
}

async function send(from: Person, conversation: number, content: string) {
  const response = await from.client.post(`/api/messages/?conversation_id=${conversation}`, {
    content,
    conversation,
  });
  expect(response.statusCode).toBe(201);
  return Message.parse(response.json());
}

async function page(who: Person, conversation: number, extra = '') {
  const response = await who.client.get(`/api/messages/?conversation_id=${conversation}${extra}`);
  expect(response.statusCode).toBe(200);
  return response.json<Message[]>();
}

async function unreadMessages(who: Person) {
  return (await who.client.get('/api/user-info')).json<{ unread_messages: number }>()
    .unread_messages;
}

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  [employer, candidate, outsider] = await Promise.all([
    signedIn(app, db, 'employer'),
    signedIn(app, db, 'candidate'),
    signedIn(app, db, 'candidate'),
  ]);
  const posted = await employer.client.post('/api/jobs/', jobInput('Roof photos in Tulsa'));
  expect(posted.statusCode).toBe(201);
  jobId = posted.json<{ id: number }>().id;
});

describe('starting a conversation', () => {
  it('refuses guests on every messaging call', async () => {
    const guest = new ApiClient(app);
    expect((await guest.get('/api/conversations/')).statusCode).toBe(401);
    expect((await guest.post('/api/conversations/', { user_id: employer.id })).statusCode).toBe(
      401,
    );
    expect((await guest.get('/api/conversations/1/')).statusCode).toBe(401);
    expect((await guest.post('/api/conversations/1/read/')).statusCode).toBe(401);
    expect((await guest.get('/api/messages/?conversation_id=1')).statusCode).toBe(401);
    expect(
      (await guest.post('/api/messages/?conversation_id=1', { content: 'hi' })).statusCode,
    ).toBe(401);
  });

  it('creates a conversation once and reuses it from either side', async () => {
    const first = await open(candidate, { user_id: employer.id, job_id: jobId });
    expect(first.response.statusCode).toBe(201);
    const conversation = Conversation.parse(first.conversation);
    expect(conversation.job).toEqual({ id: jobId, title: 'Roof photos in Tulsa' });
    expect(conversation.participants.map((p) => p.id).sort()).toEqual(
      [candidate.id, employer.id].sort(),
    );
    const employerSide = conversation.participants.find((p) => p.id === employer.id)!;
    expect(employerSide).toMatchObject({
      name: 'Test User',
      username: employer.user.username,
      role: 'employer',
      company: employer.user.company_name,
    });
    expect(conversation).toMatchObject({ last_message: null, unread_count: 0 });

    const again = await open(candidate, { user_id: employer.id });
    expect(again.response.statusCode).toBe(200);
    expect(again.conversation.id).toBe(conversation.id);
    const reverse = await open(employer, { user_id: candidate.id });
    expect(reverse.response.statusCode).toBe(200);
    expect(reverse.conversation.id).toBe(conversation.id);
  });

  it('opens the conversation with whoever posted the job when only job_id is given', async () => {
    const agent = await signedIn(app, db, 'candidate');
    const { response, conversation } = await open(agent, { job_id: jobId });
    expect(response.statusCode).toBe(201);
    expect(conversation.participants.map((p) => p.id)).toContain(employer.id);
    expect(conversation.job?.id).toBe(jobId);
  });

  it('opens one conversation when both sides start it at the same moment', async () => {
    const [a, b] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    await applyTo(b, await postJob(a));
    const results = await Promise.all([
      open(a, { user_id: b.id }),
      open(b, { user_id: a.id }),
      open(a, { user_id: b.id }),
    ]);
    expect(new Set(results.map((r) => r.conversation.id)).size).toBe(1);
    expect(results.filter((r) => r.response.statusCode === 201)).toHaveLength(1);
  });

  it('refuses yourself, unknown users, agent-to-agent, unrelated jobs and unverified senders', async () => {
    const self = await open(candidate, { user_id: candidate.id });
    expect(self.response.statusCode).toBe(400);
    expect(self.response.json().detail).toBe('You cannot message yourself.');
    expect((await open(candidate, { user_id: 99_999_999 })).response.statusCode).toBe(404);
    const agents = await open(candidate, { user_id: outsider.id });
    expect(agents.response.statusCode).toBe(403);
    expect(agents.response.json()).toMatchObject({ code: 'permission_denied' });
    expect((await open(candidate, { job_id: 99_999_999 })).response.statusCode).toBe(404);
    expect((await open(candidate, {})).response.statusCode).toBe(400);
    const otherEmployer = await signedIn(app, db, 'employer');
    const unrelated = await open(candidate, { user_id: otherEmployer.id, job_id: jobId });
    expect(unrelated.response.statusCode).toBe(400);
    const unverified = await signedIn(app, db, 'candidate', false);
    expect((await open(unverified, { user_id: employer.id })).response.statusCode).toBe(403);
  });
});

describe('messages', () => {
  let conversationId: number;

  beforeAll(async () => {
    const pair = await Promise.all([signedIn(app, db, 'employer'), signedIn(app, db, 'candidate')]);
    [employer, candidate] = pair;
    conversationId = (await open(candidate, { user_id: employer.id })).conversation.id;
  });

  it('answers 404 to everyone outside the conversation', async () => {
    expect((await outsider.client.get(`/api/conversations/${conversationId}/`)).statusCode).toBe(
      404,
    );
    expect(
      (await outsider.client.get(`/api/messages/?conversation_id=${conversationId}`)).statusCode,
    ).toBe(404);
    const post = await outsider.client.post(`/api/messages/?conversation_id=${conversationId}`, {
      content: 'Let me in',
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Conversation not found.', code: 'not_found' });
    expect(
      (await outsider.client.post(`/api/conversations/${conversationId}/read/`)).statusCode,
    ).toBe(404);
    expect((await outsider.client.get('/api/messages/?conversation_id=99999999')).statusCode).toBe(
      404,
    );
    const list = (await outsider.client.get('/api/conversations/')).json<Conversation[]>();
    expect(list.map((c) => c.id)).not.toContain(conversationId);
  });

  it('stores a message and returns it with its sender, as plain text', async () => {
    const content = '<b>Hello</b> <script>alert(1)</script> — can you start Monday?';
    const message = await send(employer, conversationId, content);
    expect(message).toMatchObject({
      conversation: conversationId,
      sender: { id: employer.id, name: 'Test User', avatar: null },
      content,
      read: false,
    });
    const [stored] = await page(employer, conversationId);
    expect(stored).toEqual(message);
  });

  it('checks the content length and the conversation named', async () => {
    const url = `/api/messages/?conversation_id=${conversationId}`;
    const empty = await candidate.client.post(url, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.content).toBeDefined();
    const long = await candidate.client.post(url, { content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    const longest = await candidate.client.post(url, { content: 'y'.repeat(MESSAGE_MAX_LENGTH) });
    expect(longest.statusCode).toBe(201);
    const mismatch = await candidate.client.post(url, {
      content: 'hi',
      conversation: conversationId + 1,
    });
    expect(mismatch.statusCode).toBe(400);
    const nowhere = await candidate.client.post('/api/messages/', { content: 'hi' });
    expect(nowhere.statusCode).toBe(400);
    const bodyOnly = await candidate.client.post('/api/messages/', {
      content: 'Named in the body only',
      conversation: conversationId,
    });
    expect(bodyOnly.statusCode).toBe(201);
    expect((await candidate.client.get('/api/messages/?conversation_id=abc')).statusCode).toBe(400);
    expect(
      (await candidate.client.get(`/api/messages/?conversation_id=${conversationId}&limit=101`))
        .statusCode,
    ).toBe(400);
  });

  it('refuses unverified senders', async () => {
    const unverified = await signedIn(app, db, 'employer', false);
    const response = await unverified.client.post(
      `/api/messages/?conversation_id=${conversationId}`,
      { content: 'hi' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('resending a message with its client_id', () => {
  let sender: Person;
  let recipient: Person;
  let conversationId: number;
  let baseUrl: string;
  const sockets = openSockets();
  const url = () => `/api/messages/?conversation_id=${conversationId}`;

  beforeAll(async () => {
    [sender, recipient] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    conversationId = (await open(recipient, { user_id: sender.id })).conversation.id;
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(() => sockets.closeAll());

  it('stores one message when the same client_id is posted twice at once', async () => {
    const clientId = randomUUID();
    const post = () =>
      sender.client.post(url(), { content: 'On my way to the site.', client_id: clientId });
    const answers = await Promise.all([post(), post(), post()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((answer) => Message.parse(answer.json()).id));
    expect(ids.size).toBe(1);
    const stored = (await page(recipient, conversationId)).filter(
      (message) => message.content === 'On my way to the site.',
    );
    expect(stored).toHaveLength(1);
  });

  it('answers a replay with 200 and the stored message, and tells no one again', async () => {
    const socket = await sockets.ready(baseUrl, recipient.client.token!);
    const clientId = randomUUID();
    const first = await sender.client.post(url(), {
      content: 'Photos uploaded.',
      client_id: clientId,
    });
    expect(first.statusCode).toBe(201);
    const message = Message.parse(first.json());
    await socket.next('message', (event) => event.message.id === message.id);

    const replay = await sender.client.post(url(), {
      content: 'Photos uploaded.',
      client_id: clientId,
    });
    expect(replay.statusCode).toBe(200);
    expect(Message.parse(replay.json())).toEqual(message);
    await quietFor(300);
    const told = socket.events.filter(
      (event) => event.type === 'message' && event.message.id === message.id,
    );
    expect(told).toHaveLength(1);
    expect((await page(recipient, conversationId)).filter((m) => m.id === message.id)).toHaveLength(
      1,
    );
  });

  it('lets another sender use the same client_id, and stores messages without one each time', async () => {
    const clientId = randomUUID();
    const mine = await sender.client.post(url(), { content: 'Same id, me.', client_id: clientId });
    const theirs = await recipient.client.post(url(), {
      content: 'Same id, them.',
      client_id: clientId,
    });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    const plain = await Promise.all([
      sender.client.post(url(), { content: 'No id.' }),
      sender.client.post(url(), { content: 'No id.' }),
    ]);
    expect(plain.map((answer) => answer.statusCode)).toEqual([201, 201]);
  });

  it('refuses a client_id that is no UUID, and outsiders whatever the client_id', async () => {
    const bad = await sender.client.post(url(), { content: 'hi', client_id: 'retry-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.client_id).toEqual(['client_id must be a UUID.']);
    const clientId = randomUUID();
    expect(
      (await sender.client.post(url(), { content: 'Mine.', client_id: clientId })).statusCode,
    ).toBe(201);
    const outside = await outsider.client.post(url(), { content: 'Mine.', client_id: clientId });
    expect(outside.statusCode).toBe(404);
  });
});

describe('pages of messages', () => {
  it('pages newest first with before and limit until an empty page', async () => {
    const [a, b] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    const id = (await open(b, { user_id: a.id })).conversation.id;
    const sent: Message[] = [];
    for (let i = 1; i <= 35; i += 1) sent.push(await send(i % 2 ? a : b, id, `message ${i}`));

    const first = await page(b, id);
    expect(first).toHaveLength(30);
    expect(first.map((m) => m.content)).toEqual(
      sent
        .slice(5)
        .reverse()
        .map((m) => m.content),
    );
    const oldest = first.at(-1)!.id;
    const second = await page(b, id, `&before=${oldest}`);
    expect(second.map((m) => m.content)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
    expect(await page(b, id, `&before=${second.at(-1)!.id}`)).toEqual([]);

    const small = await page(a, id, '&limit=2');
    expect(small.map((m) => m.content)).toEqual(['message 35', 'message 34']);
  });
});

describe('read state', () => {
  it('counts unread messages per conversation and for the user, and reading clears them', async () => {
    const [a, b] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    const id = (await open(b, { user_id: a.id, job_id: undefined })).conversation.id;
    await send(a, id, 'one');
    await send(a, id, 'two');
    const last = await send(a, id, 'three');

    expect(await unreadMessages(b)).toBe(3);
    expect(await unreadMessages(a)).toBe(0);
    const [listed] = (await b.client.get('/api/conversations/')).json<Conversation[]>();
    expect(listed).toMatchObject({
      id,
      unread_count: 3,
      last_message: { id: last.id, read: false },
    });

    const older = await page(b, id, `&before=${last.id}`);
    expect(older.map((m) => m.read)).toEqual([true, true]);
    expect(await unreadMessages(b)).toBe(1);

    const newest = await page(b, id);
    expect(newest.map((m) => m.read)).toEqual([true, true, true]);
    expect(await unreadMessages(b)).toBe(0);
    const senderView = await page(a, id);
    expect(senderView.every((m) => m.read)).toBe(true);
    const [after] = (await b.client.get('/api/conversations/')).json<Conversation[]>();
    expect(after).toMatchObject({ unread_count: 0, last_message: { read: true } });

    const reply = await send(b, id, 'thanks');
    expect(await unreadMessages(a)).toBe(1);
    const receipt = await a.client.post(`/api/conversations/${id}/read/`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toEqual({ conversation: id, last_read_message_id: reply.id });
    expect(await unreadMessages(a)).toBe(0);
    const again = await a.client.post(`/api/conversations/${id}/read/`);
    expect(again.json()).toEqual({ conversation: id, last_read_message_id: reply.id });
  });

  it('lists conversations by last activity, those without messages by when they were opened', async () => {
    const hub = await signedIn(app, db, 'employer');
    const [x, y, z, w] = await Promise.all([
      signedIn(app, db, 'candidate'),
      signedIn(app, db, 'candidate'),
      signedIn(app, db, 'candidate'),
      signedIn(app, db, 'candidate'),
    ]);
    const withX = (await open(x, { user_id: hub.id })).conversation.id;
    const withY = (await open(y, { user_id: hub.id })).conversation.id;
    const withZ = (await open(z, { user_id: hub.id })).conversation.id;
    await send(hub, withX, 'first');
    await send(hub, withY, 'second');
    await send(x, withX, 'latest');
    const withW = (await open(w, { user_id: hub.id })).conversation.id;

    const list = (await hub.client.get('/api/conversations/')).json<Conversation[]>();
    expect(list.map((c) => c.id)).toEqual([withW, withX, withY, withZ]);
    expect(list[1]).toMatchObject({
      unread_count: 1,
      last_message: { content: 'latest', sender: { id: x.id } },
    });
    expect(list[2]).toMatchObject({ unread_count: 0, last_message: { content: 'second' } });
    for (const empty of [list[0]!, list[3]!]) {
      expect(Conversation.parse(empty)).toMatchObject({ last_message: null, unread_count: 0 });
    }
    const agentSide = (await z.client.get('/api/conversations/')).json<Conversation[]>();
    expect(agentSide.map((c) => c.id)).toEqual([withZ]);
    const single = await hub.client.get(`/api/conversations/${withY}/`);
    expect(Conversation.parse(single.json()).id).toBe(withY);
  });
});

describe('what a company pays to write first', () => {
  it('costs nothing to write to someone who applied to one of the company’s jobs', async () => {
    const [company, agent] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    const job = await postJob(company);
    await applyTo(agent, job);
    const opened = await open(company, { user_id: agent.id, job_id: job });
    expect(opened.response.statusCode).toBe(201);
    expect(await contactsUsed(company)).toBe(0);
  });

  it('spends one candidate contact on a field agent who did not apply, once per agent', async () => {
    const [owner, agent] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    await buyContacts(db, owner.companyId!, 3);
    const opened = await open(owner, { user_id: agent.id });
    expect(opened.response.statusCode).toBe(201);
    expect(await contactsUsed(owner)).toBe(1);

    const again = await open(owner, { user_id: agent.id });
    expect(again.response.statusCode).toBe(200);
    expect(again.conversation.id).toBe(opened.conversation.id);
    await send(owner, opened.conversation.id, 'Are you free this week?');
    expect(await contactsUsed(owner)).toBe(1);
  });

  it('answers 402 with the billing message and opens nothing when no contact is left', async () => {
    const [company, agent] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    const refused = await open(company, { user_id: agent.id });
    expect(refused.response.statusCode).toBe(402);
    expect(refused.response.json()).toEqual({
      detail: BILLING_MESSAGES.noContactsLeft,
      code: 'payment_required',
    });
    expect((await company.client.get('/api/conversations/')).json()).toEqual([]);
    expect((await agent.client.get('/api/conversations/')).json()).toEqual([]);

    await buyContacts(db, company.companyId!, 1);
    const other = await signedIn(app, db, 'candidate');
    expect((await open(company, { user_id: other.id })).response.statusCode).toBe(201);
    const spent = await open(company, { user_id: agent.id });
    expect(spent.response.statusCode).toBe(402);
    expect((await agent.client.get('/api/conversations/')).json()).toEqual([]);
    expect(await contactsUsed(company)).toBe(1);
  });

  it('refuses an employer without a company writing first to a field agent, but not the agent writing to them', async () => {
    const [solo, agent] = await Promise.all([
      signedIn(app, db, 'employer', true, { company_name: undefined }),
      signedIn(app, db, 'candidate'),
    ]);
    const refused = await open(solo, { user_id: agent.id });
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json().detail).toBe(MESSAGING_TEXT.companyFirst);
    expect((await agent.client.get('/api/conversations/')).json()).toEqual([]);
    expect((await open(agent, { user_id: solo.id })).response.statusCode).toBe(201);
    expect((await open(solo, { user_id: agent.id })).response.statusCode).toBe(200);
  });

  it('never charges for a conversation that exists, nor when the field agent writes first', async () => {
    const [company, agent] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    const started = await open(agent, { user_id: company.id });
    expect(started.response.statusCode).toBe(201);
    const reused = await open(company, { user_id: agent.id });
    expect(reused.response.statusCode).toBe(200);
    expect(reused.conversation.id).toBe(started.conversation.id);
    expect(await contactsUsed(company)).toBe(0);
  });
});
