import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_RATE_LIMIT, API_KEY_TEXT, type ApiScope } from '@fieldhire/contract/api-keys';
import { ApplicantsPageQuery, CursorQuery, cursorPage } from '@fieldhire/contract/public-api';
import { ERROR_CODES } from '@fieldhire/contract/error-codes';
import {
  ApplicantStatusBody,
  CompanyApplicant,
  Job,
  JobIdParams,
  JobInput,
  JobPatch,
  MyJob,
} from '@fieldhire/contract/jobs';
import { requireViewer } from '../../platform/auth';
import { clientKeyOf, keyReused, type ClientKey } from '../../platform/client-key';
import { AppError, conflict, notAuthenticated, permissionDenied } from '../../platform/errors';
import type { WindowCounter } from '../../platform/window-counter';
import type { ApiKeysService } from '../api-keys/api-keys.service';
import type { ApplicationsService } from '../applications/applications.service';
import type { JobsService } from '../jobs/jobs.service';
import type { PaymentsService } from '../payments/payments.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import { errors, idOfCursor, pageOf, security, tags } from './public-api-paging';
import { publicApiWorkRoutes } from './public-api-work.routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an API key needs for the route. */
    scope?: ApiScope;
  }
}

const RATE_WINDOW_MS = 60_000;
const JobPage = cursorPage(Job);
const ApplicantPage = cursorPage(CompanyApplicant);

interface PublicApiOptions {
  apiKeys: ApiKeysService;
  jobs: JobsService;
  applications: ApplicationsService;
  workOrders: WorkOrdersService;
  payments: PaymentsService;
  /** Counts each key's requests per minute, shared by every process. */
  counter: WindowCounter;
}

/**
 * The versioned API for companies' own systems, under /api/v1/: a company's API key in
 * `Authorization: Bearer`, a scope per route, a rate limit per key with its RateLimit headers,
 * cursor paging, and an Idempotency-Key on any POST. The hooks hold for the routes registered
 * inside it, the work orders' and payments' too.
 */
export const publicApiRoutes: FastifyPluginAsyncZod<PublicApiOptions> = async (
  app,
  { apiKeys, jobs, applications, workOrders, payments, counter },
) => {
  const replayable = new WeakMap<FastifyRequest, { keyId: number; key: ClientKey }>();

  app.addHook('onRequest', async (request, reply) => {
    const apiKey = request.viewer?.apiKey;
    if (!apiKey)
      throw notAuthenticated(
        request.headers.authorization ? API_KEY_TEXT.keyRefused : API_KEY_TEXT.keyNeeded,
      );
    const window = await counter.increment(`key:${apiKey.id}`, RATE_WINDOW_MS);
    const resetSeconds = Math.max(1, Math.ceil(window.resetInMs / 1000));
    reply
      .header('ratelimit-policy', `${API_KEY_RATE_LIMIT};w=${RATE_WINDOW_MS / 1000}`)
      .header('ratelimit-limit', String(API_KEY_RATE_LIMIT))
      .header('ratelimit-remaining', String(Math.max(0, API_KEY_RATE_LIMIT - window.count)))
      .header('ratelimit-reset', String(resetSeconds));
    if (window.count > API_KEY_RATE_LIMIT)
      throw new AppError(429, ERROR_CODES.rateLimited, API_KEY_TEXT.rateLimited, undefined, {
        'retry-after': String(resetSeconds),
      });
    const scope = request.routeOptions.config.scope;
    if (scope && !apiKey.scopes.includes(scope))
      throw permissionDenied(API_KEY_TEXT.scopeMissing(scope));
  });

  // A POST with an Idempotency-Key answers a retry as it answered first, without acting again.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const key = clientKeyOf(request);
    if (!key) return;
    const keyId = request.viewer!.apiKey!.id;
    const earlier = await apiKeys.claimIdempotency(keyId, key.value, key.request);
    if (!earlier) {
      replayable.set(request, { keyId, key });
      return;
    }
    if (earlier.request !== key.request) throw keyReused();
    if (earlier.status === null) throw conflict(API_KEY_TEXT.idempotencyBusy);
    return reply.header('idempotent-replayed', 'true').status(earlier.status).send(earlier.body);
  });

  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    const claimed = replayable.get(request);
    if (!claimed) return payload;
    replayable.delete(request);
    if (reply.statusCode >= 500) await apiKeys.releaseIdempotency(claimed.keyId, claimed.key.value);
    else
      await apiKeys.completeIdempotency(
        claimed.keyId,
        claimed.key.value,
        reply.statusCode,
        typeof payload === 'string' && payload ? JSON.parse(payload) : null,
      );
    return payload;
  });

  app.get(
    '/api/v1/jobs/',
    {
      config: { scope: 'jobs:read' },
      schema: {
        tags,
        security,
        summary: "The company's jobs, newest first, a page at a time",
        querystring: CursorQuery,
        response: { 200: JobPage, ...errors },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await jobs.companyJobsBelow(
        requireViewer(request),
        idOfCursor(cursor),
        limit + 1,
      );
      return pageOf(rows, limit);
    },
  );

  app.get(
    '/api/v1/jobs/:id/',
    {
      config: { scope: 'jobs:read' },
      schema: {
        tags,
        security,
        summary: 'One of the company’s jobs',
        params: JobIdParams,
        response: { 200: Job, ...errors },
      },
    },
    (request) => jobs.companyJob(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/v1/jobs/',
    {
      config: { scope: 'jobs:write' },
      schema: {
        tags,
        security,
        summary: 'Posts a job (an Idempotency-Key makes a retry post it once)',
        body: JobInput,
        response: { 201: Job, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await jobs.create(requireViewer(request), request.body)),
  );

  app.patch(
    '/api/v1/jobs/:id/',
    {
      config: { scope: 'jobs:write' },
      schema: {
        tags,
        security,
        summary: 'Changes one of the company’s jobs',
        params: JobIdParams,
        body: JobPatch,
        response: { 200: Job, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await jobs.requireCompanyJob(viewer, request.params.id);
      return jobs.update(viewer, request.params.id, request.body);
    },
  );

  app.get(
    '/api/v1/applicants/',
    {
      config: { scope: 'applicants:read' },
      schema: {
        tags,
        security,
        summary: "The company's applicants across its jobs, newest first, a page at a time",
        querystring: ApplicantsPageQuery,
        response: { 200: ApplicantPage, ...errors },
      },
    },
    async (request) => {
      const { limit, cursor, status } = request.query;
      const rows = await applications.companyApplicantsBelow(
        requireViewer(request),
        status,
        idOfCursor(cursor),
        limit + 1,
      );
      return pageOf(rows, limit);
    },
  );

  app.patch(
    '/api/v1/applicants/:id/',
    {
      config: { scope: 'applicants:write' },
      schema: {
        tags,
        security,
        summary: 'Moves an applicant through the pipeline; approving assigns the work',
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

  await app.register(publicApiWorkRoutes, { workOrders, payments });
};
