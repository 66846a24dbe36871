import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  Company,
  CompanyFields,
  CompanyFilter,
  CompanyIdParams,
  CompanyList,
} from '@fieldhire/contract/companies';
import { requireViewer } from '../../platform/auth';
import { parseFormFields, readMultipartForm } from '../../platform/uploads/multipart-form';
import type { TeamsService } from '../teams/teams.service';
import type { CompaniesService } from './companies.service';

const tags = ['companies'];
const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  413: ApiError,
  415: ApiError,
};
const multipartBody = {
  description:
    'multipart/form-data: an optional `avatar` image (PNG, JPEG or WebP) and the company fields',
};

export const companiesRoutes: FastifyPluginAsyncZod<{
  companies: CompaniesService;
  teams: TeamsService;
}> = async (app, { companies, teams }) => {
  const readCompanyForm = async (request: Parameters<typeof readMultipartForm>[0]) => {
    const { fields, files } = await readMultipartForm(request, ['avatar']);
    return { fields: parseFormFields(CompanyFields, fields), avatar: files.avatar };
  };

  app.get(
    '/api/companies/',
    {
      schema: {
        tags,
        summary: 'Company directory',
        querystring: CompanyFilter,
        response: { 200: CompanyList, 400: ApiError },
      },
    },
    (request) => companies.search(request.query),
  );

  app.get(
    '/api/companies/:id',
    {
      schema: {
        tags,
        summary: 'One company; members also get the team and pending invites',
        params: CompanyIdParams,
        response: { 200: Company, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => teams.withTeam(await companies.get(request.params.id), request.viewer),
  );

  app.post(
    '/api/companies/',
    {
      schema: {
        tags,
        summary: 'Create your company (employers without one)',
        ...multipartBody,
        response: { 201: Company, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const company = await companies.create(viewer, () => readCompanyForm(request));
      return reply
        .status(201)
        .send(await teams.withTeam(company, { ...viewer, companyId: company.id }));
    },
  );

  app.patch(
    '/api/companies/:id',
    {
      schema: {
        tags,
        summary: 'Edit your company (owner or admin)',
        ...multipartBody,
        params: CompanyIdParams,
        response: { 200: Company, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await companies.update(viewer, request.params.id, () =>
        readCompanyForm(request),
      );
      return teams.withTeam(company, viewer);
    },
  );
};
