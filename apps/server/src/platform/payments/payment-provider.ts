export type ProviderName = 'sandbox' | 'stripe';

export interface CheckoutLine {
  productId: number;
  name: string;
  description: string;
  unitAmountCents: number;
  qty: number;
  currency: string;
  interval: 'one_time' | 'month';
}

export interface CreateCheckoutInput {
  /** Our checkout session id, echoed back by the provider's events. */
  sessionId: string;
  companyId: number;
  companyName: string;
  customerEmail: string | null;
  /** The provider's customer for the company, when one exists already. */
  customerId: string | null;
  lines: CheckoutLine[];
  /** Where the customer lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the provider. */
  returnUrl: string;
}

export interface CreatedCheckout {
  clientSecret: string;
  providerSessionId: string | null;
  customerId: string | null;
}

export interface CheckoutState {
  status: 'paid' | 'unpaid' | 'open' | 'expired';
  subscriptionId: string | null;
  customerId: string | null;
}

/** A provider event, verified and reduced to what billing acts on. */
export type PaymentEvent = { id: string; rawType: string } & (
  | {
      type: 'checkout.completed';
      providerSessionId: string;
      sessionRef: string | null;
      paid: boolean;
      subscriptionId: string | null;
      customerId: string | null;
    }
  | {
      type: 'checkout.failed' | 'checkout.expired';
      providerSessionId: string;
      sessionRef: string | null;
    }
  | {
      type: 'subscription.renewed';
      subscriptionId: string;
      periodEnd: Date | null;
      amountCents: number;
      currency: string;
    }
  | {
      type: 'subscription.updated';
      subscriptionId: string;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
    }
  | { type: 'subscription.deleted'; subscriptionId: string }
  | { type: 'ignored' }
);

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** For the browser's embedded checkout; null when the provider needs none. */
  readonly publishableKey: string | null;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  retrieveCheckout(providerSessionId: string): Promise<CheckoutState>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Stops (or resumes) the renewal of a subscription at the end of its current period. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
