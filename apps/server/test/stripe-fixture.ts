import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';

export const STRIPE_SECRET_KEY = 'sk_test_fieldhire';
export const STRIPE_WEBHOOK_SECRET = 'whsec_fieldhire_test';
const signer = new Stripe(STRIPE_SECRET_KEY);
let eventCounter = 0;

/** The app's settings for the Stripe provider talking to the fake at `apiBase`. */
export const stripeSettings = (apiBase: string) => ({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fieldhire',
  STRIPE_API_BASE: apiBase,
});

/** A Stripe event's body, as the webhook receives it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${process.pid}_${++eventCounter}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28',
    created: 1,
    data: { object },
  });
}

/** Posts the event to the webhook, signed as Stripe signs it unless another signature is given. */
export function deliverStripeEvent(
  app: FastifyInstance,
  payload: string,
  signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_WEBHOOK_SECRET,
  }),
) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
