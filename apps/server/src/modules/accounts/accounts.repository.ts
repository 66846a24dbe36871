import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authTokens, users, verificationTokens } from '../../db/schema/accounts';
import { teamMemberships } from '../../db/schema/companies';
import { candidateCoverageTowns, candidateJobTypes } from '../../db/schema/candidates';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type VerificationPurpose = (typeof verificationTokens.$inferSelect)['purpose'];

export function createAccountsRepository(db: Database) {
  /** Run by every signed-in request, so PostgreSQL parses and plans it once per connection. */
  const viewerByTokenHash = db
    .select({
      tokenId: authTokens.id,
      id: users.id,
      role: users.role,
      emailVerified: users.emailVerified,
      companyId: teamMemberships.companyId,
      teamRole: teamMemberships.role,
      mayApproveSpending: teamMemberships.mayApproveSpending,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(teamMemberships, eq(teamMemberships.userId, users.id))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        gt(authTokens.expiresAt, sql`now()`),
        isNull(users.suspendedAt),
      ),
    )
    .prepare('accounts_viewer_by_token');

  return {
    findById(id: number) {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },
    findByLogin(login: string) {
      const normalized = login.trim().toLowerCase();
      return db.query.users.findFirst({
        where: or(eq(users.username, normalized), eq(sql`lower(${users.email})`, normalized)),
      });
    },
    findByEmail(email: string) {
      return db.query.users.findFirst({
        where: eq(sql`lower(${users.email})`, email.toLowerCase()),
      });
    },
    async usernameTaken(username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      return row !== undefined;
    },
    /** Nothing when the username or the email (in any case) already has an account. */
    async insertUnlessTaken(values: NewUser) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    async setPassword(userId: number, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    async markEmailVerified(userId: number) {
      await db
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    async touchLogin(userId: number) {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
    },
    async profileCounts(userId: number) {
      const [row] = await db
        .select({
          jobTypes: sql<number>`(select count(*)::int from ${candidateJobTypes} where ${candidateJobTypes.userId} = ${userId})`,
          towns: sql<number>`(select count(*)::int from ${candidateCoverageTowns} where ${candidateCoverageTowns.userId} = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      return row ?? { jobTypes: 0, towns: 0 };
    },

    async insertAuthToken(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
    },
    async findViewerByTokenHash(tokenHash: string) {
      const [row] = await viewerByTokenHash.execute({ tokenHash });
      return row ?? null;
    },
    async deleteAuthToken(tokenId: number) {
      await db.delete(authTokens).where(eq(authTokens.id, tokenId));
    },
    async deleteAuthTokensOf(userId: number) {
      await db.delete(authTokens).where(eq(authTokens.userId, userId));
    },
    async deleteExpiredAuthTokens() {
      await db.delete(authTokens).where(lt(authTokens.expiresAt, new Date()));
    },

    async insertVerification(
      userId: number,
      purpose: VerificationPurpose,
      tokenHash: string,
      expiresAt: Date,
    ) {
      await db.insert(verificationTokens).values({ userId, purpose, tokenHash, expiresAt });
    },
    findVerification(tokenHash: string, purpose: VerificationPurpose) {
      return db.query.verificationTokens.findFirst({
        where: and(
          eq(verificationTokens.tokenHash, tokenHash),
          eq(verificationTokens.purpose, purpose),
        ),
      });
    },
    async useVerification(id: number) {
      const rows = await db
        .update(verificationTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.usedAt)))
        .returning({ id: verificationTokens.id });
      return rows.length === 1;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
