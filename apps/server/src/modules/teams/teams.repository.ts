import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { maySpend, type TeamRole } from '@fieldhire/contract/accounts';
import type { PendingInvite, TeamMember } from '@fieldhire/contract/companies';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { companies, teamInvites, teamMemberships } from '../../db/schema/companies';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export function createTeamsRepository(db: Database) {
  return {
    async members(companyId: number): Promise<TeamMember[]> {
      const rows = await db
        .select({
          id: teamMemberships.id,
          role: teamMemberships.role,
          mayApproveSpending: teamMemberships.mayApproveSpending,
          userId: users.id,
          username: users.username,
          name: fullName,
          avatar: users.avatar,
          email: users.email,
        })
        .from(teamMemberships)
        .innerJoin(users, eq(users.id, teamMemberships.userId))
        .where(eq(teamMemberships.companyId, companyId))
        .orderBy(asc(teamMemberships.createdAt), asc(teamMemberships.id));
      return rows.map((row) => ({
        id: row.id,
        role: row.role,
        may_approve_spending: maySpend(row.role, row.mayApproveSpending),
        user: {
          id: row.userId,
          username: row.username,
          name: row.name,
          avatar: row.avatar,
          email: row.email,
        },
      }));
    },
    async pendingInvites(companyId: number): Promise<PendingInvite[]> {
      const rows = await db
        .select({
          id: teamInvites.id,
          email: teamInvites.email,
          role: teamInvites.role,
          invitedBy: fullName,
          expiresAt: teamInvites.expiresAt,
          createdAt: teamInvites.createdAt,
        })
        .from(teamInvites)
        .leftJoin(users, eq(users.id, teamInvites.invitedBy))
        .where(
          and(
            eq(teamInvites.companyId, companyId),
            isNull(teamInvites.acceptedAt),
            gt(teamInvites.expiresAt, new Date()),
          ),
        )
        .orderBy(asc(teamInvites.createdAt));
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        invited_by: row.invitedBy,
        expires: row.expiresAt.toISOString(),
        created_at: row.createdAt.toISOString(),
      }));
    },
    async insertInvite(values: typeof teamInvites.$inferInsert) {
      await db.insert(teamInvites).values(values);
    },
    async inviteByHash(tokenHash: string) {
      const [row] = await db
        .select({
          id: teamInvites.id,
          companyId: teamInvites.companyId,
          companyName: companies.name,
          companyAvatar: companies.avatar,
          email: teamInvites.email,
          role: teamInvites.role,
          invitedBy: fullName,
          expiresAt: teamInvites.expiresAt,
          acceptedAt: teamInvites.acceptedAt,
        })
        .from(teamInvites)
        .innerJoin(companies, eq(companies.id, teamInvites.companyId))
        .leftJoin(users, eq(users.id, teamInvites.invitedBy))
        .where(eq(teamInvites.tokenHash, tokenHash));
      return row ?? null;
    },
    /** Marks the invite used and adds the member, unless someone used it first. */
    async acceptInvite(inviteId: number, companyId: number, userId: number, role: TeamRole) {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(teamInvites)
          .set({ acceptedAt: new Date(), acceptedBy: userId })
          .where(and(eq(teamInvites.id, inviteId), isNull(teamInvites.acceptedAt)))
          .returning({ id: teamInvites.id });
        if (used.length === 0) return false;
        await tx.insert(teamMemberships).values({ companyId, userId, role });
        return true;
      });
    },
    async membership(companyId: number, userId: number) {
      const [row] = await db
        .select({ id: teamMemberships.id, role: teamMemberships.role })
        .from(teamMemberships)
        .where(and(eq(teamMemberships.companyId, companyId), eq(teamMemberships.userId, userId)));
      return row ?? null;
    },
    async ownerCount(companyId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(teamMemberships)
        .where(and(eq(teamMemberships.companyId, companyId), eq(teamMemberships.role, 'owner')));
      return row?.n ?? 0;
    },
    async removeMember(membershipId: number) {
      await db.delete(teamMemberships).where(eq(teamMemberships.id, membershipId));
    },
    async setRole(membershipId: number, role: TeamRole) {
      await db.update(teamMemberships).set({ role }).where(eq(teamMemberships.id, membershipId));
    },
    async setSpending(membershipId: number, mayApproveSpending: boolean) {
      await db
        .update(teamMemberships)
        .set({ mayApproveSpending })
        .where(eq(teamMemberships.id, membershipId));
    },
  };
}
export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
