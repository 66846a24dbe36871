import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { FileStore as TusFileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import { RESUMABLE_UPLOADS_PATH } from '@fieldhire/contract/work-orders';
import { readdir } from 'node:fs/promises';
import { requireCandidate, requireViewer } from '../auth';
import { badRequest, conflict, notFound } from '../errors';
import type { JobQueue } from '../queue/job-queue';

/** The signed-in viewer of the request tus is handling. */
const uploader = new AsyncLocalStorage<number>();
const UPLOAD_ID = /^u(\d+)-[0-9a-f]{32}$/;
/** Uploads not attached are forgotten after a day. */
const EXPIRY_MS = 24 * 3_600_000;
/** Uploads one user may have started and not yet attached: a phone's backlog, not a disk's worth. */
const OPEN_UPLOADS_MAX = 100;
export const FORGET_EXPIRED_UPLOADS = 'forget-expired-uploads';

const ownerPrefix = (userId: number) => `u${userId}-`;

/**
 * Resumable uploads (the tus protocol, @tus/server): a phone sends a photo in chunks to
 * `/api/uploads/`, and after a dropped connection asks how much arrived (HEAD) and sends the rest
 * (PATCH). The bytes stream to disk, never held whole in memory. An upload belongs to the viewer
 * who created it; finished ones are claimed by the feature that takes them (a work order's
 * deliverable) with `take`.
 */
export function createResumableUploads(privateDir: string, queue: JobQueue) {
  const directory = path.join(privateDir, 'incoming');
  const datastore = new TusFileStore({ directory, expirationPeriodInMilliseconds: EXPIRY_MS });
  const server = new TusServer({
    path: RESUMABLE_UPLOADS_PATH,
    datastore,
    maxSize: UPLOAD_LIMIT_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () =>
      `${ownerPrefix(uploader.getStore() ?? 0)}${randomBytes(16).toString('hex')}`,
    onIncomingRequest: (_request, uploadId) => {
      const owner = uploader.getStore();
      if (owner === undefined || (uploadId && !uploadId.startsWith(ownerPrefix(owner))))
        return Promise.reject(
          Object.assign(new Error('Upload not found.'), {
            status_code: 404,
            body: 'Upload not found.\n',
          }),
        );
      return Promise.resolve();
    },
  });

  /** The uploads a user started that are not attached yet (each has its data and its .json). */
  async function openUploads(userId: number) {
    const names = await readdir(directory).catch(() => [] as string[]);
    const prefix = ownerPrefix(userId);
    return names.filter((name) => name.startsWith(prefix) && !name.endsWith('.json')).length;
  }

  queue.define<object>({
    name: FORGET_EXPIRED_UPLOADS,
    cron: '23 * * * *',
    handle: async () => {
      await server.cleanUpExpiredUploads();
    },
  });

  return {
    async register(app: FastifyInstance) {
      await app.register((scope, _options, done) => {
        // tus reads the request body itself, as a stream.
        scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, next) =>
          next(null),
        );
        const handle = async (request: FastifyRequest, reply: FastifyReply) => {
          const viewer = requireCandidate(
            requireViewer(request),
            'Only field agents upload work photos and documents.',
          );
          if (request.method === 'POST' && (await openUploads(viewer.id)) >= OPEN_UPLOADS_MAX)
            throw conflict(
              `You have ${OPEN_UPLOADS_MAX} uploads not yet attached to a work order; send or discard them first.`,
            );
          reply.hijack();
          await uploader.run(viewer.id, () => server.handle(request.raw, reply.raw));
        };
        for (const url of [RESUMABLE_UPLOADS_PATH, `${RESUMABLE_UPLOADS_PATH}*`])
          scope.route({
            method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
            url,
            schema: { hide: true },
            handler: handle,
          });
        done();
      });
    },

    /**
     * The finished upload's file on disk, for the viewer who sent it; `release` deletes it once
     * the file has been read. An unknown, someone else's or unfinished upload is a 400/404.
     */
    async take(userId: number, uploadId: string) {
      const owner = UPLOAD_ID.exec(uploadId);
      if (!owner || Number(owner[1]) !== userId) throw notFound('Upload not found.');
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (!upload) throw notFound('Upload not found.');
      if (upload.size === undefined || upload.offset !== upload.size)
        throw badRequest('The upload is not finished yet.');
      return {
        file: path.join(directory, uploadId),
        name: upload.metadata?.filename ?? null,
        release: () => datastore.remove(uploadId).catch(() => undefined),
      };
    },
  };
}
export type ResumableUploads = ReturnType<typeof createResumableUploads>;
