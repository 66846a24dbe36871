import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@fieldhire/contract/errors';
import { CompanyPayment } from '@fieldhire/contract/payments';
import { CursorQuery, cursorPage, WorkOrdersPageQuery } from '@fieldhire/contract/public-api';
import {
  Reason,
  WorkOrder,
  WorkOrderParams,
  type WorkOrderAction,
} from '@fieldhire/contract/work-orders';
import { requireViewer } from '../../platform/auth';
import { clientKeyOf } from '../../platform/client-key';
import type { PaymentsService } from '../payments/payments.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import { errors, idOfCursor, pageOf, security, tags } from './public-api-paging';

const WorkOrderPage = cursorPage(WorkOrder);
const PaymentPage = cursorPage(CompanyPayment);

/**
 * The company's work orders, its side of their steps, and its payments for them, under the public
 * API's key, scope, rate limit and Idempotency-Key hooks.
 */
export const publicApiWorkRoutes: FastifyPluginAsyncZod<{
  workOrders: WorkOrdersService;
  payments: PaymentsService;
}> = async (app, { workOrders, payments }) => {
  app.get(
    '/api/v1/work-orders/',
    {
      config: { scope: 'work_orders:read' },
      schema: {
        tags,
        security,
        summary: "The company's work orders, newest first, a page at a time",
        querystring: WorkOrdersPageQuery,
        response: { 200: WorkOrderPage, ...errors },
      },
    },
    async (request) => {
      const { limit, cursor, status } = request.query;
      const rows = await workOrders.companyWorkOrdersBelow(
        requireViewer(request),
        status,
        idOfCursor(cursor),
        limit + 1,
      );
      return pageOf(rows, limit);
    },
  );

  app.get(
    '/api/v1/work-orders/:id/',
    {
      config: { scope: 'work_orders:read' },
      schema: {
        tags,
        security,
        summary: 'One of the company’s work orders, with its deliverables and timeline',
        params: WorkOrderParams,
        response: { 200: WorkOrder, ...errors },
      },
    },
    (request) => workOrders.get(requireViewer(request), request.params.id),
  );

  const write = { scope: 'work_orders:write' } as const;
  const changed = { 200: WorkOrder, ...errors };

  app.post(
    '/api/v1/work-orders/:id/approve/',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Approves the submitted work, which charges the company’s card',
        description:
          '402 when the company has no card on file or it was declined: nothing is approved.',
        params: WorkOrderParams,
        response: { ...changed, 402: ApiError },
      },
    },
    (request) =>
      workOrders.act(requireViewer(request), request.params.id, 'approve', {
        key: clientKeyOf(request),
      }),
  );

  const withReason = (path: string, action: WorkOrderAction, summary: string) =>
    app.post(
      `/api/v1/work-orders/:id/${path}/`,
      {
        config: write,
        schema: {
          tags,
          security,
          summary,
          params: WorkOrderParams,
          body: Reason,
          response: changed,
        },
      },
      (request) =>
        workOrders.act(requireViewer(request), request.params.id, action, {
          reason: request.body.reason,
          key: clientKeyOf(request),
        }),
    );
  withReason(
    'request-revision',
    'request_revision',
    'Sends the submitted work back for a revision',
  );
  withReason('cancel', 'cancel', 'Cancels the work order; its opening is free again');

  app.get(
    '/api/v1/payments/',
    {
      config: { scope: 'payments:read' },
      schema: {
        tags,
        security,
        summary: "The company's charges for approved work and their refunds, newest first",
        querystring: CursorQuery,
        response: { 200: PaymentPage, ...errors },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await payments.companyPaymentsBelow(
        requireViewer(request),
        idOfCursor(cursor),
        limit + 1,
      );
      return pageOf(rows, limit);
    },
  );
};
