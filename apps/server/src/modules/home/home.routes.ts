import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@fieldhire/contract/errors';
import { Dashboard, HomeInfo } from '@fieldhire/contract/jobs';
import { requireViewer } from '../../platform/auth';
import type { HomeService } from './home.service';

export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.get(
    '/api/home-info',
    {
      schema: {
        tags: ['home'],
        summary: 'Counts, job types, recent jobs and top companies',
        response: { 200: HomeInfo },
      },
    },
    () => home.homeInfo(),
  );
  app.get(
    '/api/dashboard/',
    {
      schema: {
        tags: ['home'],
        summary: "The viewer's dashboard",
        response: { 200: Dashboard, 401: ApiError },
      },
    },
    (request) => home.dashboard(requireViewer(request)),
  );
};
