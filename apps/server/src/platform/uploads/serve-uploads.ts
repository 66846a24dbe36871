import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX } from './file-store';

/** Serves stored uploads; names are random and never reused, so they cache for a year. */
export async function serveUploads(app: FastifyInstance, directory: string) {
  mkdirSync(directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: directory,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (response, filePath) => {
      if (!filePath.endsWith('.webp')) response.setHeader('content-disposition', 'attachment');
    },
  });
}
