import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, teamMemberships } from '../../db/schema/companies';
import type { TeamRole } from '@fieldhire/contract/accounts';

export function createCompaniesRepository(db: Database) {
  return {
    async create(values: { name: string }) {
      const [row] = await db.insert(companies).values(values).returning();
      return row!;
    },
    async addMember(companyId: number, userId: number, role: TeamRole) {
      await db.insert(teamMemberships).values({ companyId, userId, role });
    },
    async membershipOf(userId: number) {
      const [row] = await db
        .select({
          companyId: companies.id,
          name: companies.name,
          avatar: companies.avatar,
          role: teamMemberships.role,
        })
        .from(teamMemberships)
        .innerJoin(companies, eq(companies.id, teamMemberships.companyId))
        .where(eq(teamMemberships.userId, userId));
      return row ?? null;
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
