import type Stripe from 'stripe';
import type { PaymentEvent } from './payment-provider';

type Fields = Record<string, unknown>;

const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const idOf = (value: unknown) => text(value) ?? text(record(value).id);
const secondsToDate = (value: unknown) =>
  typeof value === 'number' ? new Date(value * 1000) : null;

function firstItem(list: unknown): Fields {
  const data = record(list).data;
  return Array.isArray(data) ? record(data[0]) : {};
}

/** Where the subscription sits on an invoice differs between API versions. */
function invoiceSubscription(invoice: Fields) {
  return (
    idOf(invoice.subscription) ??
    idOf(record(record(invoice.parent).subscription_details).subscription) ??
    idOf(record(record(firstItem(invoice.lines).parent).subscription_item_details).subscription)
  );
}

function subscriptionPeriodEnd(subscription: Fields) {
  return (
    secondsToDate(subscription.current_period_end) ??
    secondsToDate(firstItem(subscription.items).current_period_end)
  );
}

/** Reduces a verified Stripe event to the few facts billing acts on. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, rawType: event.type };
  const object = record(event.data.object);
  const session = () => ({
    providerSessionId: text(object.id) ?? '',
    sessionRef:
      text(object.client_reference_id) ?? text(record(object.metadata).checkout_session_id),
  });
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return {
        ...base,
        type: 'checkout.completed',
        ...session(),
        paid: object.payment_status === 'paid' || object.payment_status === 'no_payment_required',
        subscriptionId: idOf(object.subscription),
        customerId: idOf(object.customer),
      };
    case 'payment_intent.succeeded': {
      const workOrderId = Number(text(record(object.metadata).work_order_id));
      if (!Number.isInteger(workOrderId) || workOrderId <= 0) return { ...base, type: 'ignored' };
      return {
        ...base,
        type: 'work_payment.succeeded',
        workOrderId,
        paymentRef: text(object.id) ?? '',
      };
    }
    case 'charge.refunded': {
      const paymentRef = idOf(object.payment_intent);
      if (!paymentRef || typeof object.amount_refunded !== 'number')
        return { ...base, type: 'ignored' };
      return {
        ...base,
        type: 'work_payment.refunded',
        paymentRef,
        refundedCents: object.amount_refunded,
      };
    }
    case 'account.updated':
      return {
        ...base,
        type: 'payout_account.updated',
        accountId: text(object.id) ?? '',
        enabled: record(object.capabilities).transfers === 'active',
      };
    case 'checkout.session.async_payment_failed':
      return { ...base, type: 'checkout.failed', ...session() };
    case 'checkout.session.expired':
      return { ...base, type: 'checkout.expired', ...session() };
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscription(object);
      if (object.billing_reason !== 'subscription_cycle' || !subscriptionId)
        return { ...base, type: 'ignored' };
      return {
        ...base,
        type: 'subscription.renewed',
        subscriptionId,
        periodEnd: secondsToDate(record(firstItem(object.lines).period).end),
        amountCents: typeof object.amount_paid === 'number' ? object.amount_paid : 0,
        currency: text(object.currency) ?? 'usd',
      };
    }
    case 'customer.subscription.updated':
      return {
        ...base,
        type: 'subscription.updated',
        subscriptionId: text(object.id) ?? '',
        cancelAtPeriodEnd:
          object.cancel_at_period_end === true || typeof object.cancel_at === 'number',
        periodEnd: subscriptionPeriodEnd(object),
      };
    case 'customer.subscription.deleted':
      return { ...base, type: 'subscription.deleted', subscriptionId: text(object.id) ?? '' };
    default:
      return { ...base, type: 'ignored' };
  }
}
