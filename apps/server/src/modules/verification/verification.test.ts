import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Candidate, CandidateList } from '@fieldhire/contract/candidates';
import type { Company } from '@fieldhire/contract/companies';
import type { Job } from '@fieldhire/contract/jobs';
import type { AuditEntry } from '@fieldhire/contract/operations';
import {
  VERIFICATION_TEXT,
  type OpsVerificationItem,
  type VerificationDocument,
} from '@fieldhire/contract/verification';
import type { Database } from '../../db/database';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';
import type { JobQueue } from '../../platform/queue/job-queue';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { postJob } from '../../../test/marketplace-fixture';
import { multipart } from '../../../test/multipart';
import { signedInOperator } from '../../../test/operator-fixture';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import { createVerificationRepository } from './verification.repository';
import { EXPIRING_DOCUMENT_REMINDERS } from './verification.service';

let app: FastifyInstance;
let db: Database;
let ops: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  ops = await signedInOperator(app, db);
});

/** Runs the daily reminder now, as its schedule would. */
function remindExpiringDocuments() {
  const { queue } = app as FastifyInstance & { queue: JobQueue };
  return queue
    .send(EXPIRING_DOCUMENT_REMINDERS, {})
    .then(() => queue.wake(EXPIRING_DOCUMENT_REMINDERS));
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function send(client: ApiClient, fields: Record<string, string>, content = PDF) {
  return client.form(
    'POST',
    '/api/verification/documents/',
    multipart(fields, {
      file: { filename: 'certificate.pdf', type: 'application/pdf', content },
    }),
  );
}

async function sent(client: ApiClient, fields: Record<string, string>) {
  const answer = await send(client, fields);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<VerificationDocument>();
}

describe('verified documents', () => {
  it('takes an agent’s insurance with its expiry, verifies it, and shows and filters by its badge', async () => {
    const agent = await signedIn(app, db, 'candidate');
    const refused = await send(agent.client, { kind: 'insurance' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: VERIFICATION_TEXT.expiryNeeded });
    expect(
      (await send(agent.client, { kind: 'insurance', expires_on: inDays(-1) })).statusCode,
    ).toBe(400);
    expect((await send(agent.client, { kind: 'business_registration' })).statusCode).toBe(400);
    expect(
      (await send(agent.client, { kind: 'license' }, Buffer.from('not a document'))).statusCode,
    ).toBe(400);

    const document = await sent(agent.client, { kind: 'insurance', expires_on: inDays(200) });
    expect(document).toMatchObject({ status: 'pending', expires_on: inDays(200) });
    expect((await agent.client.get(document.file_url)).statusCode).toBe(200);
    const stranger = await signedIn(app, db, 'candidate');
    expect((await stranger.client.get(document.file_url)).statusCode).toBe(404);

    const queue = (await ops.client.get('/api/ops/verification/')).json<{
      results: OpsVerificationItem[];
    }>();
    const queued = queue.results.find((each) => each.id === document.id)!;
    expect(queued.owner).toMatchObject({ type: 'agent', id: agent.id });
    expect((await ops.client.get(queued.file_url)).statusCode).toBe(200);
    const verified = await ops.client.post(`/api/ops/verification/${document.id}/verify/`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<OpsVerificationItem>().status).toBe('verified');
    expect((await ops.client.post(`/api/ops/verification/${document.id}/verify/`)).statusCode).toBe(
      409,
    );
    expect((await createOutboxRepository(db).latestFor(agent.user.email))?.subject).toContain(
      'Insurance certificate verified',
    );
    const audit = (await ops.client.get(`/api/ops/audit/?q=document.verify`)).json<{
      entries: AuditEntry[];
    }>();
    expect(audit.entries[0]).toMatchObject({ target_type: 'user', target_id: agent.id });

    const employer = await signedIn(app, db, 'employer');
    const profile = await employer.client.get(`/api/candidates/?username=${agent.user.username}`);
    expect(profile.json<Candidate>().verified_documents).toEqual(['insurance']);
    const insured = (
      await employer.client.get('/api/candidates/?verified=insurance&start=0&end=20')
    ).json<CandidateList>();
    expect(insured.results.map((each) => each.id)).toContain(agent.id);
    expect(insured.results.every((each) => each.verified_documents.includes('insurance'))).toBe(
      true,
    );
    const licensed = (
      await employer.client.get('/api/candidates/?verified=insurance,license&start=0&end=20')
    ).json<CandidateList>();
    expect(licensed.results.map((each) => each.id)).not.toContain(agent.id);

    // The badge goes the day after the certificate expires.
    await db.execute(
      sql`update verification_documents set expires_on = current_date - 1 where id = ${document.id}`,
    );
    const after = await employer.client.get(`/api/candidates/?username=${agent.user.username}`);
    expect(after.json<Candidate>().verified_documents).toEqual([]);
    const mine = (await agent.client.get('/api/verification/documents/')).json<{
      results: VerificationDocument[];
    }>();
    expect(mine.results[0]).toMatchObject({ id: document.id, status: 'expired' });
  });

  it("lets a company's owner and admins send its documents, and rejects one with a reason", async () => {
    const owner = await signedIn(app, db, 'employer');
    const member = await teammate(app, db, owner, 'member');
    expect((await send(member.client, { kind: 'business_registration' })).statusCode).toBe(403);
    expect((await member.client.get('/api/verification/documents/')).statusCode).toBe(403);
    expect((await new ApiClient(app).get('/api/verification/documents/')).statusCode).toBe(401);
    const document = await sent(owner.client, { kind: 'business_registration' });
    const reject = await ops.client.post(`/api/ops/verification/${document.id}/reject/`, {
      reason: 'The name on the registration is not the company’s.',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const mine = (await owner.client.get('/api/verification/documents/')).json<{
      results: VerificationDocument[];
    }>();
    expect(mine.results[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The name on the registration is not the company’s.',
    });
    const again = await sent(owner.client, { kind: 'business_registration' });
    await ops.client.post(`/api/ops/verification/${again.id}/verify/`);
    const company = (await owner.client.get(`/api/companies/${owner.companyId}/`)).json<Company>();
    expect(company.verified_documents).toEqual(['business_registration']);
    const jobId = await postJob(owner, 'Exterior inspection in Waco');
    const job = (await new ApiClient(app).get(`/api/jobs/${jobId}/`)).json<Job>();
    expect(job.company.verified_documents).toEqual(['business_registration']);
    expect((await owner.client.delete(`/api/verification/documents/${again.id}/`)).statusCode).toBe(
      204,
    );
    const gone = (await owner.client.get(`/api/companies/${owner.companyId}/`)).json<Company>();
    expect(gone.verified_documents).toEqual([]);
  });

  it('reminds the owner once of a document expiring within 30 days, through its daily job', async () => {
    const agent = await signedIn(app, db, 'candidate');
    const soon = await sent(agent.client, { kind: 'insurance', expires_on: inDays(20) });
    const later = await sent(agent.client, { kind: 'license', expires_on: inDays(90) });
    await ops.client.post(`/api/ops/verification/${soon.id}/verify/`);
    await ops.client.post(`/api/ops/verification/${later.id}/verify/`);
    const reminders = async () =>
      JSON.stringify((await agent.client.get('/api/notifications/')).json()).match(
        /expires on \d{4}-\d\d-\d\d/g,
      ) ?? [];
    await remindExpiringDocuments();
    await waitUntil(async () => (await reminders()).length > 0);
    expect(await reminders()).toEqual([`expires on ${inDays(20)}`]);
    expect((await createOutboxRepository(db).latestFor(agent.user.email))?.subject).toBe(
      `Your insurance certificate expires on ${inDays(20)}`,
    );
    // Each document is claimed once: a second run finds it taken.
    const store = createVerificationRepository(db);
    expect((await store.claimExpiring(30, 1000)).map((each) => each.id)).not.toContain(soon.id);
  });

  it('keeps the review queue from everyone but operators', async () => {
    const agent = await signedIn(app, db, 'candidate');
    for (const client of [agent.client, new ApiClient(app)]) {
      expect((await client.get('/api/ops/verification/')).statusCode).toBe(404);
      expect((await client.post('/api/ops/verification/1/verify/')).statusCode).toBe(404);
    }
  });
});
