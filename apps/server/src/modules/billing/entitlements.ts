import { BILLING_MESSAGES } from '@fieldhire/contract/billing';
import { NO_JOB_POSTS_LEFT } from '@fieldhire/contract/jobs';
import type { Database } from '../../db/database';
import { paymentRequired } from '../../platform/errors';
import { createBillingRepository } from './billing.repository';

const DAY_MS = 86_400_000;

/**
 * What packages allow, taken one unit at a time from the company's oldest active package that has
 * one left. Each call runs in the caller's transaction when one is given, so the unit is given back
 * if the caller's write fails.
 */
export function createEntitlements(
  db: Database,
  renewDue: (companyId: number, db: Database) => Promise<void>,
) {
  async function take(
    companyId: number,
    tx: Database,
    kind: 'jobPosts' | 'featuredPosts' | 'candidateContacts',
  ) {
    await renewDue(companyId, tx);
    return createBillingRepository(tx).consume(companyId, kind);
  }

  /**
   * One job post; null when none is left. `listingExpiresAt` is when a listing opened with it
   * stops showing (the package's display period), null for packages without one.
   */
  async function takeJobPost(companyId: number, tx: Database = db) {
    const taken = await take(companyId, tx, 'jobPosts');
    if (!taken) return null;
    return {
      purchaseId: taken.purchaseId,
      listingExpiresAt:
        taken.durationDays > 0 ? new Date(Date.now() + taken.durationDays * DAY_MS) : null,
    };
  }

  return {
    takeJobPost,

    /** Like takeJobPost, but answers 402 with the jobs module's message when none is left. */
    async consumeJobPost(companyId: number, tx: Database = db) {
      const taken = await takeJobPost(companyId, tx);
      if (!taken) throw paymentRequired(NO_JOB_POSTS_LEFT);
      return taken;
    },

    /**
     * `count` job posts at once, or 402 taking none; answers each post's listing end (null: its
     * package sets no period).
     */
    async consumeJobPosts(companyId: number, count: number, tx: Database = db) {
      if (count === 0) return [];
      await renewDue(companyId, tx);
      const taken = await createBillingRepository(tx).consumeMany(companyId, 'jobPosts', count);
      if (!taken) throw paymentRequired(NO_JOB_POSTS_LEFT);
      return taken.flatMap(({ count: n, durationDays }) =>
        Array.from({ length: n }, () =>
          durationDays > 0 ? new Date(Date.now() + durationDays * DAY_MS) : null,
        ),
      );
    },

    /** One featured post, or 402. */
    async consumeFeaturedPost(companyId: number, tx: Database = db) {
      const taken = await take(companyId, tx, 'featuredPosts');
      if (!taken) throw paymentRequired(BILLING_MESSAGES.noFeaturedLeft);
      return { purchaseId: taken.purchaseId };
    },

    /**
     * One candidate contact, or 402. With a candidate id, a company pays once per candidate:
     * contacting someone it already reached costs nothing (`charged: false`).
     */
    async consumeCandidateContact(
      companyId: number,
      { candidateId, tx }: { candidateId?: number; tx?: Database } = {},
    ) {
      return (tx ?? db).transaction(async (inner) => {
        const repository = createBillingRepository(inner);
        if (candidateId !== undefined && !(await repository.unlock(companyId, candidateId))) {
          return { charged: false, purchaseId: null };
        }
        const taken = await take(companyId, inner, 'candidateContacts');
        if (!taken) throw paymentRequired(BILLING_MESSAGES.noContactsLeft);
        if (candidateId !== undefined)
          await repository.setUnlockPurchase(companyId, candidateId, taken.purchaseId);
        return { charged: true, purchaseId: taken.purchaseId };
      });
    },

    /** The company's plan (the newest active package giving job posts) and the job posts left over all its packages, or null. */
    async activePlan(companyId: number) {
      await renewDue(companyId, db);
      return createBillingRepository(db).activePlan(companyId);
    },

    /** Gives back a contact charged by consumeCandidateContact when what it paid for did not happen. */
    returnCandidateContact(companyId: number, candidateId: number, purchaseId: number) {
      return db.transaction((tx) =>
        createBillingRepository(tx).returnUnlock(companyId, candidateId, purchaseId),
      );
    },

    /** Whether the company has already paid to contact the candidate. */
    hasContacted: (companyId: number, candidateId: number) =>
      createBillingRepository(db).hasUnlocked(companyId, candidateId),
  };
}
