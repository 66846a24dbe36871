import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { billingAccounts, invoices, products, purchases } from '../schema/billing';

export type ProductSeed = typeof products.$inferInsert;

export const PRODUCTS: ProductSeed[] = [
  {
    slug: 'basic',
    name: 'Basic',
    description: 'For a company hiring now and then: 30 job posts a month, 3 of them featured.',
    priceCents: 19900,
    interval: 'month',
    jobPosts: 30,
    featuredPosts: 3,
    candidateContacts: 0,
    durationDays: 15,
  },
  {
    slug: 'standard',
    name: 'Standard',
    description: 'For steady hiring across several markets, with listings shown for 20 days.',
    priceCents: 49900,
    interval: 'month',
    jobPosts: 40,
    featuredPosts: 5,
    candidateContacts: 0,
    durationDays: 20,
  },
  {
    slug: 'extended',
    name: 'Extended',
    description: 'For national coverage: 50 job posts, 10 featured, listings shown for 60 days.',
    priceCents: 79900,
    interval: 'month',
    jobPosts: 50,
    featuredPosts: 10,
    candidateContacts: 0,
    durationDays: 60,
  },
  {
    slug: 'candidate-contacts',
    name: 'Candidate Contact Pack',
    description: 'Reach 25 field agents directly from candidate search. Never expires.',
    priceCents: 9900,
    interval: 'one_time',
    jobPosts: 0,
    featuredPosts: 0,
    candidateContacts: 25,
    durationDays: 0,
  },
];

/** Writes the catalog of packages; safe to run on every start, it only brings rows up to date. */
export async function seedProducts(db: Database) {
  await db
    .insert(products)
    .values(PRODUCTS)
    .onConflictDoUpdate({
      target: products.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        priceCents: sql`excluded.price_cents`,
        currency: sql`excluded.currency`,
        interval: sql`excluded.interval`,
        jobPosts: sql`excluded.job_posts`,
        featuredPosts: sql`excluded.featured_posts`,
        candidateContacts: sql`excluded.candidate_contacts`,
        durationDays: sql`excluded.duration_days`,
        active: sql`true`,
      },
    });
}

const YEAR_MS = 365 * 86_400_000;

/** Gives a demo company the sandbox card it pays with, unless it has one. */
export async function keepSandboxCard(db: Database, companyId: number) {
  await db
    .insert(billingAccounts)
    .values({
      companyId,
      provider: 'sandbox',
      customerId: `cus_sandbox_${companyId}`,
      cardBrand: 'Visa',
      cardLast4: '4242',
    })
    .onConflictDoNothing();
}

const DEMO_PACKAGES = ['standard', 'candidate-contacts'] as const;

/**
 * Gives a demo company a paid Standard package (kept for a year) and a contact pack (which, like
 * every one-time package, never expires), so it can post many jobs and invite agents, and the
 * sandbox card it paid them with.
 */
export async function grantDemoPackage(db: Database, companyId: number) {
  await keepSandboxCard(db, companyId);
  for (const slug of DEMO_PACKAGES) {
    const [product] = await db.select().from(products).where(eq(products.slug, slug));
    if (!product) throw new Error('Seed the products before the demo packages.');
    const now = new Date();
    await db.insert(purchases).values({
      companyId,
      productId: product.id,
      status: 'active',
      jobPostsTotal: product.jobPosts,
      featuredTotal: product.featuredPosts,
      contactsTotal: product.candidateContacts,
      startsAt: now,
      expiresAt: product.interval === 'one_time' ? null : new Date(now.getTime() + YEAR_MS),
      cancelAtPeriodEnd: true,
    });
    await db.insert(invoices).values({
      number: sql`'FH-' || lpad(nextval('invoice_numbers')::text, 6, '0')`,
      companyId,
      amountCents: product.priceCents,
      currency: product.currency,
      status: 'paid',
      lines: [
        {
          product_id: product.id,
          name: product.name,
          qty: 1,
          unit_amount_cents: product.priceCents,
          amount_cents: product.priceCents,
          interval: product.interval,
        },
      ],
      paymentMethod: 'Visa •••• 4242',
    });
  }
}
