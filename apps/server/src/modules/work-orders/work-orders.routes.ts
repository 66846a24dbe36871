import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  AnswerBody,
  AttachUploadBody,
  CalendarLink,
  CalendarQuery,
  DeliverableParams,
  LocationBody,
  MissingDeliverables,
  Reason,
  SubmitBody,
  WORK_ORDER_TEXT,
  WorkOrder,
  WorkOrderItemParams,
  WorkOrderList,
  WorkOrderParams,
  WorkOrdersQuery,
  type WorkOrderAction,
} from '@fieldhire/contract/work-orders';
import { requireViewer } from '../../platform/auth';
import { clientKeyOf } from '../../platform/client-key';
import { sha256 } from '../../platform/crypto';
import { badRequest, fieldError } from '../../platform/errors';
import { parseFormFields, readMultipartForm } from '../../platform/uploads/multipart-form';
import type { ResumableUploads } from '../../platform/uploads/resumable-uploads';
import {
  attachmentNamed,
  CACHE_FOREVER,
  sendStoredFile,
  storedFileResponse,
} from '../../platform/uploads/send-stored-file';
import type { WorkOrdersService } from './work-orders.service';

const tags = ['work orders'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };
const changed = { 200: WorkOrder, ...errors };

export const workOrdersRoutes: FastifyPluginAsyncZod<{
  workOrders: WorkOrdersService;
  uploads: Pick<ResumableUploads, 'take'>;
}> = async (app, { workOrders, uploads }) => {
  app.get(
    '/api/work-orders/',
    {
      schema: {
        tags,
        summary: "The agent's work orders, or the company's (by scheduled start)",
        querystring: WorkOrdersQuery,
        response: { 200: WorkOrderList, ...errors },
      },
    },
    (request) => workOrders.list(requireViewer(request), request.query),
  );

  app.get(
    '/api/work-orders/calendar-link/',
    {
      schema: {
        tags,
        summary: "The address of the agent's iCalendar feed",
        response: { 200: CalendarLink, ...errors },
      },
    },
    (request) => workOrders.calendarLink(requireViewer(request)),
  );

  app.post(
    '/api/work-orders/calendar-link/',
    {
      schema: {
        tags,
        summary: "A new address for the agent's iCalendar feed (the old one stops working)",
        response: { 200: CalendarLink, ...errors },
      },
    },
    (request) => workOrders.calendarLink(requireViewer(request), true),
  );

  app.get(
    '/api/work-orders/calendar.ics',
    {
      schema: {
        tags,
        summary: "The agent's work orders as an iCalendar feed (no session: the token is the key)",
        querystring: CalendarQuery,
        response: { 200: z.string(), 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await workOrders.calendar(request.query.token)),
  );

  app.get(
    '/api/work-orders/:id/',
    {
      schema: {
        tags,
        summary: 'One work order (its agent and its company only)',
        params: WorkOrderParams,
        response: { 200: WorkOrder, ...errors },
      },
    },
    (request) => workOrders.get(requireViewer(request), request.params.id),
  );

  const withReason = (path: string, action: WorkOrderAction, summary: string) =>
    app.post(
      `/api/work-orders/:id/${path}/`,
      { schema: { tags, summary, params: WorkOrderParams, body: Reason, response: changed } },
      (request) =>
        workOrders.act(requireViewer(request), request.params.id, action, {
          reason: request.body.reason,
          key: clientKeyOf(request),
        }),
    );
  const plain = (
    path: string,
    action: WorkOrderAction,
    summary: string,
    response: typeof changed = changed,
  ) =>
    app.post(
      `/api/work-orders/:id/${path}/`,
      { schema: { tags, summary, params: WorkOrderParams, response } },
      (request) =>
        workOrders.act(requireViewer(request), request.params.id, action, {
          key: clientKeyOf(request),
        }),
    );
  const atSite = (path: string, action: WorkOrderAction, summary: string) =>
    app.post(
      `/api/work-orders/:id/${path}/`,
      { schema: { tags, summary, params: WorkOrderParams, body: LocationBody, response: changed } },
      (request) =>
        workOrders.act(requireViewer(request), request.params.id, action, {
          location: request.body,
          key: clientKeyOf(request),
        }),
    );

  plain('confirm', 'confirm', 'The agent confirms the assignment');
  withReason('decline', 'decline', 'The agent declines the assignment');
  atSite('check-in', 'check_in', 'The agent checks in on site (distance and punctuality recorded)');
  atSite('check-out', 'check_out', 'The agent checks out');
  app.post(
    '/api/work-orders/:id/submit/',
    {
      schema: {
        tags,
        summary: 'The agent submits the work (400 lists the required deliverables missing)',
        description:
          'Hourly work may carry `hours`, the time it took as the agent says (paid up to the agreed duration).',
        params: WorkOrderParams,
        body: SubmitBody.nullish(),
        response: {
          ...changed,
          400: MissingDeliverables.partial({ missing: true }).extend(ApiError.shape),
        },
      },
    },
    (request) =>
      workOrders.act(requireViewer(request), request.params.id, 'submit', {
        hours: request.body?.hours,
        key: clientKeyOf(request),
      }),
  );
  plain('approve', 'approve', 'The company approves the work');
  withReason('request-revision', 'request_revision', 'The company asks for a revision');
  withReason('cancel', 'cancel', 'Either side cancels the work order');

  app.post(
    '/api/work-orders/:id/deliverables/:deliverable_id/',
    {
      schema: {
        tags,
        summary:
          'Adds a photo or document (multipart `file`, or JSON `upload_id` of a finished resumable upload) or answers a question (JSON `answer`)',
        params: DeliverableParams,
        response: { 201: WorkOrder, 413: ApiError, 415: ApiError, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { id, deliverable_id: deliverableId } = request.params;
      if (request.isMultipart()) {
        const { files, fileNames } = await readMultipartForm(request, ['file']);
        const content = files.file;
        if (!content) throw fieldError('file', WORK_ORDER_TEXT.fileNeeded);
        const key = clientKeyOf(request, `file ${sha256(content)} ${fileNames.file ?? ''}`);
        const replayed = await workOrders.replayed(viewer, id, key);
        if (replayed) return reply.status(201).send(replayed);
        const workOrder = await workOrders.addFile(
          viewer,
          id,
          deliverableId,
          { content, name: fileNames.file ?? null },
          key,
        );
        return reply.status(201).send(workOrder);
      }
      const key = clientKeyOf(request);
      const replayed = await workOrders.replayed(viewer, id, key);
      if (replayed) return reply.status(201).send(replayed);
      const raw: unknown = request.body ?? {};
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw badRequest('Send a photo or document as `file`, an `upload_id`, or an `answer`.');
      const body = raw as Record<string, string>;
      if ('upload_id' in body) {
        const { upload_id: uploadId } = parseFormFields(AttachUploadBody, body);
        const upload = await uploads.take(viewer.id, uploadId);
        // A refused attach keeps the upload, so the phone can attach it once the refusal is
        // mended; unclaimed uploads expire.
        const workOrder = await workOrders.addFile(
          viewer,
          id,
          deliverableId,
          { content: upload.file, name: upload.name },
          key,
        );
        await upload.release();
        return reply.status(201).send(workOrder);
      }
      const { answer } = parseFormFields(AnswerBody, body);
      return reply
        .status(201)
        .send(await workOrders.answer(viewer, id, deliverableId, answer, key));
    },
  );

  for (const variant of ['file', 'thumb'] as const)
    app.get(
      `/api/work-orders/:id/items/:item_id/${variant}/`,
      {
        config: { sessionCookie: true },
        schema: {
          tags,
          summary:
            variant === 'file'
              ? 'A delivered photo or document (its agent and its company only)'
              : "A delivered photo's thumbnail (its agent and its company only)",
          params: WorkOrderItemParams,
          response: storedFileResponse,
        },
      },
      async (request, reply) => {
        const { id, item_id: itemId } = request.params;
        const file = await workOrders.itemFile(requireViewer(request), id, itemId, variant);
        // An item's file never changes: a new photo is a new item.
        return sendStoredFile(reply, {
          path: file.path,
          contentType: file.contentType,
          cache: CACHE_FOREVER,
          disposition: file.downloadName === null ? 'inline' : attachmentNamed(file.downloadName),
        });
      },
    );

  app.delete(
    '/api/work-orders/:id/items/:item_id/',
    {
      schema: {
        tags,
        summary: 'Removes a delivered photo, document or answer',
        params: WorkOrderItemParams,
        response: changed,
      },
    },
    (request) =>
      workOrders.removeItem(
        requireViewer(request),
        request.params.id,
        request.params.item_id,
        clientKeyOf(request),
      ),
  );
};
