import { describe, expect, it } from 'vitest';
import type { Broker } from './broker/broker';
import { createInProcessBroker } from './broker/in-process-broker';
import { createStaleViews } from './stale-views';
import { createViewCache, type View } from './view-cache';

/** A computation the test finishes when it wants, counting how often it ran. */
function deferredViews() {
  let runs = 0;
  const pending: Array<(value: string) => void> = [];
  return {
    compute: () => {
      runs += 1;
      return new Promise<View<string>>((resolve) =>
        pending.push((value) => resolve({ value, audiences: ['user:1'] })),
      );
    },
    finish: (value: string) => pending.shift()!(value),
    get runs() {
      return runs;
    },
  };
}

async function setUp(broker: Broker = createInProcessBroker()) {
  const staleViews = createStaleViews(broker);
  await staleViews.ready;
  let now = 1_000;
  const cache = createViewCache<string>({
    staleViews,
    ttlMs: 15_000,
    maxEntries: 2,
    now: () => now,
  });
  return { cache, staleViews, advance: (ms: number) => (now += ms) };
}

describe('view cache', () => {
  it('keeps a view until one of its audiences is announced stale', async () => {
    const { cache, staleViews } = await setUp();
    let version = 1;
    const read = () =>
      cache.get('u1', async () => ({ value: `v${version}`, audiences: ['user:1', 'company:3'] }));
    expect(await read()).toBe('v1');
    version = 2;
    expect(await read()).toBe('v1');
    await staleViews.announce(['user:2', 'company:4']);
    expect(await read()).toBe('v1');
    await staleViews.announce(['company:3']);
    expect(await read()).toBe('v2');
  });

  it('answers a view computed while its audience changed, but does not keep it', async () => {
    const { cache, staleViews } = await setUp();
    const views = deferredViews();
    const first = cache.get('u1', views.compute);
    await staleViews.announce(['user:1']);
    views.finish('read before the change');
    expect(await first).toBe('read before the change');
    const second = cache.get('u1', views.compute);
    expect(views.runs).toBe(2);
    views.finish('read after the change');
    expect(await second).toBe('read after the change');
    expect(await cache.get('u1', views.compute)).toBe('read after the change');
    expect(views.runs).toBe(2);
  });

  it('shares one computation between callers asking at once', async () => {
    const { cache } = await setUp();
    const views = deferredViews();
    const asked = [1, 2, 3].map(() => cache.get('u1', views.compute));
    views.finish('once');
    expect(await Promise.all(asked)).toEqual(['once', 'once', 'once']);
    expect(views.runs).toBe(1);
  });

  it('does not share a computation begun before a change with a caller who comes after it', async () => {
    const { cache, staleViews } = await setUp();
    const views = deferredViews();
    const early = cache.get('u1', views.compute);
    await staleViews.announce(['user:1']);
    const late = cache.get('u1', views.compute);
    expect(views.runs).toBe(2);
    views.finish('before');
    views.finish('after');
    expect([await early, await late]).toEqual(['before', 'after']);
    expect(await cache.get('u1', views.compute)).toBe('after');
  });

  it('answers a view without audiences every time, keeping none', async () => {
    const { cache } = await setUp();
    let runs = 0;
    const read = () =>
      cache.get('unknown token', async () => ({ value: `run ${(runs += 1)}`, audiences: null }));
    expect([await read(), await read()]).toEqual(['run 1', 'run 2']);
    expect(cache.size).toBe(0);
  });

  it('reads again once the view is older than its time to live, and keeps only the newest', async () => {
    const { cache, advance } = await setUp();
    let version = 1;
    const read = (key: string) =>
      cache.get(key, async () => ({ value: `${key}v${version}`, audiences: [`user:${key}`] }));
    expect(await read('a')).toBe('av1');
    version = 2;
    advance(14_999);
    expect(await read('a')).toBe('av1');
    advance(1);
    expect(await read('a')).toBe('av2');
    await read('b');
    await read('c');
    expect(cache.size).toBe(2);
    version = 3;
    expect(await read('a')).toBe('av3');
  });

  it('forgets a failed computation instead of keeping its error', async () => {
    const { cache } = await setUp();
    await expect(cache.get('u1', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('u1', async () => ({ value: 'back', audiences: ['user:1'] }))).toBe(
      'back',
    );
  });

  it('drops every view when news from the other processes may have been lost', async () => {
    const inProcess = createInProcessBroker();
    let missed = () => {};
    const linkDrops: Broker = { ...inProcess, onEventsMissed: (listener) => (missed = listener) };
    const { cache } = await setUp(linkDrops);
    let version = 1;
    const read = () =>
      cache.get('u1', async () => ({ value: `v${version}`, audiences: ['user:1'] }));
    expect(await read()).toBe('v1');
    version = 2;
    missed();
    expect(await read()).toBe('v2');
  });
});
