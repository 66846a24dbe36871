import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@fieldhire/contract/messaging';
import { TestSocket } from '../src/modules/realtime/testing/test-socket';
import type { Metrics } from '../src/platform/metrics';
import { signedIn } from './accounts-fixture';
import { ApiClient } from './api-client';
import { freePort, redisServer } from './redis-server';
import { createTestApp, testDatabase } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];
type Person = Awaited<ReturnType<typeof signedIn>>;

const prefix = `outage-test-${process.pid}:`;
let redis: ReturnType<typeof redisServer>;
let app: App;
let baseUrl: string;
let employer: Person;
let candidate: Person;
let conversationId: number;

beforeAll(async () => {
  redis = redisServer(await freePort());
  // The app starts while its Redis is not running.
  ({ app } = await createTestApp({
    RATE_LIMITS: 'true',
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
  }));
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const { db } = await testDatabase();
  [employer, candidate] = [
    await signedIn(app, db, 'employer'),
    await signedIn(app, db, 'candidate'),
  ];
  const opened = await candidate.client.post('/api/conversations/', { user_id: employer.id });
  conversationId = opened.json<Conversation>().id;
});

afterAll(async () => {
  await app.close();
  await redis.stop();
});

async function readiness() {
  const response = await app.inject('/readyz');
  return { code: response.statusCode, body: response.json<Record<string, string>>() };
}

/** Polls readiness until `done` accepts it (search loading, Redis reconnecting). */
async function readinessUntil(done: (state: Awaited<ReturnType<typeof readiness>>) => boolean) {
  let state = await readiness();
  for (let i = 0; i < 100 && !done(state); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await readiness();
  }
  return state;
}

/** A failed login from `ip`, as a browser there would send it. */
async function failedLogin(ip: string, username = 'nobody_at_all') {
  const client = new ApiClient(app);
  await client.refreshCsrf();
  return app.inject({
    method: 'POST',
    url: '/api/login/',
    remoteAddress: ip,
    cookies: { csrftoken: client.csrfToken! },
    headers: { 'x-csrftoken': client.csrfToken! },
    payload: { username, password: 'not-the-password' },
  });
}

/**
 * Records the commands every Redis connection in this process sends (the app's and this test's)
 * until `stop`: a request that waited on Redis would have sent it one.
 */
function watchRedisCommands() {
  const spy = vi.spyOn(Redis.prototype, 'sendCommand');
  const sent: string[] = [];
  return {
    sent,
    stop() {
      sent.push(...spy.mock.calls.map(([command]) => command.name));
      spy.mockRestore();
    },
  };
}

/**
 * Waits until the app has heard that its Redis stopped, which it does when the connection closes:
 * from then on a readiness check sends Redis nothing. Answers that readiness.
 */
