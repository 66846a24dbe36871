import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Conversation, Message } from '@fieldhire/contract/messaging';
import { WS_CLOSE_GOING_AWAY } from '@fieldhire/contract/realtime';
import { signedIn } from '../../../test/accounts-fixture';
import { dropSubscriberLink } from '../../../test/redis-link';
import { call, startServer, stopServer, type ServerProcess } from '../../../test/server-process';
import { createTestApp } from '../../../test/test-app';
import { TestSocket } from './testing/test-socket';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = inject('databaseUrl');

describe.skipIf(!redisUrl || !databaseUrl)('two server processes through Redis', () => {
  const servers: ServerProcess[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const env = { DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl! };
    servers.push(...(await Promise.all([startServer({ env }), startServer({ env })])));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    for (const server of servers) await stopServer(server);
  });

  it('delivers a message posted on one process to sockets on the other', async () => {
    const { app, db } = await createTestApp();
    const [employer, candidate] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    await app.close();
    const [one, two] = servers as [ServerProcess, ServerProcess];

    const onTwo = await TestSocket.ready(two.url, candidate.client.token!);
    const senderOnOne = await TestSocket.ready(one.url, employer.client.token!);
    sockets.push(onTwo, senderOnOne);

    const opened = await call<Conversation>(
      one,
      candidate.client.token!,
      'POST',
      '/api/conversations/',
      {
        user_id: employer.id,
      },
    );
    expect(opened.status).toBe(201);
    const posted = await call<Message>(
      one,
      employer.client.token!,
      'POST',
      `/api/messages/?conversation_id=${opened.body.id}`,
      { content: 'Hello from process one', conversation: opened.body.id },
    );
    expect(posted.status).toBe(201);

    const arrived = await onTwo.next('message', (e) => e.message.id === posted.body.id);
    expect(arrived.message).toMatchObject({
      content: 'Hello from process one',
      sender: { id: employer.id },
    });
    await onTwo.next('user_info', (e) => e.user_info.unread_messages === 1);
    await senderOnOne.next('message', (e) => e.message.id === posted.body.id);

    const page = await call<Message[]>(
      two,
      candidate.client.token!,
      'GET',
      `/api/messages/?conversation_id=${opened.body.id}`,
    );
    expect(page.body.map((m) => m.id)).toEqual([posted.body.id]);
    const receipt = await senderOnOne.next('read', (e) => e.reader === candidate.id);
    expect(receipt.last_read_message_id).toBe(posted.body.id);

    onTwo.send({ type: 'typing', conversation: opened.body.id });
    expect((await senderOnOne.next('typing')).user.id).toBe(candidate.id);
  });

  it('asks sockets to reconnect when a process gets its Redis link back, then delivers again', async () => {
    const { app, db } = await createTestApp();
    const [employer, candidate] = await Promise.all([
      signedIn(app, db, 'employer'),
      signedIn(app, db, 'candidate'),
    ]);
    await app.close();
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const onOne = await TestSocket.ready(one.url, candidate.client.token!);
    sockets.push(onOne);

    const redis = new Redis(redisUrl!);
    try {
      await dropSubscriberLink(redis, `fieldhire-${one.child.pid}`);
    } finally {
      redis.disconnect();
    }
    expect((await onOne.closed).code).toBe(WS_CLOSE_GOING_AWAY);

    const reconnected = await TestSocket.ready(one.url, candidate.client.token!);
    sockets.push(reconnected);
    const opened = await call<Conversation>(
      two,
      candidate.client.token!,
      'POST',
      '/api/conversations/',
      {
        user_id: employer.id,
      },
    );
    const posted = await call<Message>(
      two,
      employer.client.token!,
      'POST',
      `/api/messages/?conversation_id=${opened.body.id}`,
      { content: 'Still reaching you', conversation: opened.body.id },
    );
    expect(posted.status).toBe(201);
    const arrived = await reconnected.next('message', (e) => e.message.id === posted.body.id);
    expect(arrived.message.content).toBe('Still reaching you');
  });

  it('asks sockets to reconnect when a process shuts down', async () => {
    const { app, db } = await createTestApp();
    const person = await signedIn(app, db, 'candidate');
    await app.close();
    const two = servers[1]!;
    const socket = await TestSocket.ready(two.url, person.client.token!);
    two.child.kill('SIGTERM');
    expect((await socket.closed).code).toBe(WS_CLOSE_GOING_AWAY);
    expect(await two.exited).toBe(0);
  });
});
