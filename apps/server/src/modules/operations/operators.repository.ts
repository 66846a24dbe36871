import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { operatorSessions, operators } from '../../db/schema/operations';

export type OperatorRow = typeof operators.$inferSelect;

/** Operators and their sign-ins. */
export function createOperatorsRepository(db: Database) {
  return {
    async insert(values: typeof operators.$inferInsert) {
      const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(operators)
        .where(eq(sql`lower(${operators.email})`, email.trim().toLowerCase()));
      return row ?? null;
    },
    async findById(id: number) {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row ?? null;
    },
    /** Locks the operator's row, so two codes sent at once cannot both be the first use of a step. */
    async lock(id: number) {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
      return row ?? null;
    },
    async acceptCode(id: number, step: number, enrolled: boolean) {
      await db
        .update(operators)
        .set({ totpLastStep: step, ...(enrolled && { totpEnrolledAt: new Date() }) })
        .where(eq(operators.id, id));
    },
    async insertSession(operatorId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(operatorSessions).values({ operatorId, tokenHash, expiresAt });
    },
    async sessionByHash(tokenHash: string) {
      const [row] = await db
        .select({
          id: operatorSessions.id,
          operatorId: operatorSessions.operatorId,
          verified: isNotNull(operatorSessions.totpVerifiedAt),
          expiresAt: operatorSessions.expiresAt,
        })
        .from(operatorSessions)
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            gt(operatorSessions.expiresAt, sql`now()`),
          ),
        );
      return row ?? null;
    },
    /** The session's code was checked: it goes on under a new token, the old one ends. */
    async verifySession(id: number, tokenHash: string) {
      await db
        .update(operatorSessions)
        .set({ totpVerifiedAt: new Date(), tokenHash })
        .where(eq(operatorSessions.id, id));
    },
    async deleteSession(id: number) {
      await db.delete(operatorSessions).where(eq(operatorSessions.id, id));
    },
  };
}
