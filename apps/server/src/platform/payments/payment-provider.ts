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
  /** A charge for approved work settled after the approval answered (it was processing). */
  | { type: 'work_payment.succeeded'; workOrderId: number; paymentRef: string }
  /** A charge for approved work was refunded, in all or in part, at the provider. */
  | { type: 'work_payment.refunded'; paymentRef: string; refundedCents: number }
  /** An agent's payout account can (or can no longer) receive transfers. */
  | { type: 'payout_account.updated'; accountId: string; enabled: boolean }
  | { type: 'ignored' }
);

export class WebhookSignatureError extends Error {}

/** The provider refused a charge: no card it can charge, or the card was declined. */
export class ChargeRefusedError extends Error {
  constructor(
    readonly reason: 'no_card' | 'declined',
    message: string,
  ) {
    super(message);
  }
}

export interface WorkCharge {
  customerId: string;
  amountCents: number;
  /** Makes a resent charge the same charge. */
  key: string;
  description: string;
  workOrderId: number;
}

export interface PayoutAccountState {
  accountId: string;
  /** It can receive transfers. */
  enabled: boolean;
  /** Where the agent finishes setting it up, while it is not enabled. */
  onboardingUrl: string | null;
}

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
  /**
   * Charges the customer's saved card without them present; `settled` is false while the payment
   * is processing (a `work_payment.succeeded` event follows). Throws ChargeRefusedError.
   */
  chargeSavedCard(charge: WorkCharge): Promise<{ ref: string; settled: boolean }>;
  /**
   * Gives `amountCents` of a work charge back to the card it came from; `key` makes a resend the
   * same refund. The provider's refund event that follows carries the total refunded so far.
   */
  refund(input: { paymentRef: string; amountCents: number; key: string }): Promise<{ ref: string }>;
  /** The agent's account that receives payouts, opened on first use. */
  payoutAccount(input: {
    accountId: string | null;
    agentId: number;
    /** Where onboarding sends the agent back to. */
    returnUrl: string;
  }): Promise<PayoutAccountState>;
  /**
   * Approved pay goes on to the agent's account at once (Stripe Connect); otherwise it stays in
   * the agent's balance until they ask for a payout.
   */
  readonly paysOutOnApproval: boolean;
  /** Sends money to the agent's account; `key` makes a resend the same transfer. */
  transfer(input: {
    accountId: string;
    amountCents: number;
    key: string;
    group: string;
  }): Promise<{ ref: string }>;
  /**
   * Takes `amountCents` of a transfer back from the agent's account (a provider that pays out on
   * approval only); answers null when the account no longer holds that much, as its bank has it.
   */
  reverseTransfer(input: {
    transferRef: string;
    amountCents: number;
    key: string;
  }): Promise<{ ref: string } | null>;
}
