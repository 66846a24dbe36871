import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  AuditPage,
  AuditQuery,
  FIGURES_CSV_COLUMNS,
  MarketplaceFigures,
  OpsFiguresQuery,
  Operator,
  OPERATOR_COOKIE,
  OPERATOR_COOKIE_PATH,
  OperatorCodeBody,
  OperatorLoginBody,
  OperatorLoginResponse,
  OperatorReasonBody,
  OpsCompanyRecord,
  OpsIdParams,
  OpsJobRecord,
  OpsReportParams,
  OpsSearchQuery,
  OpsSearchResponse,
  OpsUserRecord,
  OpsWorkOrderRecord,
  ReportedTarget,
  ReportedTargetDetail,
  ResolveReportsBody,
} from '@fieldhire/contract/operations';
import { sessionToken } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { rateLimited } from '../../platform/rate-limit';
import type { OperatorAuth } from './operator-auth.service';
import type { OperationsService } from './operations.service';

const tags = ['operations'];
const errors = { 400: ApiError, 404: ApiError, 409: ApiError };
const NO_CONTENT = { 204: z.null() };

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
  }
}

/** The operator's session token, from the cookie only the console's API receives. */
const operatorToken = (request: FastifyRequest) => sessionToken(request.cookies[OPERATOR_COOKIE]);

/**
 * The operator console's API. Only the sign-in steps answer without an operator whose code was
 * checked; everything else answers 404 to everyone else (guests, companies, agents), as if it
 * did not exist.
 */
