import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Conversation, Message } from '@fieldhire/contract/messaging';
import { WS_CLOSE_GOING_AWAY } from '@fieldhire/contract/realtime';
import { signedIn } from '../../../test/accounts-fixture';
import { dropSubscriberLink } from '../../../test/redis-link';
import { createTestApp } from '../../../test/test-app';
import { TestSocket } from './testing/test-socket';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = inject('databaseUrl');
const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl!,
      REDIS_URL: redisUrl!,
      SEED: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${url} exited early`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, exited };
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${url} did not become ready`);
}

/** A JSON call the way the web client makes it: token header, CSRF cookie and header. */
async function call<T>(
  server: ServerProcess,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const csrf = await fetch(`${server.url}/api/refresh-csrf/`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Token ${token}`,
      'content-type': 'application/json',
      'x-csrftoken': csrfToken,
      cookie: `csrftoken=${csrfToken}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe.skipIf(!redisUrl || !databaseUrl)('two server processes through Redis', () => {
  const servers: ServerProcess[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    servers.push(...(await Promise.all([startServer(), startServer()])));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    }
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
