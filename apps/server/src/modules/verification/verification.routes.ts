import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  DocumentParams,
  DocumentUploadFields,
  OpsVerificationItem,
  OpsVerificationList,
  OpsVerificationQuery,
  RejectDocumentBody,
  VERIFICATION_TEXT,
  VerificationDocument,
  VerificationDocumentList,
} from '@fieldhire/contract/verification';
import { requireViewer } from '../../platform/auth';
import { fieldError } from '../../platform/errors';
import { parseFormFields, readMultipartForm } from '../../platform/uploads/multipart-form';
import {
  CACHE_NEVER,
  sendStoredFile,
  storedFileResponse,
} from '../../platform/uploads/send-stored-file';
import type { VerificationService } from './verification.service';

const tags = ['verification'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** A document is read in the browser when it can be, else downloaded; never kept, as it may be removed. */
function sendFile(reply: FastifyReply, file: { path: string; contentType: string; name: string }) {
  const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
  return sendStoredFile(reply, {
    path: file.path,
    contentType: file.contentType,
    cache: CACHE_NEVER,
    disposition: inline ? 'inline' : 'attachment',
  });
}

/** The documents an agent or a company's managers send to be verified. */
export const verificationRoutes: FastifyPluginAsyncZod<{
  verification: VerificationService;
}> = async (app, { verification }) => {
  app.get(
    '/api/verification/documents/',
    {
      schema: {
        tags,
        summary: "The agent's, or the viewer's company's, documents and where each stands",
        response: { 200: VerificationDocumentList, ...errors },
      },
    },
    (request) => verification.list(requireViewer(request)),
  );

  app.post(
    '/api/verification/documents/',
    {
      schema: {
        tags,
        summary: 'Sends a document to be verified (multipart `file`, `kind`, `expires_on`)',
        description:
          'Agents send a license or an insurance certificate; a company owner or admin also a business registration. An insurance certificate needs its expiry date.',
        response: { 201: VerificationDocument, 413: ApiError, 415: ApiError, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { fields, files, fileNames } = await readMultipartForm(request, ['file']);
      const { kind, expires_on: expiresOn } = parseFormFields(DocumentUploadFields, fields);
      if (!files.file) throw fieldError('file', VERIFICATION_TEXT.fileNeeded);
      const document = await verification.upload(viewer, {
        kind,
        expiresOn,
        content: files.file,
        name: fileNames.file ?? '',
      });
      return reply.status(201).send(document);
    },
  );

  app.delete(
    '/api/verification/documents/:id/',
    {
      schema: {
        tags,
        summary: 'Takes a document back (its badge goes with it)',
        params: DocumentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await verification.remove(requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/verification/documents/:id/file/',
    {
      config: { sessionCookie: true },
      schema: {
        tags,
        summary: 'A sent document (its owner only)',
        params: DocumentParams,
        response: storedFileResponse,
      },
    },
    async (request, reply) =>
      sendFile(reply, await verification.ownFile(requireViewer(request), request.params.id)),
  );
};

/** The console's review queue: registered among the routes that need a signed-in operator. */
export const verificationConsoleRoutes: FastifyPluginAsyncZod<{
  verification: VerificationService;
}> = async (ops, { verification }) => {
  const consoleTags = ['operations'];
  ops.get(
    '/api/ops/verification/',
    {
      schema: {
        tags: consoleTags,
        summary: 'Documents to verify, oldest first, or reviewed ones',
        querystring: OpsVerificationQuery,
        response: { 200: OpsVerificationList, ...errors },
      },
    },
    (request) => verification.queue(request.query.status),
  );

  ops.get(
    '/api/ops/verification/:id/file/',
    {
      schema: {
        tags: consoleTags,
        summary: 'A document sent for verification',
        params: DocumentParams,
        response: storedFileResponse,
      },
    },
    async (request, reply) => sendFile(reply, await verification.operatorFile(request.params.id)),
  );

  ops.post(
    '/api/ops/verification/:id/verify/',
    {
      schema: {
        tags: consoleTags,
        summary: 'Verifies a document: its owner gets the badge until it expires',
        params: DocumentParams,
        response: { 200: OpsVerificationItem, ...errors },
      },
    },
    (request) => verification.verify(request.operator!, request.params.id),
  );

  ops.post(
    '/api/ops/verification/:id/reject/',
    {
      schema: {
        tags: consoleTags,
        summary: 'Rejects a document, telling its owner why',
        params: DocumentParams,
        body: RejectDocumentBody,
        response: { 200: OpsVerificationItem, ...errors },
      },
    },
    (request) => verification.reject(request.operator!, request.params.id, request.body.reason),
  );
};
