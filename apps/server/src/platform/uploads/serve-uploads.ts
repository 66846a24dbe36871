import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { STORED_NAME, UPLOADS_PREFIX } from './file-store';

/**
 * Serves stored uploads, the files directly in `directory` under the names the store gives and
 * nothing else; names are random and never reused, so they cache for a year.
 */
export async function serveUploads(app: FastifyInstance, directory: string) {
  mkdirSync(directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: directory,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => STORED_NAME.test(pathName.replace(/^\//, '')),
    immutable: true,
    maxAge: '365d',
    setHeaders: (response, filePath) => {
      if (!filePath.endsWith('.webp')) response.setHeader('content-disposition', 'attachment');
    },
  });
}
