import { BILLING_PERIOD_DAYS, type InvoiceLine } from '@fieldhire/contract/billing';
import type { Database } from '../../db/database';
import type { Emit } from '../../platform/events/event-bus';
import { randomToken } from '../../platform/crypto';
import type { ProviderName } from '../../platform/payments/payment-provider';
import { linesOf } from './billing-mappers';
import { createBillingRepository, type NewPurchase, type ProductRow } from './billing.repository';

const DAY_MS = 86_400_000;
export const periodEnd = (from: Date) => new Date(from.getTime() + BILLING_PERIOD_DAYS * DAY_MS);

export interface Payment {
  provider: ProviderName;
  customerId: string | null;
  subscriptionId: string | null;
  card?: { brand: string; last4: string };
}

const cardLabel = (card: Payment['card']) => (card ? `${card.brand} •••• ${card.last4}` : null);

/**
 * Grants what a paid checkout bought: one purchase per line (allowances times the quantity) and a
 * paid invoice, in the caller's transaction, whose `emit` states the purchase. Completing the same
 * checkout again does nothing and returns false.
 */
export async function fulfilCheckout(
  tx: Database,
  checkoutId: string,
  payment: Payment,
  emit: Emit,
) {
  const repository = createBillingRepository(tx);
  const session = await repository.completeCheckout(checkoutId);
  if (!session) return false;
  const lines = linesOf(session.items);
  const products = await repository.productsByIds(
    lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id])),
    { onSale: false },
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  const now = new Date();
  const recurring = lines.some((line) => line.interval === 'month');
  const subscriptionRef = recurring
    ? (payment.subscriptionId ?? `sub_sandbox_${randomToken(10)}`)
    : null;
  const purchases = lines.flatMap((line): NewPurchase[] => {
    const product = line.product_id === null ? undefined : byId.get(line.product_id);
    if (!product) return [];
    const monthly = product.interval === 'month';
    return [
      {
        companyId: session.companyId,
        productId: product.id,
        checkoutSessionId: session.id,
        status: 'active',
        jobPostsTotal: product.jobPosts * line.qty,
        featuredTotal: product.featuredPosts * line.qty,
        contactsTotal: product.candidateContacts * line.qty,
        startsAt: now,
        expiresAt: monthly ? periodEnd(now) : null,
        providerRef: monthly ? subscriptionRef : null,
      },
    ];
  });
  await repository.insertPurchases(purchases);
  const invoice = await repository.insertInvoice({
    companyId: session.companyId,
    checkoutSessionId: session.id,
    amountCents: session.amountCents,
    currency: session.currency,
    status: 'paid',
    lines,
    paymentMethod: cardLabel(payment.card),
  });
  if (payment.customerId) {
    await repository.saveBillingAccount({
      companyId: session.companyId,
      provider: payment.provider,
      customerId: payment.customerId,
      cardBrand: payment.card?.brand ?? null,
      cardLast4: payment.card?.last4 ?? null,
    });
  }
  await emit({
    type: 'purchase.completed',
    companyId: session.companyId,
    buyerId: session.userId,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    total: session.amountCents / 100,
    items: lines.map((line) => (line.qty > 1 ? `${line.qty} × ${line.name}` : line.name)),
  });
  return true;
}

/** The quantity a purchase was bought in, read back from its allowances. */
function quantityOf(purchase: NewPurchase, product: ProductRow) {
  if (product.jobPosts > 0)
    return Math.max(1, Math.round((purchase.jobPostsTotal ?? 0) / product.jobPosts));
  if (product.candidateContacts > 0)
    return Math.max(1, Math.round((purchase.contactsTotal ?? 0) / product.candidateContacts));
  return 1;
}

/**
 * Starts the next period of a subscription: allowances are used afresh and the renewal is invoiced.
 * `amountCents` is what the provider charged; by default the price of what the subscription holds.
 * With `onlyIfDue` nothing happens unless the period has ended (see the repository's renewal), so
 * concurrent renewals of one subscription renew and invoice it once. Answers whether it renewed.
 */
export async function renewSubscription(
  db: Database,
  subscriptionRef: string,
  {
    until,
    amountCents,
    paymentMethod,
    onlyIfDue = false,
  }: { until: Date; amountCents?: number; paymentMethod: string | null; onlyIfDue?: boolean },
) {
  return db.transaction(async (tx) => {
    const repository = createBillingRepository(tx);
    if ((await repository.renewSubscription(subscriptionRef, until, { onlyIfDue })) === 0)
      return false;
    const held = await repository.purchasesBySubscription(subscriptionRef);
    const first = held[0]!;
    const lines: InvoiceLine[] = held.map(({ purchase, product }) => {
      const qty = quantityOf(purchase, product);
      return {
        product_id: product.id,
        name: product.name,
        qty,
        unit_amount_cents: product.priceCents,
        amount_cents: product.priceCents * qty,
        interval: product.interval,
      };
    });
    await repository.insertInvoice({
      companyId: first.purchase.companyId,
      checkoutSessionId: first.purchase.checkoutSessionId,
      amountCents: amountCents ?? lines.reduce((sum, line) => sum + line.amount_cents, 0),
      currency: first.product.currency,
      status: 'paid',
      lines,
      paymentMethod,
    });
    return true;
  });
}
