import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config';
import type { DatabaseHandle } from '../apps/server/src/db/database';
import { createJobQueue } from '../apps/server/src/platform/queue/job-queue';

/**
 * The product's job queue as a process with QUEUE_WORKERS=false runs it, knowing the jobs
 * `names`: it sends them and runs none (the server under test does).
 */
export async function openEnqueueOnlyQueue(database: DatabaseHandle, names: string[]) {
  const config = loadConfig({ ...process.env, QUEUE_WORKERS: 'false' });
  const queue = createJobQueue({
    database,
    log: pino({ level: 'warn' }),
    pollSeconds: config.queuePollSeconds,
    work: false,
  });
  for (const name of names) queue.define({ name, handle: async () => {} });
  await queue.start();
  return queue;
}
