import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { ApiError } from '@fieldhire/contract/errors';
import {
  Dispute,
  DisputeMessage,
  DisputeMessageBody,
  DisputeParams,
  DisputePhotoFields,
  DisputePhotoParams,
  OpenDisputeBody,
  OpsDisputeList,
  OpsDisputesQuery,
  ResolveDisputeBody,
} from '@fieldhire/contract/disputes';
import { WorkOrderParams } from '@fieldhire/contract/work-orders';
import { requireViewer } from '../../platform/auth';
import { fieldError } from '../../platform/errors';
import { parseFormFields, readMultipartForm } from '../../platform/uploads/multipart-form';
import {
  CACHE_FOREVER,
  sendStoredFile,
  storedFileResponse,
} from '../../platform/uploads/send-stored-file';
import type { DisputesService } from './disputes.service';

const tags = ['disputes'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** A thread's photo never changes: a new photo is a new message. */
const sendPhoto = (reply: FastifyReply, path: string) =>
  sendStoredFile(reply, {
    path,
    contentType: 'image/webp',
    cache: CACHE_FOREVER,
    disposition: 'inline',
  });

/** A work order's dispute, for its two sides. */
export const disputesRoutes: FastifyPluginAsyncZod<{ disputes: DisputesService }> = async (
  app,
  { disputes },
) => {
  app.post(
    '/api/work-orders/:id/dispute/',
    {
      schema: {
        tags,
        summary: "Opens the work order's dispute (its agent or its company)",
        description:
          'Once the work was submitted and until 14 days after its approval, once per work order. The pay of approved work is held until an operator settles it; while it is open neither side can move the work order.',
        params: WorkOrderParams,
        body: OpenDisputeBody,
        response: { 201: Dispute, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await disputes.open(requireViewer(request), request.params.id, request.body)),
  );

  app.get(
    '/api/work-orders/:id/dispute/',
    {
      schema: {
        tags,
        summary: "The work order's dispute and its thread (404 when none was opened)",
        params: WorkOrderParams,
        response: { 200: Dispute, ...errors },
      },
    },
    (request) => disputes.ofWorkOrder(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/disputes/:id/messages/',
    {
      schema: {
        tags,
        summary: "Writes in an open dispute's thread",
        params: DisputeParams,
        body: DisputeMessageBody,
        response: { 201: DisputeMessage, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await disputes.message(requireViewer(request), request.params.id, request.body.body)),
  );

  app.post(
    '/api/disputes/:id/photos/',
    {
      schema: {
        tags,
        summary:
          'Adds a photo of evidence to an open dispute (multipart `file`, optional `caption`)',
        params: DisputeParams,
        response: { 201: DisputeMessage, 413: ApiError, 415: ApiError, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { fields, files } = await readMultipartForm(request, ['file']);
      if (!files.file) throw fieldError('file', 'Choose a photo to upload.');
      const { caption } = parseFormFields(DisputePhotoFields, fields);
      return reply
        .status(201)
        .send(await disputes.photo(viewer, request.params.id, files.file, caption));
    },
  );

  app.get(
    '/api/disputes/:id/photos/:message_id/',
    {
      config: { sessionCookie: true },
      schema: {
        tags,
        summary: "A photo of a dispute's thread (its sides only)",
        params: DisputePhotoParams,
        response: storedFileResponse,
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await disputes.photoFile(
          requireViewer(request),
          request.params.id,
          request.params.message_id,
        ),
      ),
  );
};

/** The console's disputes: registered among the routes that need a signed-in operator. */
export const disputeConsoleRoutes: FastifyPluginAsyncZod<{ disputes: DisputesService }> = async (
  ops,
  { disputes },
) => {
  const consoleTags = ['operations'];
  ops.get(
    '/api/ops/disputes/',
    {
      schema: {
        tags: consoleTags,
        summary: 'Open disputes, oldest first, or settled ones, newest first',
        querystring: OpsDisputesQuery,
        response: { 200: OpsDisputeList, ...errors },
      },
    },
    (request) => disputes.list(request.query.status),
  );

  ops.get(
    '/api/ops/disputes/:id/',
    {
      schema: {
        tags: consoleTags,
        summary: 'A dispute with its thread and the pay in question',
        params: DisputeParams,
        response: { 200: Dispute, ...errors },
      },
    },
    (request) => disputes.forOperator(request.params.id),
  );

  ops.post(
    '/api/ops/disputes/:id/messages/',
    {
      schema: {
        tags: consoleTags,
        summary: "Writes in a dispute's thread as the Fieldhire team",
        params: DisputeParams,
        body: DisputeMessageBody,
        response: { 201: DisputeMessage, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await disputes.operatorMessage(request.operator!, request.params.id, request.body.body),
        ),
  );

  ops.post(
    '/api/ops/disputes/:id/resolve/',
    {
      schema: {
        tags: consoleTags,
        summary: 'Settles a dispute: pay the agent, refund the company, or split by an amount',
        params: DisputeParams,
        body: ResolveDisputeBody,
        response: { 200: Dispute, 402: ApiError, 502: ApiError, ...errors },
      },
    },
    (request) => disputes.resolve(request.operator!, request.params.id, request.body),
  );

  ops.get(
    '/api/ops/disputes/:id/photos/:message_id/',
    {
      schema: {
        tags: consoleTags,
        summary: "A photo of a dispute's thread",
        params: DisputePhotoParams,
        response: storedFileResponse,
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await disputes.photoFile(request.operator!, request.params.id, request.params.message_id),
      ),
  );
};
