import {
  BILLING_MESSAGES,
  MAX_CART_QTY,
  type BillingConfig,
  type CheckoutSessionBody,
  type CheckoutSessionCreated,
  type InvoiceDetail,
  type InvoiceLine,
  type SandboxCardBody,
  type SandboxCheckout,
  type SandboxPayBody,
  type SandboxPayResult,
} from '@fieldhire/contract/billing';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { requireCompanyManager, requireCompanyMember, type Viewer } from '../../platform/auth';
import { randomToken } from '../../platform/crypto';
import {
  AppError,
  badRequest,
  conflict,
  fieldError,
  notFound,
  permissionDenied,
} from '../../platform/errors';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import { WebhookSignatureError } from '../../platform/payments/payment-provider';
import { chargeSandboxCard } from '../../platform/payments/sandbox-cards';
import {
  checkoutLines,
  isSubscription,
  linesOf,
  toCheckoutResult,
  toInvoice,
  toPlanEntry,
  toProduct,
} from './billing-mappers';
import { createBillingRepository, type CheckoutRow } from './billing.repository';
import { createEntitlements } from './entitlements';
import { fulfilCheckout, periodEnd, renewSubscription } from './fulfilment';
import { applyPaymentEvent } from './payment-events';
import type { EventBus } from '../../platform/events/event-bus';
import { buildReturnUrl, SESSION_ID_PLACEHOLDER } from './return-url';

const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const PACKAGES_PATH = '/billing/packages';

const BUYS_PACKAGES = {
  notEmployer: BILLING_MESSAGES.employersOnly,
  noCompany: BILLING_MESSAGES.noCompany,
};

const requireCompany = (viewer: Viewer) => requireCompanyMember(viewer, BUYS_PACKAGES).companyId;

const requireBillingManager = (
  viewer: Viewer,
  notManager: string = BILLING_MESSAGES.billingManagers,
) => requireCompanyManager(viewer, { ...BUYS_PACKAGES, notManager }).companyId;

const returnFor = (session: CheckoutRow) =>
  session.returnUrl.replace(SESSION_ID_PLACEHOLDER, session.id);

export interface BillingServiceDeps {
  db: Database;
  events: EventBus;
  provider: PaymentProvider;
  publicUrl: string;
  log?: FastifyBaseLogger;
}

