import type { Database } from '../../db/database';
import { createCompaniesRepository } from './companies.repository';

export function createCompaniesService(db: Database) {
  const repository = createCompaniesRepository(db);
  return {
    membershipOf: (userId: number) => repository.membershipOf(userId),
    /** Creates a company owned by the user, inside the caller's transaction when one is given. */
    async createWithOwner(name: string, ownerId: number, tx: Database = db) {
      const scoped = createCompaniesRepository(tx);
      const company = await scoped.create({ name });
      await scoped.addMember(company.id, ownerId, 'owner');
      return company;
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
