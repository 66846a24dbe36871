import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../database';
import { keepSandboxCard } from './products';
import { disputeMessages, disputes } from '../schema/disputes';
import { operators, reports } from '../schema/operations';
import { verificationDocuments } from '../schema/verification';
import type { PrivateFileStore } from '../../platform/uploads/file-store';
import { workOrderEvents, workOrders } from '../schema/work-orders';

export const DEMO_OPERATOR = {
  email: 'ops@fieldhire.test',
  /** The demo operator's TOTP secret (base32), in the README: any authenticator app takes it. */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/**
 * The demo operator, not yet enrolled (the first sign-in shows the QR code of the secret above),
 * a few open reports for the queue (two of one job, one of an agent), and one open dispute: the
 * demo company's over submitted work, with the agent's answer in its thread.
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
  await seedDemoDispute(tx, employer.id);
}

async function seedDemoDispute(tx: Database, employerId: number) {
  const [work] = await queryRows<{
    id: number;
    agent_id: number;
    company_id: number;
    submitted_at: Date | string;
  }>(
    tx,
    sql`select w.id, w.agent_id, w.company_id, w.submitted_at from work_orders w
        join team_memberships m on m.company_id = w.company_id and m.user_id = ${employerId}
        where w.status = 'submitted' order by w.id limit 1`,
  );
  if (!work) return;
  // Settling it pays for the work, from the card the demo company keeps.
  await keepSandboxCard(tx, work.company_id);
  const openedAt = new Date(new Date(work.submitted_at).getTime() + 3 * 3_600_000);
  await tx
    .update(workOrders)
    .set({ disputeStatus: 'open' })
    .where(sql`id = ${work.id}`);
  await tx.insert(workOrderEvents).values({
    workOrderId: work.id,
    type: 'dispute_opened',
    actorId: employerId,
    note: 'The work does not match what was asked',
    at: openedAt,
  });
  const [dispute] = await tx
    .insert(disputes)
    .values({
      workOrderId: work.id,
      openedBy: employerId,
      openedSide: 'company',
      reason: 'quality',
      description:
        'Only the front of the house was photographed; the roof and the back yard are missing.',
      createdAt: openedAt,
    })
    .returning({ id: disputes.id });
  await tx.insert(disputeMessages).values({
    disputeId: dispute!.id,
    side: 'agent',
    userId: work.agent_id,
    body: 'The back gate was locked and nobody answered the phone number on the work order.',
    createdAt: new Date(openedAt.getTime() + 3_600_000),
  });
}

/** A one-page PDF standing in for a scanned certificate. */
const demoPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n` +
      `4 0 obj<</Length ${title.length + 30}>>stream\nBT /F1 24 Tf 72 700 Td (${title}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Documents for the verification queue: the demo company's business registration and the demo
 * agent's insurance wait for review; another agent's license is verified, so its badge shows.
 */
export async function seedDemoDocuments(
  tx: Database,
  ids: {
    privateFiles: PrivateFileStore;
    demoCompanyId: number;
    demoCandidateId: number;
    employerId: number;
  },
) {
  const [other] = await queryRows<{ id: number }>(
    tx,
    sql`select id from users where role = 'candidate' and id <> ${ids.demoCandidateId}
        order by id limit 1`,
  );
  const save = (title: string) => ids.privateFiles.save(demoPdf(title), 'pdf');
  await tx.insert(verificationDocuments).values([
    {
      companyId: ids.demoCompanyId,
      kind: 'business_registration',
      file: await save('Certificate of registration'),
      fileName: 'business-registration.pdf',
      uploadedBy: ids.employerId,
    },
    {
      userId: ids.demoCandidateId,
      kind: 'insurance',
      file: await save('Certificate of liability insurance'),
      fileName: 'insurance-certificate.pdf',
      expiresOn: inDays(240),
      uploadedBy: ids.demoCandidateId,
    },
    ...(other
      ? [
          {
            userId: other.id,
            kind: 'license' as const,
            file: await save('Notary public commission'),
            fileName: 'notary-commission.pdf',
            expiresOn: inDays(600),
            status: 'verified' as const,
            reviewedAt: new Date(),
            uploadedBy: other.id,
          },
        ]
      : []),
  ]);
}
