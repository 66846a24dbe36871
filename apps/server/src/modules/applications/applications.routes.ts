import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  ApplicantStatusBody,
  ApplyBody,
  ApplyResponse,
  CompanyApplicant,
  CompanyApplicantsQuery,
  JobIdParams,
  MyApplication,
  MyJob,
} from '@fieldhire/contract/jobs';
import { requireViewer } from '../../platform/auth';
import type { ApplicationsService } from './applications.service';

const tags = ['applications'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export const applicationsRoutes: FastifyPluginAsyncZod<{
  applications: ApplicationsService;
}> = async (app, { applications }) => {
  app.post(
    '/api/apply/',
    {
      schema: {
        tags,
        summary: 'Apply to a job or withdraw',
        body: ApplyBody,
        response: { 200: ApplyResponse, 201: ApplyResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await applications.apply(requireViewer(request), request.body);
      return reply.status(result.status).send(result.body);
    },
  );

  app.get(
    '/api/applications/',
    {
      schema: {
        tags,
        summary: "The field agent's applications",
        response: { 200: z.array(MyApplication), ...errors },
      },
    },
    (request) => applications.mine(requireViewer(request)),
  );

  app.get(
    '/api/applicants/',
    {
      schema: {
        tags,
        summary: "The company's applicants across its jobs, newest first",
        querystring: CompanyApplicantsQuery,
        response: { 200: z.array(CompanyApplicant), ...errors },
      },
    },
    (request) => applications.listForCompany(requireViewer(request), request.query.status),
  );

  app.get(
    '/api/myjobs/:id/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A company job with its applicants',
        params: JobIdParams,
        response: { 200: MyJob, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    (request) => applications.myJob(requireViewer(request), request.params.id),
  );

  app.patch(
    '/api/applicants/:id/',
    {
      schema: {
        tags,
        summary: "Move an applicant through the company's pipeline",
        params: JobIdParams,
        body: ApplicantStatusBody,
        response: { 200: z.object({ job: MyJob }), ...errors },
      },
    },
    (request) =>
      applications.setStatus(
        requireViewer(request),
        request.params.id,
        request.body.status,
        request.body.accept_counter_offer,
      ),
  );
};
