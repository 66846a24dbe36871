import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { createHealthRepository } from './health.repository';

const Status = z.object({
  status: z.string(),
  database: z.string().optional(),
  search: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  /** Whether job search has loaded its index, which takes seconds at a million jobs. */
  searchLoaded: () => boolean;
}> = async (app, { database, searchLoaded }) => {
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
        if (!searchLoaded())
          return reply.status(503).send({ status: 'unavailable', database: database.kind, search: 'loading' });
        return { status: 'ok', database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
};
