import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { intArray, queryRows, type Database } from '../../db/database';
import {
  billingAccounts,
  checkoutSessions,
  contactUnlocks,
  invoices,
  paymentEvents,
  products,
  purchases,
} from '../../db/schema/billing';
import { companies } from '../../db/schema/companies';

export type ProductRow = typeof products.$inferSelect;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'number'>;

/** The allowance columns a purchase tracks; each pair is total and used. */
export const ALLOWANCES = {
  jobPosts: { total: 'job_posts_total', used: 'job_posts_used' },
  featuredPosts: { total: 'featured_total', used: 'featured_used' },
  candidateContacts: { total: 'contacts_total', used: 'contacts_used' },
} as const;
export type AllowanceKind = keyof typeof ALLOWANCES;

export function createBillingRepository(db: Database) {
  return {
    activeProducts: () =>
      db
        .select()
        .from(products)
        .where(eq(products.active, true))
        .orderBy(
          sql`${products.interval} = 'one_time'`,
          asc(products.priceCents),
          asc(products.id),
        ),

    /** Products by id; `onSale` leaves out the ones no longer sold. */
    productsByIds: (ids: number[], { onSale }: { onSale: boolean }) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(products)
            .where(and(inArray(products.id, ids), onSale ? eq(products.active, true) : undefined)),

    async companyProfile(companyId: number) {
      const [row] = await db
        .select({
          id: companies.id,
          name: companies.name,
          city: companies.city,
          state: companies.state,
          zip: companies.zip,
          email: companies.email,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    async insertCheckout(values: typeof checkoutSessions.$inferInsert) {
      await db.insert(checkoutSessions).values(values);
    },
    async updateCheckout(id: string, values: Partial<typeof checkoutSessions.$inferInsert>) {
      await db.update(checkoutSessions).set(values).where(eq(checkoutSessions.id, id));
    },
    async checkoutById(id: string) {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row ?? null;
    },
    async checkoutByClientSecret(secret: string) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.clientSecret, secret));
      return row ?? null;
    },
    async checkoutByProviderSession(providerSessionId: string) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.providerSessionId, providerSessionId));
      return row ?? null;
    },
    /** Marks an open checkout complete; null when another request completed it first. */
    async completeCheckout(id: string) {
      const [row] = await db
        .update(checkoutSessions)
        .set({ status: 'complete', completedAt: new Date() })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .returning();
      return row ?? null;
    },
    async closeCheckout(id: string, status: 'expired' | 'failed') {
      await db
        .update(checkoutSessions)
        .set({ status })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },

    async insertPurchases(rows: NewPurchase[]) {
      if (rows.length > 0) await db.insert(purchases).values(rows);
    },
    async insertInvoice(values: NewInvoice) {
      const [row] = await db
        .insert(invoices)
        .values({ ...values, number: sql`'FH-' || lpad(nextval('invoice_numbers')::text, 6, '0')` })
        .returning();
      return row!;
    },

    async billingAccount(companyId: number) {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.companyId, companyId));
      return row ?? null;
    },
    async saveBillingAccount(values: typeof billingAccounts.$inferInsert) {
      await db
        .insert(billingAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: billingAccounts.companyId,
          set: {
            provider: values.provider,
            customerId: values.customerId,
            ...(values.cardBrand
              ? { cardBrand: values.cardBrand, cardLast4: values.cardLast4 }
              : {}),
          },
        });
    },

    invoicesOf: (companyId: number) =>
      db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, companyId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id)),
    async invoiceById(id: number) {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row ?? null;
    },
    async invoiceForCheckout(checkoutSessionId: string) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.checkoutSessionId, checkoutSessionId))
        .orderBy(asc(invoices.id))
        .limit(1);
      return row ?? null;
    },

    purchasesOf: (companyId: number) =>
      db
        .select({ purchase: purchases, product: products })
        .from(purchases)
        .innerJoin(products, eq(products.id, purchases.productId))
        .where(eq(purchases.companyId, companyId))
        .orderBy(desc(purchases.createdAt), desc(purchases.id)),
    async purchaseById(id: number) {
      const [row] = await db
        .select({ purchase: purchases, product: products })
        .from(purchases)
        .innerJoin(products, eq(products.id, purchases.productId))
        .where(eq(purchases.id, id));
      return row ?? null;
    },
    async setCancelAtPeriodEnd(providerRef: string, companyId: number, cancel: boolean) {
      await db
        .update(purchases)
        .set({ cancelAtPeriodEnd: cancel })
        .where(and(eq(purchases.providerRef, providerRef), eq(purchases.companyId, companyId)));
    },
    purchasesBySubscription: (providerRef: string) =>
      db
        .select({ purchase: purchases, product: products })
        .from(purchases)
        .innerJoin(products, eq(products.id, purchases.productId))
        .where(eq(purchases.providerRef, providerRef))
        .orderBy(asc(purchases.id)),
    /**
     * Starts a new period: allowances are used afresh until the new end. With `onlyIfDue`, only a
     * period that has ended and was not canceled is renewed, so of two requests renewing the same
     * subscription at once one renews and the other finds nothing due. Answers the rows renewed.
     */
    async renewSubscription(providerRef: string, expiresAt: Date, { onlyIfDue = false } = {}) {
      const renewed = await db
        .update(purchases)
        .set({
          status: 'active',
          startsAt: new Date(),
          expiresAt,
          jobPostsUsed: 0,
          featuredUsed: 0,
          contactsUsed: 0,
        })
        .where(
          and(
            eq(purchases.providerRef, providerRef),
            onlyIfDue
              ? sql`${purchases.status} = 'active' and not ${purchases.cancelAtPeriodEnd} and ${purchases.expiresAt} <= now()`
              : undefined,
          ),
        )
        .returning({ id: purchases.id });
      return renewed.length;
    },
    async updateSubscription(providerRef: string, values: Partial<NewPurchase>) {
      await db.update(purchases).set(values).where(eq(purchases.providerRef, providerRef));
    },
    /** Monthly sandbox subscriptions whose period has ended and that were not canceled. */
    async dueSandboxRenewals(companyId: number) {
      const rows = await queryRows<{ provider_ref: string }>(
        db,
        sql`select distinct u.provider_ref from ${purchases} u join ${checkoutSessions} c on c.id = u.checkout_session_id
            where u.company_id = ${companyId} and u.status = 'active' and not u.cancel_at_period_end
              and u.expires_at <= now() and u.provider_ref like 'sub_sandbox_%' and c.provider = 'sandbox'`,
      );
      return rows.map((row) => row.provider_ref);
    },

    /** Records a provider event; false when it was recorded before. */
    async recordEvent(eventId: string, type: string) {
      const rows = await db
        .insert(paymentEvents)
        .values({ eventId, type })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },

    /** Takes one unit of an allowance from the company's oldest active package that has one left. */
    async consume(companyId: number, kind: AllowanceKind) {
      const { total, used } = ALLOWANCES[kind];
      const [row] = await queryRows<{ id: number; duration_days: number }>(
        db,
        sql`update ${purchases} u set ${sql.raw(used)} = ${sql.raw(used)} + 1
            from ${products} p
            where p.id = u.product_id and u.id = (
              select id from ${purchases}
              where company_id = ${companyId} and status = 'active'
                and (expires_at is null or expires_at > now()) and ${sql.raw(used)} < ${sql.raw(total)}
              order by created_at, id limit 1 for update)
            returning u.id, p.duration_days`,
      );
      return row ? { purchaseId: row.id, durationDays: row.duration_days } : null;
    },
    /**
     * Takes `count` units of an allowance at once, oldest active package first; answers how many
     * each package gave, or null (and takes nothing) when the packages hold fewer.
     */
    async consumeMany(companyId: number, kind: AllowanceKind, count: number) {
      const { total, used } = ALLOWANCES[kind];
      const open = await queryRows<{ id: number; left: number; duration_days: number }>(
        db,
        sql`select u.id, (u.${sql.raw(total)} - u.${sql.raw(used)})::int as left, p.duration_days
            from ${purchases} u join ${products} p on p.id = u.product_id
            where u.company_id = ${companyId} and u.status = 'active'
              and (u.expires_at is null or u.expires_at > now()) and u.${sql.raw(used)} < u.${sql.raw(total)}
            order by u.created_at, u.id for update of u`,
      );
      const taken: { purchaseId: number; count: number; durationDays: number }[] = [];
      let wanted = count;
      for (const row of open) {
        if (wanted === 0) break;
        const take = Math.min(wanted, row.left);
        taken.push({ purchaseId: row.id, count: take, durationDays: row.duration_days });
        wanted -= take;
      }
      if (wanted > 0) return null;
      await db.execute(
        sql`update ${purchases} u set ${sql.raw(used)} = u.${sql.raw(used)} + t.n
            from unnest(${intArray(taken.map((t) => t.purchaseId))}, ${intArray(taken.map((t) => t.count))}) as t(id, n)
            where u.id = t.id`,
      );
      return taken;
    },
    /**
     * The company's plan: the most recently bought active package that gives job posts (or, without
     * one, the most recently bought active package) with its expiry, and the job posts left summed
     * over every active package; null without an active package.
     */
    async activePlan(companyId: number) {
      const [row] = await queryRows<{
        name: string;
        left: number;
        expires_at: Date | string | null;
      }>(
        db,
        sql`select (array_agg(p.name order by u.job_posts_total > 0 desc, u.created_at desc, u.id desc))[1] as name,
                   sum(u.job_posts_total - u.job_posts_used)::int as left,
                   (array_agg(u.expires_at order by u.job_posts_total > 0 desc, u.created_at desc, u.id desc))[1] as expires_at
            from ${purchases} u join ${products} p on p.id = u.product_id
            where u.company_id = ${companyId} and u.status = 'active' and (u.expires_at is null or u.expires_at > now())
            having count(*) > 0`,
      );
      return row ?? null;
    },
    async hasUnlocked(companyId: number, candidateId: number) {
      const rows = await db
        .select({ companyId: contactUnlocks.companyId })
        .from(contactUnlocks)
        .where(
          and(eq(contactUnlocks.companyId, companyId), eq(contactUnlocks.candidateId, candidateId)),
        );
      return rows.length > 0;
    },
    /** False when the company had already unlocked the candidate. */
    async unlock(companyId: number, candidateId: number) {
      const rows = await db
        .insert(contactUnlocks)
        .values({ companyId, candidateId })
        .onConflictDoNothing()
        .returning({ companyId: contactUnlocks.companyId });
      return rows.length > 0;
    },
    /** Undoes a paid unlock: the candidate is locked again and its package gets the contact back. */
    async returnUnlock(companyId: number, candidateId: number, purchaseId: number) {
      const unlocked = await db
        .delete(contactUnlocks)
        .where(
          and(
            eq(contactUnlocks.companyId, companyId),
            eq(contactUnlocks.candidateId, candidateId),
            eq(contactUnlocks.purchaseId, purchaseId),
          ),
        )
        .returning({ companyId: contactUnlocks.companyId });
      if (unlocked.length === 0) return;
      await db
        .update(purchases)
        .set({ contactsUsed: sql`greatest(${purchases.contactsUsed} - 1, 0)` })
        .where(eq(purchases.id, purchaseId));
    },
    async setUnlockPurchase(companyId: number, candidateId: number, purchaseId: number) {
      await db
        .update(contactUnlocks)
        .set({ purchaseId })
        .where(
          and(eq(contactUnlocks.companyId, companyId), eq(contactUnlocks.candidateId, candidateId)),
        );
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
