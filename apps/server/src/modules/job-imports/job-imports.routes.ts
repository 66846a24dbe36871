import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  JOB_IMPORT_TEXT,
  JobImport,
  JobImportParams,
  JobImportTemplateParams,
} from '@fieldhire/contract/job-imports';
import { requireViewer } from '../../platform/auth';
import { fieldError } from '../../platform/errors';
import { readMultipartForm } from '../../platform/uploads/multipart-form';
import { templateCsv, templateXlsx } from './import-template';
import type { JobImportsService } from './job-imports.service';

const tags = ['job imports'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Posting and updating a company's jobs from a CSV or XLSX file. */
export const jobImportsRoutes: FastifyPluginAsyncZod<{ jobImports: JobImportsService }> = async (
  app,
  { jobImports },
) => {
  app.get(
    '/api/job-imports/template/:format/',
    {
      schema: {
        tags,
        summary: 'The import template: its header and two example rows (csv or xlsx)',
        params: JobImportTemplateParams,
        produces: ['text/csv', XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const csv = request.params.format === 'csv';
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="fieldhire-jobs-template.${request.params.format}"`,
        )
        .send(csv ? templateCsv() : await templateXlsx());
    },
  );

  app.post(
    '/api/job-imports/',
    {
      schema: {
        tags,
        summary: 'Uploads a CSV or XLSX file of jobs (multipart `file`) and answers its preview',
        description:
          'Checks every row as the job form would and writes nothing to the jobs: the answer is the dry run, with each problem by row and column and how many jobs the import would post, update and leave unchanged.',
        response: { 201: JobImport, 402: ApiError, 413: ApiError, 415: ApiError, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { files, fileNames } = await readMultipartForm(request, ['file']);
      if (!files.file) throw fieldError('file', JOB_IMPORT_TEXT.fileNeeded);
      const preview = await jobImports.preview(viewer, {
        content: files.file,
        name: fileNames.file ?? '',
      });
      return reply.status(201).send(preview);
    },
  );

  app.get(
    '/api/job-imports/:id/',
    {
      schema: {
        tags,
        summary: "An import's preview, progress and outcome",
        params: JobImportParams,
        response: { 200: JobImport, ...errors },
      },
    },
    (request) => jobImports.get(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/job-imports/:id/run/',
    {
      schema: {
        tags,
        summary: 'Starts writing a previewed import in the background',
        params: JobImportParams,
        response: { 202: JobImport, 402: ApiError, 409: ApiError, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await jobImports.run(requireViewer(request), request.params.id)),
  );
};
