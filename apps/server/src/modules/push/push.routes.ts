import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import { PushKey, PushSubscriptionInput, PushSubscriptionRemoval } from '@fieldhire/contract/push';
import { requireViewer } from '../../platform/auth';
import type { PushService } from './push.service';

const tags = ['push'];
const errors = { 400: ApiError, 401: ApiError };

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/api/push/key/',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key, for a browser's push subscription",
        response: { 200: PushKey },
      },
    },
    () => push.publicKey(),
  );

  app.post(
    '/api/push/subscriptions/',
    {
      schema: {
        tags,
        summary: "Send the viewer's push messages (job alerts) to this browser too",
        body: PushSubscriptionInput,
        response: { 201: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.subscribe(requireViewer(request), request.body);
      return reply.code(201).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions/',
    {
      schema: {
        tags,
        summary: 'Stop push messages to this browser',
        body: PushSubscriptionRemoval,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(requireViewer(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
