import { cpus, loadavg, totalmem } from 'node:os';

/** The value at percentile `p` of ascending `sorted` values (NaN when there are none). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Milliseconds with one decimal, or "-" for a figure that could not be measured. */
export const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

export const sleep = (milliseconds: number) =>
  new Promise((resolve) => setTimeout(resolve, milliseconds));

/** p50, p95, p99 and max of a set of latencies. */
export function latencySummary(latencies: readonly number[]) {
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}
export type LatencySummary = ReturnType<typeof latencySummary>;

/** "2 cores, 24 GiB": the machine the figures were taken on. */
export const machine = () => `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`;

/** The 1, 5 and 15 minute load averages, which tell how much other work shared the machine. */
export const loadAverages = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Calls `send(i)` for i = 0 … total-1 at `rate` a second (not waiting for each to finish), and
 * resolves with the calls' promises and the rate achieved.
 */
export async function atRate(rate: number, total: number, send: (i: number) => Promise<unknown>) {
  const calls: Promise<unknown>[] = [];
  const started = performance.now();
  while (calls.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    while (calls.length < due) calls.push(send(calls.length));
    await sleep(2);
  }
  const achieved = total / ((performance.now() - started) / 1000);
  return { calls, achieved };
}

/** Runs `work(i)` for i = 0 … total-1, at most `concurrency` at a time. */
export async function inParallel(
  total: number,
  concurrency: number,
  work: (i: number) => Promise<unknown>,
) {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next;
      next += 1;
      await work(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
}
