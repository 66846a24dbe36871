import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendRouteNotFound } from './errors';

const SERVER_PATHS = /^\/(api|ws|uploads|healthz|readyz|metrics)(\/|$)/;

/**
 * Serves the built single-page app: hashed assets cached for a year, every other page gets
 * index.html; the build's .br and .gz copies are sent to browsers that accept them.
 */
export async function registerWebApp(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(pathname)) {
      return sendIndex(reply);
    }
    return sendRouteNotFound(request, reply);
  });
}
