import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BillingConfig,
  CancelAtPeriodEndBody,
  CheckoutIdParams,
  CheckoutSessionBody,
  CheckoutSessionCreated,
  CheckoutSessionResult,
  Invoice,
  InvoiceDetail,
  InvoiceIdParams,
  PaymentMethod,
  PlanEntry,
  PortalSession,
  Product,
  PurchaseIdParams,
  SandboxCardBody,
  SandboxCheckout,
  SandboxPayBody,
  SandboxPayResult,
} from '@fieldhire/contract/billing';
import { ApiError } from '@fieldhire/contract/errors';
import { requireViewer } from '../../platform/auth';
import type { BillingService } from './billing.service';

const tags = ['billing'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  app.get(
    '/api/products/',
    { schema: { tags, summary: 'Packages on sale', response: { 200: z.array(Product) } } },
    () => billing.products(),
  );

  app.get(
    '/api/billing/config/',
    {
      schema: {
        tags,
        summary: 'Which payment provider the checkout page mounts, and its publishable key',
        response: { 200: BillingConfig },
      },
    },
    () => billing.config(),
  );

  app.post(
    '/api/checkout-session/',
    {
      schema: {
        tags,
        summary: 'Start a checkout for one package or the whole cart',
        description:
          'Answers the client secret the embedded checkout is mounted with. `return_url` is a page of this site; ' +
          '`session_id` is added to it when the customer comes back.',
        body: CheckoutSessionBody,
        response: { 200: CheckoutSessionCreated, ...errors, 502: ApiError },
      },
    },
    (request) => billing.createCheckout(requireViewer(request), request.body),
  );

  app.get(
    '/api/checkout-session/:id/',
    {
      schema: {
        tags,
        summary: 'The result of a checkout, for the return page',
        params: CheckoutIdParams,
        response: { 200: CheckoutSessionResult, ...errors },
      },
    },
    (request) => billing.checkoutResult(requireViewer(request), request.params.id),
  );

  app.post(
    '/api/billing/',
    {
      schema: {
        tags,
        summary: 'Open the billing portal: plan, payment method, invoices',
        response: { 200: PortalSession, ...errors, 409: ApiError, 502: ApiError },
      },
    },
    (request) => billing.portal(requireViewer(request)),
  );

  app.get(
    '/api/billing/payment-method/',
    {
      schema: {
        tags,
        summary: 'The card the company last paid with',
        response: { 200: PaymentMethod, ...errors },
      },
    },
    (request) => billing.paymentMethod(requireViewer(request)),
  );

  app.put(
    '/api/billing/payment-method/',
    {
      schema: {
        tags,
        summary: 'Save a card on file without buying (sandbox provider)',
        description:
          'The card pays for approved work orders. The sandbox authorizes it with its test cards; ' +
          'with Stripe the card is saved at checkout (400).',
        body: SandboxCardBody,
        response: { 200: PaymentMethod, ...errors, 402: ApiError },
      },
    },
    (request) => billing.saveCard(requireViewer(request), request.body),
  );

  app.get(
    '/api/plan/',
    {
      schema: {
        tags,
        summary: "The company's packages with what is used and left",
        response: { 200: z.array(PlanEntry), ...errors },
      },
    },
    (request) => billing.plan(requireViewer(request)),
  );

  app.patch(
    '/api/plan/:id/',
    {
      schema: {
        tags,
        summary: 'Cancel a monthly package at the end of its period, or keep it renewing',
        params: PurchaseIdParams,
        body: CancelAtPeriodEndBody,
        response: { 200: PlanEntry, ...errors, 502: ApiError },
      },
    },
    (request) =>
      billing.setCancelAtPeriodEnd(
        requireViewer(request),
        request.params.id,
        request.body.cancel_at_period_end,
      ),
  );

  app.get(
    '/api/invoice/',
    {
      schema: {
        tags,
        summary: "The company's invoices, newest first",
        response: { 200: z.array(Invoice), ...errors },
      },
    },
    (request) => billing.invoices(requireViewer(request)),
  );

  app.get(
    '/api/invoice/:id/',
    {
      schema: {
        tags,
        summary: 'One invoice, for printing',
        params: InvoiceIdParams,
        response: { 200: InvoiceDetail, ...errors },
      },
    },
    (request) => billing.invoice(requireViewer(request), request.params.id),
  );

  app.get(
    '/api/billing/sandbox/checkout/',
    {
      schema: {
        tags,
        summary: 'The sandbox checkout behind a client secret',
        querystring: z.object({ client_id: z.string().min(10).max(200) }),
        response: { 200: SandboxCheckout, ...errors },
      },
    },
    (request) => billing.sandboxCheckout(requireViewer(request), request.query.client_id),
  );

  app.post(
    '/api/billing/sandbox/pay/',
    {
      schema: {
        tags,
        summary: 'Pay a sandbox checkout with a test card',
        description:
          '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (402 card_declined).',
        body: SandboxPayBody,
        response: { 200: SandboxPayResult, ...errors, 402: ApiError, 410: ApiError },
      },
    },
    (request) => billing.sandboxPay(requireViewer(request), request.body),
  );
};
