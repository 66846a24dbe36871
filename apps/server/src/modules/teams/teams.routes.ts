import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserInfo } from '@fieldhire/contract/accounts';
import {
  AcceptInviteBody,
  Company,
  InviteInfo,
  InviteTokenQuery,
  TeamInviteBody,
  TeamInviteResponse,
  UpdateTeamBody,
} from '@fieldhire/contract/companies';
import { ApiError } from '@fieldhire/contract/errors';
import { requireViewer } from '../../platform/auth';
import { rateLimited } from '../../platform/rate-limit';
import type { CompaniesService } from '../companies/companies.service';
import type { TeamsService } from './teams.service';

const tags = ['teams'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export const teamsRoutes: FastifyPluginAsyncZod<{
  teams: TeamsService;
  companies: CompaniesService;
}> = async (app, { teams, companies }) => {
  app.post(
    '/api/teaminvite/',
    {
      config: rateLimited('invite'),
      schema: {
        tags,
        summary: 'Invite people to your team by email',
        body: TeamInviteBody,
        response: { 200: TeamInviteResponse, ...errors },
      },
    },
    (request) => teams.invite(requireViewer(request), request.body),
  );

  app.get(
    '/api/invite/',
    {
      schema: {
        tags,
        summary: 'What an invite link offers',
        querystring: InviteTokenQuery,
        response: { 200: InviteInfo, 400: ApiError, 404: ApiError },
      },
    },
    (request) => teams.inviteInfo(request.query.invite_token),
  );

  app.post(
    '/api/invite/',
    {
      schema: {
        tags,
        summary: 'Accept an invite',
        body: AcceptInviteBody,
        response: { 200: UserInfo, ...errors },
      },
    },
    (request) => teams.accept(requireViewer(request), request.body.invite_token),
  );

  app.post(
    '/api/update-team/',
    {
      schema: {
        tags,
        summary: 'Remove a member or change a role',
        body: UpdateTeamBody,
        response: { 200: Company, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await teams.update(viewer, request.body);
      return teams.withTeam(await companies.get(request.body.company_id), viewer);
    },
  );
};
