import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  Job,
  JobFilter,
  JobIdParams,
  JobInput,
  JobList,
  JobPatch,
  JobsByType,
  JobsByTypeQuery,
  LISTING_DAYS,
  LISTING_REMINDER_DAYS,
  MyJobsList,
  MyJobsQuery,
} from '@fieldhire/contract/jobs';
import { requireViewer } from '../../platform/auth';
import type { JobsService } from './jobs.service';

const tags = ['jobs'];
const errors = { 400: ApiError, 401: ApiError, 402: ApiError, 403: ApiError, 404: ApiError };

export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  app.get(
    '/api/jobs/',
    {
      schema: {
        tags,
        summary: 'Search open jobs',
        querystring: JobFilter,
        response: { 200: JobList, 400: ApiError },
      },
    },
    (request) => jobs.search(request.query, request.viewer),
  );

  app.get(
    '/api/jobs/:id',
    {
      schema: {
        tags,
        summary: 'One job',
        params: JobIdParams,
        response: { 200: Job, 400: ApiError, 404: ApiError },
      },
    },
    (request) => jobs.get(request.params.id, request.viewer),
  );

  app.get(
    '/api/jobs-by-type/',
    {
      schema: {
        tags,
        summary: 'Newest jobs of each job type',
        querystring: JobsByTypeQuery,
        response: { 200: JobsByType, 400: ApiError },
      },
    },
    (request) => jobs.byType(request.query.job_type, request.query.limit),
  );

  app.post(
    '/api/jobs/',
    { schema: { tags, summary: 'Post a job', body: JobInput, response: { 201: Job, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await jobs.create(requireViewer(request), request.body)),
  );

  app.patch(
    '/api/jobs/:id/',
    {
      schema: {
        tags,
        summary: 'Edit a job',
        params: JobIdParams,
        body: JobPatch,
        response: { 200: Job, ...errors },
      },
    },
    (request) => jobs.update(requireViewer(request), request.params.id, request.body),
  );

  app.delete(
    '/api/jobs/:id/',
    {
      schema: {
        tags,
        summary: 'Close a job',
        params: JobIdParams,
        response: { 200: Job, ...errors },
      },
    },
    (request) => jobs.close(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/jobs/:id/feature/',
    {
      schema: {
        tags,
        summary: 'Feature an open job, using one featured post of your packages',
        params: JobIdParams,
        response: { 200: Job, ...errors },
      },
    },
    (request) => jobs.feature(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/jobs/:id/reopen/',
    {
      schema: {
        tags,
        summary:
          'Reopen a closed job: free as an undo soon after closing, otherwise like a new post (free opening or one job post)',
        params: JobIdParams,
        response: { 200: Job, ...errors },
      },
    },
    (request) => jobs.reopen(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/jobs/:id/renew/',
    {
      schema: {
        tags,
        summary: `List an open job for ${LISTING_DAYS} more days, from ${LISTING_REMINDER_DAYS} days before its listing ends (free opening or one job post)`,
        params: JobIdParams,
        response: { 200: Job, ...errors },
      },
    },
    (request) => jobs.renew(requireViewer(request), request.params.id),
  );

  app.get(
    '/api/myjobs/',
    {
      schema: {
        tags,
        summary: "A page of the company's jobs with applicant counts, filtered and sorted",
        querystring: MyJobsQuery,
        response: { 200: MyJobsList, ...errors },
      },
    },
    (request) => jobs.myJobs(requireViewer(request), request.query),
  );
};
