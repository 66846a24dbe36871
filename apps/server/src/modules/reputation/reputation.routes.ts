import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@fieldhire/contract/errors';
import { RatingBody, WorkOrderRatings } from '@fieldhire/contract/reputation';
import { WorkOrderParams } from '@fieldhire/contract/work-orders';
import { requireViewer } from '../../platform/auth';
import type { ReputationService } from './reputation.service';

const tags = ['reputation'];
const errors = { 401: ApiError, 404: ApiError };

export const reputationRoutes: FastifyPluginAsyncZod<{ reputation: ReputationService }> = async (
  app,
  { reputation },
) => {
  app.get(
    '/api/work-orders/:id/rating/',
    {
      schema: {
        tags,
        summary: "The work order's ratings as the viewer's side sees them",
        description:
          "The other side's rating of the viewer shows once both have rated or rating has closed.",
        params: WorkOrderParams,
        response: { 200: WorkOrderRatings, ...errors },
      },
    },
    (request) => reputation.ratings(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/work-orders/:id/rating/',
    {
      schema: {
        tags,
        summary: 'Rate the other side of approved or canceled work, once',
        description:
          '409 before the work ends, after a second rating by the same side, or once rating has ' +
          'closed (14 days after the work ended).',
        params: WorkOrderParams,
        body: RatingBody,
        response: { 201: WorkOrderRatings, 400: ApiError, ...errors, 409: ApiError },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reputation.rate(requireViewer(request), request.params.id, request.body)),
  );
};
