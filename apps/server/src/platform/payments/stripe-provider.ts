import Stripe from 'stripe';
import type { CheckoutState, PaymentEvent, PaymentProvider } from './payment-provider';
import { ChargeRefusedError, WebhookSignatureError } from './payment-provider';
import { toPaymentEvent } from './stripe-events';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  /** Another API host, e.g. a local fake in tests: `http://127.0.0.1:12111`. */
  apiBase: string | undefined;
}

function connection(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...connection(options.apiBase),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Fieldhire' },
  });

  return {
    name: 'stripe',
    publishableKey: options.publishableKey ?? null,

    async createCheckout(input) {
      const customerId =
        input.customerId ??
        (
          await stripe.customers.create({
            name: input.companyName,
            ...(input.customerEmail ? { email: input.customerEmail } : {}),
            metadata: { company_id: String(input.companyId) },
          })
        ).id;
      const recurring = input.lines.some((line) => line.interval === 'month');
      const metadata = {
        checkout_session_id: input.sessionId,
        company_id: String(input.companyId),
      };
      const session = await stripe.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          mode: recurring ? 'subscription' : 'payment',
          customer: customerId,
          client_reference_id: input.sessionId,
          return_url: input.returnUrl,
          metadata,
          ...(recurring
            ? { subscription_data: { metadata } }
            : {
                invoice_creation: { enabled: true },
                // The card is kept for paying approved work later, without the buyer present.
                payment_intent_data: { setup_future_usage: 'off_session' as const },
              }),
          line_items: input.lines.map((line) => ({
            quantity: line.qty,
            price_data: {
              currency: line.currency,
              unit_amount: line.unitAmountCents,
              product_data: {
                name: line.name,
                description: line.description,
                metadata: { product_id: String(line.productId) },
              },
              ...(line.interval === 'month' ? { recurring: { interval: 'month' as const } } : {}),
            },
          })),
        },
        { idempotencyKey: `checkout-${input.sessionId}` },
      );
      if (!session.client_secret)
        throw new Error('Stripe returned a checkout session without a client secret.');
      return { clientSecret: session.client_secret, providerSessionId: session.id, customerId };
    },

    async retrieveCheckout(providerSessionId): Promise<CheckoutState> {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId);
      const paid =
        session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      const status =
        session.status === 'complete'
          ? paid
            ? 'paid'
            : 'unpaid'
          : session.status === 'expired'
            ? 'expired'
            : 'open';
      return {
        status,
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
      };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    parseWebhook(rawBody, signature): PaymentEvent {
      if (!options.webhookSecret)
        throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set.');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature.');
      }
      return toPaymentEvent(event);
    },

    async chargeSavedCard(charge) {
      const methods = await stripe.paymentMethods.list({
        customer: charge.customerId,
        type: 'card',
        limit: 1,
      });
      const method = methods.data[0];
      if (!method)
        throw new ChargeRefusedError('no_card', 'No card is saved with the payment provider.');
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: 'usd',
            customer: charge.customerId,
            payment_method: method.id,
            off_session: true,
            confirm: true,
            description: charge.description,
            transfer_group: `work-order-${charge.workOrderId}`,
            metadata: { work_order_id: String(charge.workOrderId) },
          },
          { idempotencyKey: charge.key },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          throw new ChargeRefusedError('declined', error.message);
        throw error;
      }
      if (intent.status === 'succeeded') return { ref: intent.id, settled: true };
      if (intent.status === 'processing') return { ref: intent.id, settled: false };
      throw new ChargeRefusedError('declined', 'The card on file needs its holder to confirm.');
    },

    async refund({ paymentRef, amountCents, key }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentRef, amount: amountCents },
        { idempotencyKey: key },
      );
      return { ref: refund.id };
    },

    paysOutOnApproval: true,

    async payoutAccount({ accountId, agentId, returnUrl }) {
      const account = accountId
        ? await stripe.accounts.retrieve(accountId)
        : await stripe.accounts.create(
            {
              type: 'express',
              country: 'US',
              capabilities: { transfers: { requested: true } },
              metadata: { agent_id: String(agentId) },
            },
            { idempotencyKey: `payout-account-${agentId}` },
          );
      const enabled = account.capabilities?.transfers === 'active';
      const onboardingUrl = enabled
        ? null
        : (
            await stripe.accountLinks.create({
              account: account.id,
              refresh_url: returnUrl,
              return_url: returnUrl,
              type: 'account_onboarding',
            })
          ).url;
      return { accountId: account.id, enabled, onboardingUrl };
    },

    async transfer({ accountId, amountCents, key, group }) {
      const transfer = await stripe.transfers.create(
        { amount: amountCents, currency: 'usd', destination: accountId, transfer_group: group },
        { idempotencyKey: key },
      );
      return { ref: transfer.id };
    },

    async reverseTransfer({ transferRef, amountCents, key }) {
      try {
        const reversal = await stripe.transfers.createReversal(
          transferRef,
          { amount: amountCents },
          { idempotencyKey: key },
        );
        return { ref: reversal.id };
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'balance_insufficient'
        )
          return null;
        throw error;
      }
    },
  };
}
