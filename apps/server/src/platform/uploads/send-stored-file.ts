import type { FastifyReply } from 'fastify';
import { open } from 'node:fs/promises';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import { notFound } from '../errors';

/** The responses of a route that streams a stored private file. */
export const storedFileResponse = { 200: z.unknown(), 401: ApiError, 404: ApiError };

/** How long a browser may keep a private file: forever when it never changes, else not at all. */
export const CACHE_FOREVER = 'private, max-age=31536000, immutable';
export const CACHE_NEVER = 'private, no-store';

/** A download's header with the name it was uploaded under (RFC 6266, UTF-8 by RFC 5987). */
export function attachmentNamed(name: string) {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored file the caller was found allowed to read. */
export async function sendStoredFile(
  reply: FastifyReply,
  file: { path: string; contentType: string; cache: string; disposition: string },
) {
  // Opened before any header is set: a file removed meanwhile is a plain 404.
  const content = await open(file.path).catch(() => {
    throw notFound('File not found.');
  });
  return reply
    .type(file.contentType)
    .header('cache-control', file.cache)
    .header('content-disposition', file.disposition)
    .send(content.createReadStream());
}
