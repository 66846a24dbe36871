import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { withinDeadline } from '../../platform/database-outage';
import { createHealthRepository } from './health.repository';

const Status = z.object({
  status: z.string(),
  database: z.string().optional(),
  search: z.string().optional(),
  alerts: z.string().optional(),
  redis: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  /** Whether job search has loaded its index, which takes seconds at a million jobs. */
  searchLoaded: () => boolean;
  /** Whether job alert matching has loaded the alerts; absent in a process that does not match. */
  alertsLoaded?: () => boolean;
  /** Whether Redis answers; absent when the app runs without Redis. */
  redisReachable?: () => Promise<boolean>;
}> = async (app, { database, searchLoaded, alertsLoaded, redisReachable }) => {
  const repository = createHealthRepository(database.db);

  /** A database that does not answer within this is reported unreachable, not waited for. */
  const DATABASE_DEADLINE_MS = 1_500;

  async function databaseState(log: { warn: (details: object, message: string) => void }) {
    try {
      const applied = await withinDeadline(repository.migrationsApplied(), DATABASE_DEADLINE_MS);
      if (applied === 'late') {
        log.warn(
          { waitedMs: DATABASE_DEADLINE_MS },
          'readiness check: the database did not answer',
        );
        return 'unreachable';
      }
      return applied ? database.kind : 'migrations pending';
    } catch (error) {
      log.warn({ err: error }, 'readiness check: the database did not answer');
      return 'unreachable';
    }
  }

  app.get('/healthz', { schema: { hide: true, response: { 200: Status } } }, () => ({
    status: 'ok',
  }));
  // Every dependency is checked, so a 503 names each one that is down.
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: Status, 503: Status } } },
    async (request, reply) => {
      const [databaseNow, redisUp] = await Promise.all([
        databaseState(request.log),
        redisReachable?.(),
      ]);
      const searchReady = searchLoaded();
      const alertsReady = alertsLoaded?.() ?? true;
      const body = {
        database: databaseNow,
        ...(searchReady ? {} : { search: 'loading' }),
        ...(alertsReady ? {} : { alerts: 'loading' }),
        ...(redisUp === undefined ? {} : { redis: redisUp ? 'ok' : 'unreachable' }),
      };
      const ready =
        databaseNow === database.kind && searchReady && alertsReady && redisUp !== false;
      if (ready) return { status: 'ok', ...body };
      return reply.status(503).send({ status: 'unavailable', ...body });
    },
  );
};
