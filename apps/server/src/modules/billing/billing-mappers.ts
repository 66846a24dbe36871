import type {
  CheckoutSessionResult,
  Invoice,
  InvoiceLine,
  PlanEntry,
  Product,
} from '@fieldhire/contract/billing';
import type { CheckoutRow, InvoiceRow, ProductRow, PurchaseRow } from './billing.repository';
import { toIso } from '../../platform/iso-time';

export const INVOICES_PATH = '/billing/invoices';

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price_cents: row.priceCents,
    currency: row.currency,
    interval: row.interval,
    job_posts: row.jobPosts,
    featured_posts: row.featuredPosts,
    candidate_contacts: row.candidateContacts,
    duration_days: row.durationDays,
  };
}

export const linesOf = (value: unknown) => (Array.isArray(value) ? (value as InvoiceLine[]) : []);

export function toInvoice(row: InvoiceRow, publicUrl: string): Invoice {
  return {
    id: row.id,
    number: row.number,
    created_at: toIso(row.createdAt),
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    lines: linesOf(row.lines),
    pdf_url: `${publicUrl}${INVOICES_PATH}/${row.id}`,
  };
}

export function toCheckoutResult(
  row: CheckoutRow,
  invoice: InvoiceRow | null,
  publicUrl: string,
): CheckoutSessionResult {
  return {
    id: row.id,
    status: row.status,
    amount_cents: row.amountCents,
    currency: row.currency,
    lines: linesOf(row.items),
    created_at: toIso(row.createdAt),
    completed_at: isoOrNull(row.completedAt),
    invoice: invoice
      ? {
          id: invoice.id,
          number: invoice.number,
          pdf_url: `${publicUrl}${INVOICES_PATH}/${invoice.id}`,
        }
      : null,
  };
}

const allowance = (total: number, used: number) => ({
  total,
  used,
  remaining: Math.max(0, total - used),
});

/** Monthly packages bought as a subscription renew; others (one-time, granted) only expire. */
export const isSubscription = ({
  purchase,
  product,
}: {
  purchase: PurchaseRow;
  product: ProductRow;
}) => product.interval === 'month' && purchase.providerRef !== null;

export function toPlanEntry(
  { purchase, product }: { purchase: PurchaseRow; product: ProductRow },
  now = new Date(),
): PlanEntry {
  const lapsed = purchase.expiresAt !== null && purchase.expiresAt <= now;
  return {
    id: purchase.id,
    product: toProduct(product),
    status: purchase.status === 'active' && lapsed ? 'expired' : purchase.status,
    starts_at: toIso(purchase.startsAt),
    expires_at: isoOrNull(purchase.expiresAt),
    cancel_at_period_end: purchase.cancelAtPeriodEnd,
    is_subscription: isSubscription({ purchase, product }),
    job_posts: allowance(purchase.jobPostsTotal, purchase.jobPostsUsed),
    featured_posts: allowance(purchase.featuredTotal, purchase.featuredUsed),
    candidate_contacts: allowance(purchase.contactsTotal, purchase.contactsUsed),
  };
}

/** Invoice lines for the products of a checkout, `qty` of each. */
export function checkoutLines(products: ProductRow[], qtyById: Map<number, number>): InvoiceLine[] {
  return products.map((product) => {
    const qty = qtyById.get(product.id) ?? 1;
    return {
      product_id: product.id,
      name: product.name,
      qty,
      unit_amount_cents: product.priceCents,
      amount_cents: product.priceCents * qty,
      interval: product.interval,
    };
  });
}