export function createBillingService({ db, events, provider, publicUrl, log }: BillingServiceDeps) {
  const repository = createBillingRepository(db);

  /**
   * Sandbox subscriptions renew when their period is over, charging the card on file. Each renewal
   * claims its subscription only if still due, so requests running this at once renew it once.
   */
  async function renewDue(companyId: number, executor: Database = db) {
    if (provider.name !== 'sandbox') return;
    const scoped = createBillingRepository(executor);
    const due = await scoped.dueSandboxRenewals(companyId);
    if (due.length === 0) return;
    const account = await scoped.billingAccount(companyId);
    const card = account?.cardLast4
      ? `${account.cardBrand ?? 'Card'} •••• ${account.cardLast4}`
      : null;
    for (const ref of due) {
      await renewSubscription(executor, ref, {
        until: periodEnd(new Date()),
        paymentMethod: card,
        onlyIfDue: true,
      });
    }
  }

  const entitlements = createEntitlements(db, renewDue);

  /** Calls the payment provider; its failures answer 502 with `detail` instead of a 500. */
  async function askProvider<T>(call: () => Promise<T>, detail: string, context: object) {
    try {
      return await call();
    } catch (error) {
      log?.error({ err: error, ...context }, 'the payment provider refused a request');
      throw new AppError(502, 'payment_provider_error', detail);
    }
  }

  function requireSandbox() {
    if (provider.name !== 'sandbox')
      throw notFound('The test checkout is only available with the sandbox provider.');
  }

  async function ownCheckout(viewer: Viewer, id: string) {
    const companyId = requireCompany(viewer);
    const session =
      (await repository.checkoutById(id)) ?? (await repository.checkoutByProviderSession(id));
    if (!session || session.companyId !== companyId) throw notFound('Checkout not found.');
    return session;
  }

  /** Stripe may redirect before its webhook arrives: ask Stripe and grant the purchase now if paid. */
  async function syncWithProvider(session: CheckoutRow) {
    if (
      session.status !== 'open' ||
      session.provider !== provider.name ||
      !session.providerSessionId
    )
      return session;
    try {
      const state = await provider.retrieveCheckout(session.providerSessionId);
      if (state.status === 'paid') {
        await events.transaction((tx, emit) =>
          fulfilCheckout(
            tx,
            session.id,
            {
              provider: provider.name,
              customerId: state.customerId,
              subscriptionId: state.subscriptionId,
            },
            emit,
          ),
        );
      } else if (state.status === 'expired') {
        await repository.closeCheckout(session.id, 'expired');
      }
    } catch (error) {
      log?.warn(
        { err: error, checkout: session.id },
        'could not read the checkout from the payment provider',
      );
    }
    return (await repository.checkoutById(session.id)) ?? session;
  }

  return {
    ...entitlements,

    config: (): BillingConfig => ({
      provider: provider.name,
      publishable_key: provider.publishableKey,
    }),

    products: async () => (await repository.activeProducts()).map(toProduct),

    async createCheckout(
      viewer: Viewer,
      body: z.output<typeof CheckoutSessionBody>,
    ): Promise<CheckoutSessionCreated> {
      const companyId = requireBillingManager(viewer);
      const field = body.items ? 'items' : 'product_id';
      const qtyById = new Map<number, number>();
      for (const item of body.items ?? [{ product_id: body.product_id!, qty: 1 }]) {
        qtyById.set(item.product_id, (qtyById.get(item.product_id) ?? 0) + item.qty);
      }
      if ([...qtyById.values()].some((qty) => qty > MAX_CART_QTY))
        throw fieldError(field, `At most ${MAX_CART_QTY} of one package per order.`);
      const products = await repository.productsByIds([...qtyById.keys()], { onSale: true });
      if (products.length !== qtyById.size) throw fieldError(field, 'Unknown product.');
      const monthly = products.filter((product) => product.interval === 'month');
      if (monthly.length > 1 || monthly.some((product) => qtyById.get(product.id)! > 1))
        throw fieldError(field, BILLING_MESSAGES.oneMonthlyPlan);
      const lines = checkoutLines(products, qtyById);
      const amountCents = lines.reduce((sum, line) => sum + line.amount_cents, 0);
      const currency = products[0]!.currency;
      if (products.some((product) => product.currency !== currency))
        throw fieldError(field, 'All packages in one order must share a currency.');
      const returnUrl = buildReturnUrl(publicUrl, body.return_url, body.return_queries);
      const company = await repository.companyProfile(companyId);
      if (!company) throw permissionDenied(BILLING_MESSAGES.noCompany);
      const account = await repository.billingAccount(companyId);

      const id = `chk_${randomToken(12)}`;
      await repository.insertCheckout({
        id,
        companyId,
        userId: viewer.id,
        items: lines,
        amountCents,
        currency,
        provider: provider.name,
        returnUrl,
      });
      try {
        const created = await provider.createCheckout({
          sessionId: id,
          companyId,
          companyName: company.name,
          customerEmail: company.email,
          customerId: account?.provider === provider.name ? account.customerId : null,
          lines: products.map((product) => ({
            productId: product.id,
            name: product.name,
            description: product.description,
            unitAmountCents: product.priceCents,
            qty: qtyById.get(product.id)!,
            currency: product.currency,
            interval: product.interval,
          })),
          returnUrl,
        });
        await repository.updateCheckout(id, {
          providerSessionId: created.providerSessionId,
          clientSecret: provider.name === 'sandbox' ? created.clientSecret : null,
        });
        if (
          provider.name === 'stripe' &&
          created.customerId &&
          account?.customerId !== created.customerId
        ) {
          await repository.saveBillingAccount({
            companyId,
            provider: 'stripe',
            customerId: created.customerId,
          });
        }
        return { checkout_client_id: created.clientSecret };
      } catch (error) {
        await repository.closeCheckout(id, 'failed');
        log?.error({ err: error, checkout: id }, 'the payment provider refused the checkout');
        throw new AppError(
          502,
          'payment_provider_error',
          'The payment provider is unavailable. Please try again.',
        );
      }
    },

    async checkoutResult(viewer: Viewer, id: string) {
      const session = await syncWithProvider(await ownCheckout(viewer, id));
      const invoice =
        session.status === 'complete' ? await repository.invoiceForCheckout(session.id) : null;
      return toCheckoutResult(session, invoice, publicUrl);
    },

    async sandboxCheckout(viewer: Viewer, clientId: string): Promise<SandboxCheckout> {
      requireSandbox();
      const companyId = requireCompany(viewer);
      const session = await repository.checkoutByClientSecret(clientId);
      if (!session || session.companyId !== companyId) throw notFound('Checkout not found.');
      const company = await repository.companyProfile(companyId);
      return {
        id: session.id,
        status: session.status,
        amount_cents: session.amountCents,
        currency: session.currency,
        lines: linesOf(session.items),
        company_name: company?.name ?? '',
        return_url: returnFor(session),
      };
    },

    async sandboxPay(
      viewer: Viewer,
      body: z.output<typeof SandboxPayBody>,
    ): Promise<SandboxPayResult> {
      requireSandbox();
      const companyId = requireBillingManager(viewer);
      const session = await repository.checkoutByClientSecret(body.client_id);
      if (!session || session.companyId !== companyId) throw notFound('Checkout not found.');
      if (session.status === 'complete')
        return { status: 'complete', return_url: returnFor(session) };
      if (
        session.status === 'open' &&
        Date.now() - session.createdAt.getTime() > CHECKOUT_LIFETIME_MS
      ) {
        await repository.closeCheckout(session.id, 'expired');
        throw new AppError(410, 'checkout_expired', BILLING_MESSAGES.checkoutExpired);
      }
      if (session.status !== 'open')
        throw new AppError(410, 'checkout_expired', BILLING_MESSAGES.checkoutExpired);
      const outcome = chargeSandboxCard({
        number: body.card_number,
        expiry: body.expiry,
        cvc: body.cvc,
      });
      if (!outcome.ok) throw new AppError(402, outcome.code, outcome.message);
      await events.transaction((tx, emit) =>
        fulfilCheckout(
          tx,
          session.id,
          {
            provider: 'sandbox',
            customerId: `cus_sandbox_${companyId}`,
            subscriptionId: null,
            card: { brand: outcome.brand, last4: outcome.last4 },
          },
          emit,
        ),
      );
      return { status: 'complete', return_url: returnFor(session) };
    },

    async portal(viewer: Viewer) {
      const companyId = requireBillingManager(viewer);
      const returnUrl = `${publicUrl}${PACKAGES_PATH}`;
      if (provider.name === 'sandbox')
        return { portal_url: await provider.createPortalSession({ customerId: '', returnUrl }) };
      const account = await repository.billingAccount(companyId);
      if (!account || account.provider !== provider.name)
        throw conflict(BILLING_MESSAGES.noBillingAccount);
      return {
        portal_url: await askProvider(
          () => provider.createPortalSession({ customerId: account.customerId, returnUrl }),
          'The payment provider could not open the billing portal. Please try again.',
          { company: companyId },
        ),
      };
    },

    async plan(viewer: Viewer) {
      const companyId = requireCompany(viewer);
      await renewDue(companyId);
      return (await repository.purchasesOf(companyId)).map((row) => toPlanEntry(row));
    },

    async paymentMethod(viewer: Viewer) {
      const account = await repository.billingAccount(
        requireBillingManager(viewer, BILLING_MESSAGES.billingRecords),
      );
      return account?.cardLast4
        ? { brand: account.cardBrand ?? 'Card', last4: account.cardLast4 }
        : null;
    },

    /** Saves a card on file without buying anything; the sandbox authorizes it for nothing. */
    async saveCard(viewer: Viewer, body: z.output<typeof SandboxCardBody>) {
      const companyId = requireBillingManager(viewer, BILLING_MESSAGES.billingRecords);
      if (provider.name !== 'sandbox') throw badRequest(BILLING_MESSAGES.cardAtCheckout);
      const outcome = chargeSandboxCard({
        number: body.card_number,
        expiry: body.expiry,
        cvc: body.cvc,
      });
      if (!outcome.ok) throw new AppError(402, outcome.code, outcome.message);
      const account = await repository.billingAccount(companyId);
      await repository.saveBillingAccount({
        companyId,
        provider: 'sandbox',
        customerId: account?.customerId ?? `cus_sandbox_${companyId}`,
        cardBrand: outcome.brand,
        cardLast4: outcome.last4,
      });
      return { brand: outcome.brand, last4: outcome.last4 };
    },

    /** The company's customer and card at the provider, for charges the company did not start. */
    async cardOnFile(companyId: number, tx: Database = db) {
      const account = await createBillingRepository(tx).billingAccount(companyId);
      if (!account || account.provider !== provider.name) return null;
      // The sandbox keeps the card it checked; Stripe keeps the customer's cards itself.
      return provider.name === 'stripe' || account.cardLast4 ? account : null;
    },

    /** A paid invoice for a charge made outside a checkout (approved work), in the caller's transaction. */
    async invoiceCharge(
      tx: Database,
      charge: { companyId: number; lines: InvoiceLine[]; paymentMethod: string },
    ) {
      return createBillingRepository(tx).insertInvoice({
        companyId: charge.companyId,
        checkoutSessionId: null,
        amountCents: charge.lines.reduce((sum, line) => sum + line.amount_cents, 0),
        currency: 'usd',
        status: 'paid',
        lines: charge.lines,
        paymentMethod: charge.paymentMethod,
      });
    },

    async setCancelAtPeriodEnd(viewer: Viewer, purchaseId: number, cancel: boolean) {
      const companyId = requireBillingManager(viewer);
      const row = await repository.purchaseById(purchaseId);
      if (!row || row.purchase.companyId !== companyId) throw notFound('Package not found.');
      const ref = row.purchase.providerRef;
      if (!ref || !isSubscription(row))
        throw badRequest('Only monthly packages bought as a subscription renew.');
      if (row.purchase.status !== 'active') throw badRequest('This package has already ended.');
      if (!ref.startsWith('sub_sandbox_')) {
        await askProvider(
          () => provider.setCancelAtPeriodEnd(ref, cancel),
          'The payment provider could not change the renewal of this package. Please try again.',
          { subscription: ref },
        );
      }
      await repository.setCancelAtPeriodEnd(ref, companyId, cancel);
      return toPlanEntry((await repository.purchaseById(purchaseId))!);
    },

    async invoices(viewer: Viewer) {
      const companyId = requireBillingManager(viewer, BILLING_MESSAGES.billingRecords);
      await renewDue(companyId);
      return (await repository.invoicesOf(companyId)).map((row) => toInvoice(row, publicUrl));
    },

    async invoice(viewer: Viewer, id: number): Promise<InvoiceDetail> {
      const companyId = requireBillingManager(viewer, BILLING_MESSAGES.billingRecords);
      const row = await repository.invoiceById(id);
      if (!row || row.companyId !== companyId) throw notFound('Invoice not found.');
      const company = (await repository.companyProfile(companyId))!;
      return { ...toInvoice(row, publicUrl), company, payment_method: row.paymentMethod };
    },

    /** Verifies and applies a provider webhook once per event id; a replay changes nothing. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      if (provider.name === 'sandbox')
        throw notFound('The sandbox payment provider sends no webhooks.');
      let event;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw badRequest(`Webhook signature verification failed: ${error.message}`);
        throw error;
      }
      const parsed = event;
      return events.transaction(async (tx, emit) => {
        if (!(await createBillingRepository(tx).recordEvent(parsed.id, parsed.rawType)))
          return { received: true, outcome: 'duplicate' };
        const outcome = await applyPaymentEvent(tx, parsed, emit);
        log?.info({ event: parsed.id, type: parsed.rawType, outcome }, 'payment event');
        return { received: true, outcome };
      });
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
