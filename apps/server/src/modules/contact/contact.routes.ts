import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactBody, ContactResponse } from '@fieldhire/contract/contact';
import { ApiError } from '@fieldhire/contract/errors';
import { rateLimited } from '../../platform/rate-limit';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/api/contact/',
    {
      config: rateLimited('contact'),
      schema: {
        tags: ['contact'],
        summary: 'Write to the Fieldhire team',
        body: ContactBody,
        response: { 200: ContactResponse, 400: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    (request) => contact.send(request.body, request.ip),
  );
};
