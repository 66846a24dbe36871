import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

/** Holds the event loop, as a long synchronous task or a GC pause would. */
function blockLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until an answer is not shed (the app's own start-up holds the loop too). */
async function servedAnswer(app: Awaited<ReturnType<typeof createTestApp>>['app'], url: string) {
  let answer = await app.inject(url);
  for (let i = 0; i < 50 && answer.statusCode === 503; i += 1) {
    await sleep(100);
    answer = await app.inject(url);
  }
  return answer;
}

describe('load shedding', async () => {
  const { app } = await createTestApp({
    SHED_EVENT_LOOP_DELAY_MS: '100',
    SHED_MAX_IN_FLIGHT: '1000',
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After in the error shape while the event loop runs late, then serves again', async () => {
    expect((await servedAnswer(app, '/api/dyn/jobtype/')).statusCode).toBe(200);
    blockLoop(1200);
    await sleep(20);
    const shed = await app.inject('/api/jobs/');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toEqual({
      detail: 'The server is busy. Please try again in a moment.',
      code: 'overloaded',
    });
    // Health and readiness answer as they do without load.
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect([200, 503]).toContain((await app.inject('/readyz')).statusCode);
    expect((await app.inject('/readyz')).json()).not.toHaveProperty('code');
    expect((await servedAnswer(app, '/api/jobs/')).statusCode).toBe(200);
  });

  it('sheds requests past the in-flight limit', async () => {
    const { app: narrow } = await createTestApp({
      SHED_EVENT_LOOP_DELAY_MS: '60000',
      SHED_MAX_IN_FLIGHT: '2',
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => narrow.inject('/api/dyn/jobtype/')),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(2);
      expect(codes.filter((code) => code === 503).length).toBeGreaterThan(0);
      // Once answered, they no longer count.
      expect((await narrow.inject('/api/dyn/jobtype/')).statusCode).toBe(200);
    } finally {
      await narrow.close();
    }
  });

  it('is off in tests unless asked for', async () => {
    const { app: plain } = await createTestApp();
    try {
      blockLoop(1200);
      await sleep(20);
      expect((await plain.inject('/healthz')).statusCode).toBe(200);
      expect((await plain.inject('/api/dyn/jobtype/')).statusCode).not.toBe(503);
    } finally {
      await plain.close();
    }
  });
});