async function readinessOnceOutageHeard() {
  for (let i = 0; i < 100; i += 1) {
    const commands = watchRedisCommands();
    const state = await readiness();
    commands.stop();
    if (commands.sent.length === 0) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the app did not hear that Redis stopped');
}

async function count(client: Redis, key: string) {
  return Number(await client.get(prefix + key));
}

/** A Redis connection listening on the candidate's event channel, as another process would. */
async function otherProcess() {
  const listener = new Redis(redis.url);
  const heard: string[] = [];
  listener.on('message', (_channel: string, payload: string) => heard.push(payload));
  await listener.subscribe(`${prefix}rt:user:${candidate.id}`);
  return { listener, heard };
}

const postMessage = (content: string) =>
  employer.client.post(`/api/messages/?conversation_id=${conversationId}`, { content });

async function eventually(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

// Fastify instances are thenables, so awaiting buildApp's result drops `metrics` from its type.
const registry = () => (app as App & { metrics: Metrics }).metrics.registry;

/** Requests this app answered with a 5xx, from its latency histogram (readiness's 503 aside). */
async function serverErrors() {
  const metric = await registry().getSingleMetric('fieldhire_http_request_duration_seconds')?.get();
  const values = (metric?.values ?? []) as Array<{
    metricName?: string;
    labels: Record<string, unknown>;
    value: number;
  }>;
  return values.filter(
    (value) =>
      value.metricName?.endsWith('_count') &&
      String(value.labels.status).startsWith('5') &&
      value.labels.route !== '/readyz' &&
      value.value > 0,
  );
}

async function fallbacks(use: string) {
  const metric = await registry().getSingleMetric('fieldhire_redis_fallbacks_total')?.get();
  return metric?.values.find((value) => value.labels.use === use)?.value ?? 0;
}

describe('Redis outages', () => {
  it('starts without Redis: readiness answers 503 naming redis, and sign-ups and logins work', async () => {
    const state = await readinessUntil((now) => now.body.search === undefined);
    expect(state.code).toBe(503);
    expect(state.body).toMatchObject({ status: 'unavailable', redis: 'unreachable' });
    expect(state.body.database).not.toBe('unreachable');
    expect(candidate.client.token).toBeTruthy();
  });

  it('once Redis runs, readiness is 200 and limits and events go through Redis', async () => {
    await redis.start();
    const state = await readinessUntil((now) => now.code === 200);
    expect(state).toMatchObject({ code: 200, body: { status: 'ok', redis: 'ok' } });

    const client = new Redis(redis.url);
    try {
      // The app's own connections are watched: a failed login counts its attempt in Redis.
      const commands = watchRedisCommands();
      try {
        expect((await failedLogin('10.0.0.1')).statusCode).toBe(400);
      } finally {
        commands.stop();
      }
      expect(commands.sent.length).toBeGreaterThan(0);
      expect(await count(client, 'rl:POST /api/login/:10.0.0.1')).toBe(1);
      expect(await count(client, 'login:typed:nobody_at_all')).toBe(1);
      const { listener, heard } = await otherProcess();
      expect((await postMessage('through Redis')).statusCode).toBe(201);
      expect(
        await eventually(() => heard.some((payload) => payload.includes('through Redis'))),
      ).toBe(true);
      listener.disconnect();
    } finally {
      client.disconnect();
    }
  });

  it('with Redis stopped: readiness 503, writes answer at once, limits per process, events in process', async () => {
    const socket = await TestSocket.ready(baseUrl, candidate.client.token!);
    await redis.stop();
    expect(await readinessOnceOutageHeard()).toMatchObject({
      code: 503,
      body: { status: 'unavailable', redis: 'unreachable' },
    });

    // Nothing waits on the stopped Redis: no request sends it a command, so each answers at once.
    const commands = watchRedisCommands();

    const calls: Array<[string, () => Promise<{ statusCode: number }>, number]> = [
      ['wrong password', () => failedLogin('10.0.0.2', candidate.user.username), 400],
      [
        'login',
        () =>
          new ApiClient(app).post('/api/login/', {
            username: candidate.user.email,
            password: candidate.user.password,
          }),
        200,
      ],
      [
        'contact',
        () =>
          new ApiClient(app).post('/api/contact/', {
            name: 'Pat Lee',
            email: 'pat@example.test',
            subject: 'Coverage',
            message: 'Do you cover Vermont?',
          }),
        200,
      ],
      ['message', () => postMessage('while Redis is down'), 201],
      [
        'team invite',
        () =>
          employer.client.post('/api/teaminvite/', {
            invites: [{ email: `new-${process.pid}@example.test`, role: 'member' }],
          }),
        200,
      ],
      [
        'password reset',
        () => new ApiClient(app).post('/api/password-reset/', { email: candidate.user.email }),
        200,
      ],
    ];
    try {
      for (const [name, call, expected] of calls) {
        expect((await call()).statusCode, name).toBe(expected);
      }
    } finally {
      commands.stop();
    }
    expect(commands.sent).toEqual([]);
    // The message still reaches the recipient's socket on this process.
    const event = await socket.next(
      'message',
      (sent) => sent.message.content === 'while Redis is down',
      2000,
    );
    expect(event.message.content).toBe('while Redis is down');

    // Login limits count per process: 20 a minute per address.
    const limited: number[] = [];
    for (let i = 0; i < 21; i += 1)
      limited.push((await failedLogin('10.0.0.3', `someone_${i}`)).statusCode);
    expect(limited.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(limited[20]).toBe(429);

    expect(await fallbacks('rate_limits')).toBeGreaterThan(0);
    expect(await fallbacks('login_attempts')).toBeGreaterThan(0);
    expect(await fallbacks('events')).toBeGreaterThan(0);
    expect(await serverErrors()).toEqual([]);

    // When Redis returns, this process's sockets may have missed events: they are asked to reconnect.
    await redis.start();
    expect((await socket.closed).code).toBe(1001);
  });

  it('after Redis restarts, readiness is 200 and limits and events are back in Redis', async () => {
    const state = await readinessUntil((now) => now.code === 200);
    expect(state).toMatchObject({ code: 200, body: { status: 'ok', redis: 'ok' } });

    const client = new Redis(redis.url);
    try {
      // 10.0.0.3 used up its per-process allowance during the outage; Redis counts afresh.
      expect((await failedLogin('10.0.0.3', 'someone_else')).statusCode).toBe(400);
      expect(await count(client, 'rl:POST /api/login/:10.0.0.3')).toBe(1);
      const { listener, heard } = await otherProcess();
      expect((await postMessage('across processes again')).statusCode).toBe(201);
      expect(
        await eventually(() => heard.some((payload) => payload.includes('across processes again'))),
      ).toBe(true);
      listener.disconnect();
    } finally {
      client.disconnect();
    }
    expect(await serverErrors()).toEqual([]);
  });
});
