import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  SavedSearch,
  SavedSearchInput,
  SavedSearchParams,
  SavedSearchPatch,
  SavedSearchSuggestion,
  AlertConfirmToken,
  GuestAlertAccepted,
  GuestAlertConfirmed,
  GuestAlertInput,
} from '@fieldhire/contract/saved-searches';
import { requireViewer } from '../../platform/auth';
import { rateLimited } from '../../platform/rate-limit';
import type { SavedSearchesService } from './saved-searches.service';

const tags = ['saved searches'];
const errors = { 400: ApiError, 401: ApiError, 404: ApiError };

export const savedSearchesRoutes: FastifyPluginAsyncZod<{
  savedSearches: SavedSearchesService;
}> = async (app, { savedSearches }) => {
  app.get(
    '/api/saved-searches/',
    {
      schema: {
        tags,
        summary: "The viewer's saved searches (job alerts), each with its new matches",
        response: { 200: z.array(SavedSearch), ...errors },
      },
    },
    (request) => savedSearches.list(requireViewer(request)),
  );

  app.get(
    '/api/saved-searches/suggestion/',
    {
      schema: {
        tags,
        summary:
          "A first alert for a field agent without any, from their profile's job types and towns (null when none)",
        response: { 200: SavedSearchSuggestion, ...errors },
      },
    },
    (request) => savedSearches.suggestion(requireViewer(request)),
  );

  app.post(
    '/api/saved-searches/',
    {
      schema: {
        tags,
        summary: 'Save a search of the job list as a job alert (at most 25 per account)',
        body: SavedSearchInput,
        response: { 201: SavedSearch, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await savedSearches.create(requireViewer(request), request.body);
      return reply.code(201).send(saved);
    },
  );

  app.post(
    '/api/alerts/subscribe/',
    {
      schema: {
        tags,
        summary: 'A guest asks for a job alert by email: 202 whatever the address',
        description:
          'Nothing is sent to the address but a confirmation link until that link is opened.',
        body: GuestAlertInput,
        response: { 202: GuestAlertAccepted, 400: ApiError, 429: ApiError },
      },
      config: rateLimited('guestAlert'),
    },
    async (request, reply) =>
      reply.code(202).send(await savedSearches.subscribeGuest(request.body)),
  );

  app.post(
    '/api/alerts/confirm/:token/',
    {
      schema: {
        tags,
        summary: "A guest opened their alert's confirmation link: the alert starts",
        params: AlertConfirmToken,
        response: { 200: GuestAlertConfirmed, 400: ApiError, 404: ApiError },
      },
    },
    (request) => savedSearches.confirmGuest(request.params.token),
  );

  app.patch(
    '/api/saved-searches/:id/',
    {
      schema: {
        tags,
        summary: 'Rename a job alert, change how often and how it tells, pause or resume it',
        params: SavedSearchParams,
        body: SavedSearchPatch,
        response: { 200: SavedSearch, ...errors },
      },
    },
    (request) => savedSearches.update(requireViewer(request), request.params.id, request.body),
  );

  app.post(
    '/api/saved-searches/:id/seen/',
    {
      schema: {
        tags,
        summary: 'The owner opened the search: its new matches are counted from now',
        params: SavedSearchParams,
        response: { 200: SavedSearch, ...errors },
      },
    },
    (request) => savedSearches.markSeen(requireViewer(request), request.params.id),
  );

  app.delete(
    '/api/saved-searches/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a job alert',
        params: SavedSearchParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await savedSearches.remove(requireViewer(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
