import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookDelivery,
  WebhookDeliveriesQuery,
  WebhookDeliveryDetail,
  WebhookDeliveryPage,
  WebhookDeliveryParams,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointParams,
} from '@fieldhire/contract/webhooks';
import { requireViewer } from '../../platform/auth';
import type { WebhooksService } from './webhooks.service';

const tags = ['developers'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };
const BASE = '/api/developers/webhooks/';

/** The company's webhook endpoints and their delivery logs, for its owner and admins. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: "The company's webhook endpoints, newest first",
        response: { 200: WebhookEndpointList, ...errors },
      },
    },
    (request) => webhooks.list(requireViewer(request)),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Adds an endpoint for the events chosen; its address must be public',
        body: CreateWebhookEndpointBody,
        response: { 201: WebhookEndpoint, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await webhooks.create(requireViewer(request), request.body)),
  );

  app.patch(
    `${BASE}:id/`,
    {
      schema: {
        tags,
        summary: 'Changes an endpoint: its address, events, or whether it is enabled',
        params: WebhookEndpointParams,
        body: UpdateWebhookEndpointBody,
        response: { 200: WebhookEndpoint, ...errors },
      },
    },
    (request) => webhooks.update(requireViewer(request), request.params.id, request.body),
  );

  app.delete(
    `${BASE}:id/`,
    {
      schema: {
        tags,
        summary: 'Deletes an endpoint and its delivery log',
        params: WebhookEndpointParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await webhooks.remove(requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${BASE}:id/deliveries/`,
    {
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first, a page at a time",
        params: WebhookEndpointParams,
        querystring: WebhookDeliveriesQuery,
        response: { 200: WebhookDeliveryPage, ...errors },
      },
    },
    (request) =>
      webhooks.deliveries(requireViewer(request), request.params.id, request.query.cursor),
  );

  app.get(
    `${BASE}:id/deliveries/:delivery_id/`,
    {
      schema: {
        tags,
        summary: 'A delivery with the body it sends and each attempt and its answer',
        params: WebhookDeliveryParams,
        response: { 200: WebhookDeliveryDetail, ...errors },
      },
    },
    (request) =>
      webhooks.delivery(requireViewer(request), request.params.id, request.params.delivery_id),
  );

  app.post(
    `${BASE}:id/deliveries/:delivery_id/resend/`,
    {
      schema: {
        tags,
        summary: 'Sends a delivery again, under the same webhook-id',
        params: WebhookDeliveryParams,
        response: { 202: WebhookDelivery, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await webhooks.resend(
            requireViewer(request),
            request.params.id,
            request.params.delivery_id,
          ),
        ),
  );

  app.post(
    `${BASE}:id/test/`,
    {
      schema: {
        tags,
        summary: 'Sends a test event (webhook.test) to the endpoint',
        params: WebhookEndpointParams,
        response: { 202: WebhookDelivery, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await webhooks.sendTest(requireViewer(request), request.params.id)),
  );
};
