import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    if (!config.stripeSecretKey)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
    return createStripeProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      publishableKey: config.stripePublishableKey,
      apiBase: config.stripeApiBase,
    });
  }
  return createSandboxProvider({ publicUrl: config.publicUrl });
}
