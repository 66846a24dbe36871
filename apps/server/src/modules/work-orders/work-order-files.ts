import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fieldError } from '../../platform/errors';
import type { ProcessedPhoto } from './photo-reading';

const PHOTO_REFUSED = 'Upload a photo (JPEG, PNG, WebP or HEIC).';
/** A photo worker with nothing to do for this long ends, giving its memory back to the system. */
const WORKER_IDLE_MS = 30_000;

export type { ProcessedPhoto };

/** A photo handed to the worker process, and its answer: null when it is not a photo. */
export interface PhotoJob {
  id: number;
  content: Buffer | string;
  siteZone: string;
}
export interface PhotoReply {
  id: number;
  photo: ProcessedPhoto | null;
}

/** The worker ended (a crash, say) before answering. */
class WorkerGone extends Error {}

/**
 * Decoding a camera photo takes hundreds of MB and a second of CPU; two at a time keep the
 * memory it needs bounded however many agents upload at once, the rest wait their turn.
 */
const photoSlots = (() => {
  const SLOTS = 2;
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      // A finished run hands its slot straight to the next in line.
      if (busy >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
      else busy += 1;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else busy -= 1;
      }
    },
  };
})();

/**
 * Photos are read in a process of their own: the native memory libvips and the C allocator take
 * for camera photos (and keep long after) stays out of the server, is given back when the worker
 * has been idle a while, and a photo that crashes the decoder ends only the worker.
 */
const photoWorker = (() => {
  const entry = fileURLToPath(new URL('./photo-worker.ts', import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx');
  let current: {
    child: ChildProcess;
    ask: (job: Omit<PhotoJob, 'id'>) => Promise<ProcessedPhoto | null>;
  } | null = null;

  function start() {
    const child = fork(entry, [], {
      execArgv: ['--import', tsx],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Neither the worker nor its channel keeps the server's process alive.
    child.unref();
    child.channel?.unref();
    const pending = new Map<
      number,
      { resolve: (photo: ProcessedPhoto | null) => void; reject: (error: Error) => void }
    >();
    let nextId = 0;
    let idle: NodeJS.Timeout | undefined;
    const rest = () => {
      clearTimeout(idle);
      if (pending.size === 0) idle = setTimeout(() => child.disconnect(), WORKER_IDLE_MS).unref();
    };
    child.on('message', (reply: PhotoReply) => {
      pending.get(reply.id)?.resolve(reply.photo);
      pending.delete(reply.id);
      rest();
    });
    child.on('exit', () => {
      clearTimeout(idle);
      if (current?.child === child) current = null;
      for (const waiter of pending.values()) waiter.reject(new WorkerGone());
      pending.clear();
    });
    child.on('error', () => child.kill());
    const ask = (job: Omit<PhotoJob, 'id'>) =>
      new Promise<ProcessedPhoto | null>((resolve, reject) => {
        clearTimeout(idle);
        const id = (nextId += 1);
        pending.set(id, { resolve, reject });
        child.send({ id, ...job } satisfies PhotoJob, (error) => {
          if (!error) return;
          pending.delete(id);
          reject(new WorkerGone());
        });
      });
    return { child, ask };
  }

  return {
    read(job: Omit<PhotoJob, 'id'>) {
      current ??= start();
      return current.ask(job);
    },
  };
})();

/**
 * A photo (its bytes, or the path of its file) as it is kept (photo-reading.ts), read by the photo
 * worker; refused as `field` when it is not a photo. A worker that ends while reading it is
 * replaced and asked once more: a photo that ends that one too is refused.
 */
export async function processPhoto(
  field: string,
  content: Buffer | string,
  /** The site's time zone, for a camera time written without its offset. */
  siteZone: string,
): Promise<ProcessedPhoto> {
  const photo = await photoSlots.run(async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await photoWorker.read({ content, siteZone });
      } catch (error) {
        if (!(error instanceof WorkerGone) || attempt === 2) return null;
      }
    }
  });
  if (!photo) throw fieldError(field, PHOTO_REFUSED);
  return photo;
}
