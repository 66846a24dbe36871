import type { ProviderName } from './payment-provider';

/** Content Security Policy sources the provider's embedded checkout needs in the browser. */
export function paymentCspSources(provider: ProviderName) {
  if (provider !== 'stripe') return { script: [], frame: [], connect: [] };
  return {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  };
}
