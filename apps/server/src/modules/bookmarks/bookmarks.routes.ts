import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import { BookmarkBody, BookmarkResponse, Job } from '@fieldhire/contract/jobs';
import { requireViewer } from '../../platform/auth';
import type { BookmarksService } from './bookmarks.service';

const tags = ['bookmarks'];

export const bookmarksRoutes: FastifyPluginAsyncZod<{ bookmarks: BookmarksService }> = async (
  app,
  { bookmarks },
) => {
  app.post(
    '/api/bookmarkJob/bookmarkJob/',
    {
      schema: {
        tags,
        summary: 'Save or unsave a job (idempotent)',
        body: BookmarkBody,
        response: { 200: BookmarkResponse, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    (request) => bookmarks.set(requireViewer(request), request.body.jobID, request.body.action),
  );

  app.get(
    '/api/bookmarkJob/getSavedJobs/',
    {
      schema: {
        tags,
        summary: 'Saved jobs, newest bookmark first',
        response: { 200: z.array(Job), 401: ApiError },
      },
    },
    (request) => bookmarks.saved(requireViewer(request)),
  );
};
