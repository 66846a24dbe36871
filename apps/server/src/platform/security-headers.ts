import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Sends helmet's security headers (the content security policy among them) with every answer. The
 * headers are worked out once from `options`, not on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
