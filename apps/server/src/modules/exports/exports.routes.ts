import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import { ApplicantsExportQuery, WorkOrdersExportQuery } from '@fieldhire/contract/exports';
import { requireViewer } from '../../platform/auth';
import { attachmentNamed, CACHE_NEVER } from '../../platform/uploads/send-stored-file';
import type { CsvExport, ExportsService } from './exports.service';

const tags = ['exports'];
const response = {
  200: z.string().describe('CSV text (UTF-8), a header row first'),
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
};
// A download link carries no Authorization header: these take the session cookie for reading.
const config = { sessionCookie: true };

const sendCsv = (reply: FastifyReply, csv: CsvExport) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', CACHE_NEVER)
    .header('content-disposition', attachmentNamed(csv.fileName))
    .send(csv.content);

export const exportsRoutes: FastifyPluginAsyncZod<{ csvExports: ExportsService }> = async (
  app,
  { csvExports },
) => {
  app.get(
    '/api/employer/exports/jobs.csv',
    {
      config,
      schema: { tags, summary: "The company's jobs as CSV, newest first (its members)", response },
    },
    async (request, reply) => sendCsv(reply, await csvExports.jobs(requireViewer(request))),
  );

  app.get(
    '/api/employer/exports/applicants.csv',
    {
      config,
      schema: {
        tags,
        summary: "The company's applicants as CSV, of one job or status when asked (its members)",
        querystring: ApplicantsExportQuery,
        response,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await csvExports.applicants(requireViewer(request), request.query)),
  );

  app.get(
    '/api/employer/exports/work-orders.csv',
    {
      config,
      schema: {
        tags,
        summary:
          "The company's work orders as CSV with each answer and links to each photo and document (its members)",
        querystring: WorkOrdersExportQuery,
        response,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await csvExports.workOrders(requireViewer(request), request.query)),
  );

  app.get(
    '/api/employer/exports/payments.csv',
    {
      config,
      schema: {
        tags,
        summary: "The company's charges for work and their refunds as CSV (its owner and admins)",
        response,
      },
    },
    async (request, reply) => sendCsv(reply, await csvExports.payments(requireViewer(request))),
  );
};