export const operationsRoutes: FastifyPluginAsyncZod<{
  auth: OperatorAuth;
  operations: OperationsService;
  secureCookies: boolean;
  /** Other modules' console routes, registered behind the same operator check. */
  sections?: FastifyPluginAsyncZod[];
}> = async (app, { auth, operations, secureCookies, sections = [] }) => {
  app.decorateRequest('operator', null);

  const setSession = (reply: FastifyReply, token: string, expires: Date) =>
    reply.setCookie(OPERATOR_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      path: OPERATOR_COOKIE_PATH,
      expires,
    });

  app.post(
    '/api/ops/login/',
    {
      config: rateLimited('operatorLogin'),
      schema: {
        tags,
        summary: 'Operator sign-in, step 1: the password; the TOTP code (or enrolment) comes next',
        body: OperatorLoginBody,
        response: { 200: OperatorLoginResponse, 429: ApiError, ...errors },
      },
    },
    async (request, reply) => {
      const { token, expires, ...next } = await auth.login(request.body);
      setSession(reply, token, expires);
      return next;
    },
  );

  app.post(
    '/api/ops/login/code/',
    {
      config: rateLimited('operatorLogin'),
      schema: {
        tags,
        summary: 'Operator sign-in, step 2: the code of the authenticator app',
        description:
          'A first accepted code also completes the enrolment of the app. The session goes on under a new cookie.',
        body: OperatorCodeBody,
        response: { 200: Operator, 401: ApiError, 429: ApiError, ...errors },
      },
    },
    async (request, reply) => {
      const { operator, token, expires } = await auth.verifyCode(
        operatorToken(request),
        request.body.code,
      );
      setSession(reply, token, expires);
      return operator;
    },
  );

  app.post(
    '/api/ops/logout/',
    { schema: { tags, summary: 'Operator sign-out', response: NO_CONTENT } },
    async (request, reply) => {
      await auth.signOut(operatorToken(request));
      reply.clearCookie(OPERATOR_COOKIE, { path: OPERATOR_COOKIE_PATH });
      return reply.status(204).send(null);
    },
  );

  // Every route registered below needs an operator whose code was checked.
  const consoleRoutes: FastifyPluginAsyncZod = async (ops) => {
    ops.addHook('onRequest', async (request) => {
      request.operator = await auth.resolve(operatorToken(request));
      if (!request.operator) throw notFound();
    });
    const operator = (request: FastifyRequest) => request.operator!;

    ops.get(
      '/api/ops/me/',
      {
        schema: { tags, summary: 'The signed-in operator', response: { 200: Operator, ...errors } },
      },
      (request) => operator(request),
    );

    ops.get(
      '/api/ops/search/',
      {
        schema: {
          tags,
          summary: 'Users, companies, jobs and work orders by id, email, name or text',
          querystring: OpsSearchQuery,
          response: { 200: OpsSearchResponse, ...errors },
        },
      },
      async (request) => ({ results: await operations.search(request.query.q) }),
    );

    ops.get(
      '/api/ops/users/:id/',
      {
        schema: {
          tags,
          summary: 'Everything about one account',
          params: OpsIdParams,
          response: { 200: OpsUserRecord, ...errors },
        },
      },
      (request) => operations.userRecord(request.params.id),
    );

    ops.post(
      '/api/ops/users/:id/suspend/',
      {
        schema: {
          tags,
          summary: 'Suspend an account',
          description:
            'Its sessions end at once, its jobs leave the job list, its payouts wait; it is emailed the reason.',
          params: OpsIdParams,
          body: OperatorReasonBody,
          response: { ...NO_CONTENT, ...errors },
        },
      },
      async (request, reply) => {
        await operations.suspend(operator(request), request.params.id, request.body.reason);
        return reply.status(204).send(null);
      },
    );

    ops.post(
      '/api/ops/users/:id/unsuspend/',
      {
        schema: {
          tags,
          summary: "End an account's suspension",
          params: OpsIdParams,
          body: OperatorReasonBody,
          response: { ...NO_CONTENT, ...errors },
        },
      },
      async (request, reply) => {
        await operations.unsuspend(operator(request), request.params.id, request.body.reason);
        return reply.status(204).send(null);
      },
    );

    ops.get(
      '/api/ops/companies/:id/',
      {
        schema: {
          tags,
          summary: 'Everything about one company',
          params: OpsIdParams,
          response: { 200: OpsCompanyRecord, ...errors },
        },
      },
      (request) => operations.companyRecord(request.params.id),
    );

    ops.get(
      '/api/ops/jobs/:id/',
      {
        schema: {
          tags,
          summary: 'Everything about one job',
          params: OpsIdParams,
          response: { 200: OpsJobRecord, ...errors },
        },
      },
      (request) => operations.jobRecord(request.params.id),
    );

    ops.get(
      '/api/ops/work-orders/:id/',
      {
        schema: {
          tags,
          summary: 'One work order: its steps and every movement of its money',
          params: OpsIdParams,
          response: { 200: OpsWorkOrderRecord, ...errors },
        },
      },
      (request) => operations.workOrderRecord(request.params.id),
    );

    ops.post(
      '/api/ops/jobs/:id/remove/',
      {
        schema: {
          tags,
          summary: 'Remove a job: off the job list, its page gone; its company is emailed why',
          params: OpsIdParams,
          body: OperatorReasonBody,
          response: { ...NO_CONTENT, ...errors },
        },
      },
      async (request, reply) => {
        await operations.removeJob(operator(request), request.params.id, request.body.reason);
        return reply.status(204).send(null);
      },
    );

    ops.post(
      '/api/ops/jobs/:id/restore/',
      {
        schema: {
          tags,
          summary: 'Put a removed job back',
          params: OpsIdParams,
          body: OperatorReasonBody,
          response: { ...NO_CONTENT, ...errors },
        },
      },
      async (request, reply) => {
        await operations.restoreJob(operator(request), request.params.id, request.body.reason);
        return reply.status(204).send(null);
      },
    );

    ops.get(
      '/api/ops/reports/',
      {
        schema: {
          tags,
          summary: 'The targets with open reports, the most reported first',
          response: { 200: z.object({ results: z.array(ReportedTarget) }), ...errors },
        },
      },
      async () => ({ results: await operations.reportQueue() }),
    );

    ops.get(
      '/api/ops/reports/:type/:id/',
      {
        schema: {
          tags,
          summary: "One target's open reports (and a reported message's text)",
          params: OpsReportParams,
          response: { 200: ReportedTargetDetail, ...errors },
        },
      },
      (request) => operations.reportedTarget(request.params.type, request.params.id),
    );

    ops.post(
      '/api/ops/reports/resolve/',
      {
        schema: {
          tags,
          summary: "Act on a target's open reports: dismiss, remove, warn or suspend",
          description: 'Each reporter is emailed the outcome.',
          body: ResolveReportsBody,
          response: { ...NO_CONTENT, ...errors },
        },
      },
      async (request, reply) => {
        await operations.resolveReports(operator(request), request.body);
        return reply.status(204).send(null);
      },
    );

    ops.get(
      '/api/ops/figures/',
      {
        schema: {
          tags,
          summary: "The marketplace's figures per week (Monday, UTC), oldest first",
          querystring: OpsFiguresQuery,
          response: { 200: MarketplaceFigures, ...errors },
        },
      },
      async (request) => ({ weeks: await operations.figures(request.query.weeks) }),
    );

    ops.get(
      '/api/ops/figures.csv',
      {
        schema: {
          tags,
          summary: "The marketplace's figures per week as a CSV download",
          querystring: OpsFiguresQuery,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const weeks = await operations.figures(request.query.weeks);
        const lines = [
          FIGURES_CSV_COLUMNS.join(','),
          ...weeks.map((week) => FIGURES_CSV_COLUMNS.map((column) => week[column] ?? '').join(',')),
        ];
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="fieldhire-figures.csv"')
          .send(`${lines.join('\r\n')}\r\n`);
      },
    );

    ops.get(
      '/api/ops/audit/',
      {
        schema: {
          tags,
          summary: 'The audit log, newest first; it cannot be changed',
          querystring: AuditQuery,
          response: { 200: AuditPage, ...errors },
        },
      },
      (request) =>
        operations.audit({
          q: request.query.q,
          targetType: request.query.target_type,
          targetId: request.query.target_id,
          beforeId: request.query.before_id,
        }),
    );
    for (const section of sections) await ops.register(section);
  };
  await app.register(consoleRoutes);
};
