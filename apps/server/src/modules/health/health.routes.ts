import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { createHealthRepository } from './health.repository';

const Status = z.object({ status: z.string(), database: z.string().optional() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const repository = createHealthRepository(database.db);
  app.get('/healthz', { schema: { hide: true, response: { 200: Status } } }, () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: Status, 503: Status } } },
    async (request, reply) => {
      try {
        const migrated = await repository.migrationsApplied();
        if (!migrated)
          return reply.status(503).send({ status: 'unavailable', database: 'migrations pending' });
        return { status: 'ok', database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
};
