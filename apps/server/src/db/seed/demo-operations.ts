import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../database';
import { operators, reports } from '../schema/operations';

export const DEMO_OPERATOR = {
  email: 'ops@fieldhire.test',
  /** The demo operator's TOTP secret (base32), in the README: any authenticator app takes it. */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/**
 * The demo operator, not yet enrolled (the first sign-in shows the QR code of the secret above),
 * and a few open reports for the queue: two of one job, one of an agent.
 */
export async function seedDemoOperations(tx: Database, { passwordHash }: { passwordHash: string }) {
  await tx.insert(operators).values({
    email: DEMO_OPERATOR.email,
    name: 'Riley Ops',
    passwordHash,
    totpSecret: DEMO_OPERATOR.totpSecret,
  });
  const agents = await queryRows<{ id: number }>(
    tx,
    sql`select id from users where role = 'candidate' order by id limit 3`,
  );
  const [job] = await queryRows<{ id: number }>(
    tx,
    sql`select id from jobs where status = 'open' order by id desc limit 1 offset 5`,
  );
  const [employer] = await queryRows<{ id: number }>(
    tx,
    sql`select id from users where email = 'employer@fieldhire.test'`,
  );
  const [first, second, third] = agents;
  if (!job || !employer || !first || !second || !third) return;
  await tx.insert(reports).values([
    {
      reporterId: first.id,
      targetType: 'job',
      targetId: job.id,
      reason: 'misleading',
      note: 'The pay in the post is twice what the company offered on the phone.',
    },
    {
      reporterId: second.id,
      targetType: 'job',
      targetId: job.id,
      reason: 'off_platform',
      note: 'They asked me to send my bank details by text.',
    },
    {
      reporterId: employer.id,
      targetType: 'agent',
      targetId: third.id,
      reason: 'other',
      note: 'Accepted three jobs this month and did not show up to any.',
    },
  ]);
}
