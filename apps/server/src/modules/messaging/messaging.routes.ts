import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  Conversation,
  ConversationParams,
  Message,
  MessagesQuery,
  PostMessageBody,
  PostMessageQuery,
  ReadReceipt,
  StartConversationBody,
} from '@fieldhire/contract/messaging';
import { requireViewer } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import type { MessagingService } from './messaging.service';

const tags = ['messaging'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError };

/** Per sender rather than per address, so colleagues behind one address do not share a limit. */
const sendLimit = {
  rateLimit: {
    max: 120,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.viewer ? `messages:${request.viewer.id}` : request.ip,
  },
};

export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (
  app,
  { messaging },
) => {
  app.get(
    '/api/conversations/',
    {
      schema: {
        tags,
        summary: "The viewer's conversations with messages, most recent first",
        response: { 200: z.array(Conversation), ...errors },
      },
    },
    (request) => messaging.list(requireViewer(request)),
  );

  app.post(
    '/api/conversations/',
    {
      schema: {
        tags,
        summary: 'Open the two-person conversation with a user (200 when it exists, 201 when new)',
        description:
          'With only `job_id`, the conversation is with the person who posted the job. A given ' +
          '`job_id` becomes the subject of the conversation.',
        body: StartConversationBody,
        response: { 200: Conversation, 201: Conversation, ...errors },
      },
    },
    async (request, reply) => {
      const { created, conversation } = await messaging.start(requireViewer(request), request.body);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/api/conversations/:id/',
    {
      schema: {
        tags,
        summary: 'One conversation of the viewer',
        params: ConversationParams,
        response: { 200: Conversation, ...errors },
      },
    },
    (request) => messaging.get(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/conversations/:id/read/',
    {
      schema: {
        tags,
        summary: 'Mark every message of the conversation read',
        params: ConversationParams,
        response: { 200: ReadReceipt, ...errors },
      },
    },
    (request) => messaging.read(requireViewer(request), request.params.id),
  );

  app.get(
    '/api/messages/',
    {
      schema: {
        tags,
        summary: 'A page of messages, newest first; reading marks them read',
        description:
          'Pass the oldest id received as `before` for the next page; an empty page means no more.',
        querystring: MessagesQuery,
        response: { 200: z.array(Message), ...errors },
      },
    },
    (request) => messaging.messages(requireViewer(request), request.query),
  );

  app.post(
    '/api/messages/',
    {
      config: sendLimit,
      schema: {
        tags,
        summary: 'Send a message; answered once it is stored',
        description:
          '201 with the stored message. With a `client_id` the sender already used, 200 with the ' +
          'message stored then, and nothing is stored or sent again, so a retry never duplicates.',
        querystring: PostMessageQuery,
        body: PostMessageBody,
        response: { 200: Message, 201: Message, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const fromQuery = request.query.conversation_id;
      const fromBody = request.body.conversation;
      if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) {
        throw badRequest('conversation_id and conversation name different conversations.');
      }
      const conversationId = fromQuery ?? fromBody;
      if (conversationId === undefined) {
        throw badRequest('conversation: Required.', { conversation: ['Required.'] });
      }
      const { message, created } = await messaging.send(
        viewer,
        conversationId,
        request.body.content,
        request.body.client_id ?? null,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );
};
