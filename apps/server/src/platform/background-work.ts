import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, run in this process after the current turn of the
 * event loop (so after the reply is written). A failure is logged with the task's name; nothing is
 * retried, and work still running when the process dies is lost.
 */
export interface BackgroundWork {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished. */
  drained(): Promise<void>;
}

export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drained() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
