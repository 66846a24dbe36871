import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  SavedSearch,
  SavedSearchInput,
  SavedSearchParams,
  SavedSearchPatch,
} from '@fieldhire/contract/saved-searches';
import { requireViewer } from '../../platform/auth';
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
