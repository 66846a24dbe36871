import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiKeyList,
  ApiKeyParams,
  CreateApiKeyBody,
  CreatedApiKey,
} from '@fieldhire/contract/api-keys';
import { ApiError } from '@fieldhire/contract/errors';
import { requireViewer } from '../../platform/auth';
import type { ApiKeysService } from './api-keys.service';

const tags = ['developers'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** The company's API keys, for its owner and admins. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (
  app,
  { apiKeys },
) => {
  app.get(
    '/api/developers/keys/',
    {
      schema: {
        tags,
        summary: "The company's API keys, newest first, revoked ones included",
        response: { 200: ApiKeyList, ...errors },
      },
    },
    (request) => apiKeys.list(requireViewer(request)),
  );

  app.post(
    '/api/developers/keys/',
    {
      schema: {
        tags,
        summary: 'Makes a key with its scopes; the answer is the only time the whole key is shown',
        body: CreateApiKeyBody,
        response: { 201: CreatedApiKey, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await apiKeys.create(requireViewer(request), request.body)),
  );

  app.delete(
    '/api/developers/keys/:id/',
    {
      schema: {
        tags,
        summary: 'Revokes a key: requests with it are refused at once',
        params: ApiKeyParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await apiKeys.revoke(requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
