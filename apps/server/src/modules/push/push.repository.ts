import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pushSubscriptions, vapidKeys } from '../../db/schema/push';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function createPushRepository(db: Database) {
  return {
    async vapidKeys() {
      const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
      return row ?? null;
    },
    /** Keeps the first pair stored: two processes making one at once agree on it. */
    async storeVapidKeys(publicKey: string, privateKey: string) {
      await db.insert(vapidKeys).values({ id: 1, publicKey, privateKey }).onConflictDoNothing();
    },
    /** A browser's endpoint belongs to whoever subscribed it last (one device, a new login). */
    async subscribe(userId: number, endpoint: string, p256dh: string, auth: string) {
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh, auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh, auth, createdAt: sql`now()` },
        });
    },
    async unsubscribe(userId: number, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },
    /** The push service said the subscription is gone. */
    async forget(id: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    forUsers(userIds: number[]) {
      return db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds));
    },
    async byId(id: number) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row ?? null;
    },
    async markSent(id: number) {
      await db
        .update(pushSubscriptions)
        .set({ lastSentAt: new Date() })
        .where(eq(pushSubscriptions.id, id));
    },
  };
}
