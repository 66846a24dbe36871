import { z } from 'zod';
import { jsonNumber, jsonRecordId, recordId } from './params';

export const PRODUCT_INTERVALS = ['one_time', 'month'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const CHECKOUT_STATUSES = ['open', 'complete', 'expired', 'failed'] as const;
export const PURCHASE_STATUSES = ['active', 'canceled', 'expired'] as const;
export const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;

/** Most units of one product in a single checkout. */
export const MAX_CART_QTY = 10;
export const MAX_CART_LINES = 10;
/** A monthly package runs this many days before it renews or ends. */
export const BILLING_PERIOD_DAYS = 30;

/** Cards the sandbox provider knows; any other well-formed card number is declined as unknown. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const BILLING_MESSAGES = {
  cardDeclined: 'Your card was declined. Try another card.',
  cardAtCheckout: 'With this payment provider, your card is saved when you pay at checkout.',
  unknownCard: 'This card is not accepted in the test checkout. Use 4242 4242 4242 4242.',
  checkoutExpired: 'This checkout has expired. Start again from your cart.',
  checkoutComplete: 'This checkout is already paid.',
  noContactsLeft: 'No candidate contacts left on your plan.',
  noFeaturedLeft: 'No featured posts left on your plan.',
  employersOnly: 'Only company accounts can buy packages.',
  billingManagers: 'Only the owner or an admin of the company can manage billing.',
  billingRecords:
    'Only the owner or an admin of the company can see invoices and the payment method.',
  noCompany: 'Create your company before buying a package.',
  oneMonthlyPlan: 'A company has one monthly plan: an order can hold one monthly package, once.',
  noBillingAccount: 'Buy a package first; the billing portal opens after your first purchase.',
} as const;

export const Product = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  interval: z.enum(PRODUCT_INTERVALS),
  job_posts: z.number().int(),
  featured_posts: z.number().int(),
  candidate_contacts: z.number().int(),
  duration_days: z.number().int(),
});
export type Product = z.infer<typeof Product>;

export const CheckoutItem = z.object({
  product_id: jsonRecordId,
  qty: jsonNumber().int().min(1).max(MAX_CART_QTY).default(1),
});
export type CheckoutItem = z.infer<typeof CheckoutItem>;

const ReturnQueries = z
  .union([
    z.string().max(500),
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  ])
  .optional();

export const CheckoutSessionBody = z
  .object({
    product_id: jsonRecordId.optional(),
    items: z.array(CheckoutItem).min(1).max(MAX_CART_LINES).optional(),
    return_url: z.string().trim().min(1).max(500).default('/checkout/return'),
    return_queries: ReturnQueries,
  })
  .refine((body) => body.product_id !== undefined || body.items !== undefined, {
    path: ['product_id'],
    message: 'Choose a product or send the cart items.',
  });
export type CheckoutSessionBody = z.input<typeof CheckoutSessionBody>;

export const CheckoutSessionCreated = z.object({ checkout_client_id: z.string() });
export type CheckoutSessionCreated = z.infer<typeof CheckoutSessionCreated>;

export const InvoiceLine = z.object({
  /** The package bought; null on a line for approved work. */
  product_id: z.number().int().nullable(),
  /** The approved work order a line pays for. */
  work_order_id: z.number().int().nullable().optional(),
  name: z.string(),
  qty: z.number().int(),
  unit_amount_cents: z.number().int(),
  amount_cents: z.number().int(),
  interval: z.enum(PRODUCT_INTERVALS),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceRef = z.object({
  id: z.number().int(),
  number: z.string(),
  pdf_url: z.string(),
});

export const CheckoutSessionResult = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  amount_cents: z.number().int(),
  currency: z.string(),
  lines: z.array(InvoiceLine),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  invoice: InvoiceRef.nullable(),
});
export type CheckoutSessionResult = z.infer<typeof CheckoutSessionResult>;

export const BillingConfig = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishable_key: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof BillingConfig>;

export const SandboxCheckout = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  amount_cents: z.number().int(),
  currency: z.string(),
  lines: z.array(InvoiceLine),
  company_name: z.string(),
  return_url: z.string(),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckout>;

const digits = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s-]/g, '') : value;

export const SandboxPayBody = z.object({
  client_id: z.string().min(10).max(200),
  name: z.string().trim().min(1, 'Enter the name on the card.').max(120),
  card_number: z.preprocess(digits, z.string().regex(/^\d{12,19}$/, 'Enter a valid card number.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Enter the expiry as MM / YY.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
});
export type SandboxPayBody = z.input<typeof SandboxPayBody>;

/** A card saved on file without buying anything (the sandbox provider's portal). */
export const SandboxCardBody = SandboxPayBody.omit({ client_id: true });
export type SandboxCardBody = z.input<typeof SandboxCardBody>;

export const SandboxPayResult = z.object({
  status: z.enum(CHECKOUT_STATUSES),
  return_url: z.string(),
});
export type SandboxPayResult = z.infer<typeof SandboxPayResult>;

export const PortalSession = z.object({ portal_url: z.string() });
export type PortalSession = z.infer<typeof PortalSession>;

export const Invoice = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  lines: z.array(InvoiceLine),
  pdf_url: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceDetail = Invoice.extend({
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    email: z.string().nullable(),
  }),
  payment_method: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const Allowance = z.object({
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});
export type Allowance = z.infer<typeof Allowance>;

export const PlanEntry = z.object({
  id: z.number().int(),
  product: Product,
  status: z.enum(PURCHASE_STATUSES),
  starts_at: z.string(),
  expires_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** A monthly package bought as a subscription: only these can be canceled at period end or kept renewing. */
  is_subscription: z.boolean(),
  job_posts: Allowance,
  featured_posts: Allowance,
  candidate_contacts: Allowance,
});
export type PlanEntry = z.infer<typeof PlanEntry>;

export const CancelAtPeriodEndBody = z.object({ cancel_at_period_end: z.boolean() });

export const PaymentMethod = z.object({ brand: z.string(), last4: z.string() }).nullable();
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PurchaseIdParams = z.object({ id: recordId });
export const InvoiceIdParams = z.object({ id: recordId });
export const CheckoutIdParams = z.object({ id: z.string().min(1).max(300) });
