import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import type { BillingService } from './billing.service';

/**
 * Provider webhooks. The signature covers the exact bytes sent, so this plugin (encapsulated: the
 * parser applies to its routes only) keeps JSON bodies as raw buffers. It is exempt from CSRF.
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/billing/webhook/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Payment provider events (signature verified, applied once per event id)',
        response: {
          200: z.object({ received: z.boolean(), outcome: z.string() }),
          400: ApiError,
          404: ApiError,
        },
      },
    },
    (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      return billing.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
    },
  );
};
