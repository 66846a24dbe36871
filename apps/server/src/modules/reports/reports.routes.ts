import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, Detail } from '@fieldhire/contract/errors';
import { OPS_TEXT, ReportBody } from '@fieldhire/contract/operations';
import { requireViewer } from '../../platform/auth';
import { rateLimited } from '../../platform/rate-limit';
import type { ReportsService } from './reports.service';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.post(
    '/api/reports/',
    {
      config: rateLimited('report'),
      schema: {
        tags: ['reports'],
        summary: 'Report a job, a company, an agent or a message to the Fieldhire team',
        description:
          'A second report of the same target by the same user, before the team acts, adds nothing.',
        body: ReportBody,
        response: { 202: Detail, 400: ApiError, 401: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      await reports.report(requireViewer(request), request.body);
      return reply.status(202).send({ detail: OPS_TEXT.reported });
    },
  );
};
