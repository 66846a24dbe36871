import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load per key until the time to live passes', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve(7))).toBe(7);
  });

  it('evicts the least recently used key past its size', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    await cache.get('a', () => Promise.resolve('a2'));
    await cache.get('c', () => Promise.resolve('c1'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve('a3'))).toBe('a1');
    expect(await cache.get('b', () => Promise.resolve('b2'))).toBe('b2');
  });

  it('clears every key', async () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 5 });
    await cache.get('a', () => Promise.resolve(1));
    cache.clear();
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(2);
  });

  it('forgets the keys a test picks and keeps the others', async () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 5 });
    await cache.get('/jobs/1', () => Promise.resolve(1));
    await cache.get('/jobs/2', () => Promise.resolve(2));
    cache.forgetWhere((key) => key === '/jobs/1');
    expect(await cache.get('/jobs/1', () => Promise.resolve(10))).toBe(10);
    expect(await cache.get('/jobs/2', () => Promise.resolve(20))).toBe(2);
  });
});
