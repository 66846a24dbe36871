import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@fieldhire/contract/jobs';
import { createJobRowCache } from './job-row-cache';

const jobOf = (id: number) => ({ id, title: `Job ${id}` }) as Job;

describe('job row cache', () => {
  afterEach(() => vi.useRealTimers());

  it('reads only the jobs it does not keep, in the order asked, and reads them again once stale', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (ids: number[]) => ids.filter((id) => id !== 404).map(jobOf));
    const cache = createJobRowCache(load, { ttlMs: 1000, maxEntries: 10 });
    expect((await cache.get([3, 1, 404])).map((job) => job.id)).toEqual([3, 1]);
    expect((await cache.get([1, 2, 3])).map((job) => job.id)).toEqual([1, 2, 3]);
    expect(load.mock.calls).toEqual([[[3, 1, 404]], [[2]]]);
    vi.advanceTimersByTime(1001);
    await cache.get([1]);
    expect(load.mock.calls.at(-1)).toEqual([[1]]);
    cache.clear();
    await cache.get([2]);
    expect(load.mock.calls.at(-1)).toEqual([[2]]);
  });

  it('hands out copies, and keeps at most maxEntries jobs', async () => {
    const load = vi.fn(async (ids: number[]) => ids.map(jobOf));
    const cache = createJobRowCache(load, { ttlMs: 60_000, maxEntries: 2 });
    const [first] = await cache.get([1]);
    first!.title = 'changed';
    expect((await cache.get([1]))[0]!.title).toBe('Job 1');
    await cache.get([2, 3]);
    await cache.get([1]);
    expect(load.mock.calls.at(-1)).toEqual([[1]]);
  });
});
