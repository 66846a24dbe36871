import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Candidate,
  CandidateFilter,
  CandidateList,
  CandidateSearchPage,
  CandidateSearchQuery,
  InviteCandidateBody,
  InviteCandidateResponse,
  InviteJobList,
  InviteJobsQuery,
} from '@fieldhire/contract/candidates';
import { ApiError } from '@fieldhire/contract/errors';
import { requireViewer } from '../../platform/auth';
import { rateLimited } from '../../platform/rate-limit';
import type { CandidatesService } from './candidates.service';

const tags = ['candidates'];

export const candidatesRoutes: FastifyPluginAsyncZod<{ candidates: CandidatesService }> = async (
  app,
  { candidates },
) => {
  app.get(
    '/api/candidates/',
    {
      schema: {
        tags,
        summary: 'A field agent’s public profile by username, or the directory of field agents',
        querystring: CandidateFilter,
        response: { 200: z.union([Candidate, CandidateList]), 400: ApiError, 404: ApiError },
      },
    },
    (request) =>
      request.query.username
        ? candidates.profile(request.query.username, request.viewer)
        : candidates.directory(request.query, request.viewer),
  );

  app.get(
    '/api/candidate-search/',
    {
      schema: {
        tags,
        summary: 'Field agents covering towns of a state and doing job types (companies)',
        querystring: CandidateSearchQuery,
        response: { 200: CandidateSearchPage, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    (request) => candidates.search(requireViewer(request), request.query),
  );

  app.get(
    '/api/invite-candidate/jobs/',
    {
      schema: {
        tags,
        summary: 'Your company’s open jobs to invite a field agent to, nearest the agent first',
        querystring: InviteJobsQuery,
        response: {
          200: InviteJobList,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
        },
      },
    },
    (request) => candidates.inviteJobs(requireViewer(request), request.query),
  );

  app.post(
    '/api/invite-candidate',
    {
      config: rateLimited('invite'),
      schema: {
        tags,
        summary: 'Invite a field agent to one of your jobs',
        body: InviteCandidateBody,
        response: {
          200: InviteCandidateResponse,
          400: ApiError,
          401: ApiError,
          402: ApiError,
          403: ApiError,
          404: ApiError,
        },
      },
    },
    (request) => candidates.invite(requireViewer(request), request.body),
  );
};
