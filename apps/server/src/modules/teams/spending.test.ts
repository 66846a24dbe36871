import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SPENDING_TEXT, type UserInfo } from '@fieldhire/contract/accounts';
import type { Company } from '@fieldhire/contract/companies';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import type { Database } from '../../db/database';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { saveCard, submittedWork, workJob } from '../../../test/work-order-fixture';

let app: FastifyInstance;
let db: Database;
let owner: Awaited<ReturnType<typeof signedIn>>;
let member: Awaited<ReturnType<typeof teammate>>;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  owner = await signedIn(app, db, 'employer');
  await buyJobPosts(db, owner.companyId!, 20);
  await saveCard(owner);
  member = await teammate(app, db, owner, 'member');
});

const setSpending = (client: ApiClient, employeeId: number, allowed: boolean | undefined) =>
  client.post('/api/update-team/', {
    action: 'set_spending',
    company_id: owner.companyId,
    employee_id: employeeId,
    may_approve_spending: allowed,
  });

const spendingOf = async (client: ApiClient) =>
  (await client.get('/api/user-info')).json<UserInfo>().company?.may_approve_spending;

const workOrderOf = async (client: ApiClient, base: string) =>
  (await client.get(`${base}/`)).json<WorkOrder>();

describe('who may approve work, which charges the company’s card', () => {
  it('refuses a member who was not allowed, and charges nothing', async () => {
    expect(await spendingOf(member.client)).toBe(false);
    const { base } = await submittedWork(app, db, member, workJob('Unapproved spend'));
    const refused = await member.client.post(`${base}/approve/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: SPENDING_TEXT.approveNeedsPermission });
    expect(await workOrderOf(member.client, base)).toMatchObject({
      status: 'submitted',
      payment: null,
    });
    // The member still runs the work: asking for a revision spends nothing.
    const revision = await member.client.post(`${base}/request-revision/`, {
      reason: 'Add the back of the house.',
    });
    expect(revision.statusCode, revision.body).toBe(200);
  });

  it('lets owners and admins approve without being allowed', async () => {
    const admin = await teammate(app, db, owner, 'admin');
    expect(await spendingOf(admin.client)).toBe(true);
    expect(await spendingOf(owner.client)).toBe(true);
    const { base } = await submittedWork(app, db, owner, workJob('Admin approval'));
    expect((await admin.client.post(`${base}/approve/`)).statusCode).toBe(200);
    expect((await workOrderOf(owner.client, base)).payment).not.toBeNull();
  });

  it('lets a member the owner allowed approve, until the owner withdraws it', async () => {
    const allowed = await setSpending(owner.client, member.id, true);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const team = allowed.json<Company>().team!;
    expect(team.find((m) => m.user.id === member.id)?.may_approve_spending).toBe(true);
    expect(team.find((m) => m.user.id === owner.id)?.may_approve_spending).toBe(true);
    expect(await spendingOf(member.client)).toBe(true);

    const first = await submittedWork(app, db, member, workJob('Allowed spend'));
    expect((await member.client.post(`${first.base}/approve/`)).statusCode).toBe(200);
    expect(await workOrderOf(member.client, first.base)).toMatchObject({ status: 'approved' });

    const second = await submittedWork(app, db, member, workJob('Withdrawn spend'));
    expect((await setSpending(owner.client, member.id, false)).statusCode).toBe(200);
    expect(await spendingOf(member.client)).toBe(false);
    expect((await member.client.post(`${second.base}/approve/`)).statusCode).toBe(403);
    expect(await workOrderOf(member.client, second.base)).toMatchObject({ status: 'submitted' });
  });
});

describe('who may allow spending', () => {
  it('is the owner alone, for members only, on their own team', async () => {
    const admin = await teammate(app, db, owner, 'admin');
    const refusedAdmin = await setSpending(admin.client, member.id, true);
    expect(refusedAdmin.statusCode).toBe(403);
    expect(refusedAdmin.json()).toMatchObject({ detail: SPENDING_TEXT.ownerGrants });
    expect((await setSpending(member.client, member.id, true)).statusCode).toBe(403);

    const senior = await setSpending(owner.client, admin.id, false);
    expect(senior.statusCode).toBe(400);
    expect(senior.json()).toMatchObject({ detail: SPENDING_TEXT.seniorAlwaysMay });
    expect((await setSpending(owner.client, member.id, undefined)).statusCode).toBe(400);
    const stranger = await signedIn(app, db, 'candidate');
    expect((await setSpending(owner.client, stranger.id, true)).statusCode).toBe(400);

    const otherOwner = await signedIn(app, db, 'employer');
    expect((await setSpending(otherOwner.client, member.id, true)).statusCode).toBe(403);
    expect((await setSpending(stranger.client, member.id, true)).statusCode).toBe(403);
    expect((await setSpending(new ApiClient(app), member.id, true)).statusCode).toBe(401);
    expect(await spendingOf(member.client)).toBe(false);
  });
});
