import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/crypto';
import type { Database } from '../database';
import { users } from '../schema/accounts';
import { companies, teamMemberships } from '../schema/companies';
import { zipPlace } from '../../platform/geo/geo-data';
import type { FileStore, PrivateFileStore } from '../../platform/uploads/file-store';
import { seedDemoWorkOrders } from './demo-work-orders';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoDocuments, seedDemoOperations } from './demo-operations';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoConversations } from '../../modules/messaging/demo-conversations';
import { grantDemoPackage, seedProducts } from './products';

export const DEMO_PASSWORD = 'fieldhire-demo';
export const DEMO_LOGINS = [
  { email: 'candidate@fieldhire.test', role: 'candidate' },
  { email: 'employer@fieldhire.test', role: 'employer' },
] as const;

/** Seeds the demo marketplace once; running it again changes nothing. */
export async function seedDemo(
  db: Database,
  {
    jobs = 2000,
    files,
    privateFiles,
  }: { jobs?: number; files: FileStore; privateFiles: PrivateFileStore },
): Promise<boolean> {
  await seedProducts(db);
  const existing = await db.query.users.findFirst({ where: eq(users.email, DEMO_LOGINS[0].email) });
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const home = zipPlace('78701');
  await db.transaction(async (tx) => {
    const [candidate] = await tx
      .insert(users)
      .values({
        username: 'demo.agent',
        email: 'candidate@fieldhire.test',
        passwordHash,
        firstName: 'Dana',
        lastName: 'Reyes',
        role: 'candidate',
        emailVerified: true,
        headline: 'Certified notary and property inspector',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        lat: home?.lat,
        lon: home?.lon,
        gender: 'Female',
        experience: '4 Year',
        coverageRadius: 40,
      })
      .returning({ id: users.id });
    const [employer] = await tx
      .insert(users)
      .values({
        username: 'demo.employer',
        email: 'employer@fieldhire.test',
        passwordHash,
        firstName: 'Morgan',
        lastName: 'Lee',
        role: 'employer',
        emailVerified: true,
      })
      .returning({ id: users.id });
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Lone Star Field Services',
        about: 'Property inspections and loan signings across central Texas.',
        category: 'Residential',
        size: '11-50',
        foundedYear: 2012,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        website: 'https://lonestar-field.example',
      })
      .returning({ id: companies.id });
    await tx
      .insert(teamMemberships)
      .values({ companyId: company!.id, userId: employer!.id, role: 'owner' });
    await grantDemoPackage(tx, company!.id);
    await seedDemoJobs(tx, {
      jobs,
      passwordHash,
      demoCompanyId: company!.id,
      demoCandidateId: candidate!.id,
    });
    await seedDemoWorkOrders(tx, { demoCandidateId: candidate!.id, privateFiles });
    await seedDemoProfiles(tx, { files, demoCompanyId: company!.id, passwordHash });
    await seedDemoConversations(tx, { employerId: employer!.id, candidateId: candidate!.id });
    await seedDemoNotifications(tx);
    await seedDemoOperations(tx, { passwordHash });
    await seedDemoDocuments(tx, {
      privateFiles,
      demoCompanyId: company!.id,
      demoCandidateId: candidate!.id,
      employerId: employer!.id,
    });
  });
  return true;
}
