import type { Database } from '../../db/database';
import type { Emit } from '../../platform/events/event-bus';
import type { PaymentEvent } from '../../platform/payments/payment-provider';
import { createBillingRepository } from './billing.repository';
import { fulfilCheckout, periodEnd, renewSubscription } from './fulfilment';

async function findCheckout(db: Database, providerSessionId: string, sessionRef: string | null) {
  const repository = createBillingRepository(db);
  const session = sessionRef ? await repository.checkoutById(sessionRef) : null;
  if (session && session.providerSessionId === providerSessionId) return session;
  return repository.checkoutByProviderSession(providerSessionId);
}

/** Applies one verified provider event inside the caller's transaction. Returns what it did. */
export async function applyPaymentEvent(
  db: Database,
  event: PaymentEvent,
  emit: Emit,
): Promise<string> {
  const repository = createBillingRepository(db);
  switch (event.type) {
    case 'checkout.completed': {
      const session = await findCheckout(db, event.providerSessionId, event.sessionRef);
      if (!session) return 'unknown checkout';
      if (!event.paid) return 'awaiting payment';
      const granted = await fulfilCheckout(
        db,
        session.id,
        {
          provider: 'stripe',
          customerId: event.customerId,
          subscriptionId: event.subscriptionId,
        },
        emit,
      );
      return granted ? 'granted' : 'already granted';
    }
    case 'checkout.failed':
    case 'checkout.expired': {
      const session = await findCheckout(db, event.providerSessionId, event.sessionRef);
      if (!session) return 'unknown checkout';
      await repository.closeCheckout(
        session.id,
        event.type === 'checkout.failed' ? 'failed' : 'expired',
      );
      return 'closed';
    }
    case 'subscription.renewed': {
      const renewed = await renewSubscription(db, event.subscriptionId, {
        until: event.periodEnd ?? periodEnd(new Date()),
        amountCents: event.amountCents,
        paymentMethod: null,
      });
      return renewed ? 'renewed' : 'unknown subscription';
    }
    case 'subscription.updated':
      await repository.updateSubscription(event.subscriptionId, {
        cancelAtPeriodEnd: event.cancelAtPeriodEnd,
        ...(event.periodEnd ? { expiresAt: event.periodEnd } : {}),
      });
      return 'updated';
    case 'subscription.deleted':
      await repository.updateSubscription(event.subscriptionId, { status: 'canceled' });
      return 'canceled';
    case 'work_payment.succeeded':
      await emit({
        type: 'work_payment.settled',
        workOrderId: event.workOrderId,
        paymentRef: event.paymentRef,
      });
      return 'work payment settled';
    case 'work_payment.refunded':
      await emit({
        type: 'work_payment.refunded',
        paymentRef: event.paymentRef,
        refundedCents: event.refundedCents,
      });
      return 'work payment refunded';
    case 'payout_account.updated':
      await emit({
        type: 'payout_account.updated',
        accountId: event.accountId,
        enabled: event.enabled,
      });
      return 'payout account updated';
    case 'ignored':
      return 'ignored';
  }
}
