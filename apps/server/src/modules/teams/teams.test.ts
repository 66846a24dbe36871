import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { teamInvites } from '../../db/schema/companies';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { multipart } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';

type Account = Awaited<ReturnType<typeof signedIn>>;

let app: FastifyInstance;
let db: Database;

const withoutCompany = () => signedIn(app, db, 'employer', true, { company_name: undefined });

async function inviteToken(email: string) {
  const mail = await createOutboxRepository(db).latestFor(email);
  const token = /invite\?invite_token=([0-9a-f]{40})/.exec(mail?.text ?? '')?.[1];
  expect(token, `no invite mailed to ${email}`).toBeTruthy();
  return token!;
}

async function invite(from: Account, email: string, role: 'admin' | 'member') {
  const sent = await from.client.post('/api/teaminvite/', { invites: [{ email, role }] });
  expect(sent.statusCode, sent.body).toBe(200);
  return inviteToken(email);
}

const update = (account: Account, companyId: number | null, body: Record<string, unknown>) =>
  account.client.post('/api/update-team/', { company_id: companyId, ...body });

const roleOf = (company: { team: { user: { id: number }; role: string }[] }, userId: number) =>
  company.team.find((member) => member.user.id === userId)?.role;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

describe('who manages the team', () => {
  let owner: Account;
  let admin: Account;
  let otherAdmin: Account;
  let member: Account;

  beforeAll(async () => {
    owner = await signedIn(app, db, 'employer');
    admin = await teammate(app, db, owner, 'admin');
    otherAdmin = await teammate(app, db, owner, 'admin');
    member = await teammate(app, db, owner, 'member');
  });

  it('keeps members from editing the company', async () => {
    const edited = await member.client.form(
      'PATCH',
      `/api/companies/${owner.companyId}/`,
      multipart({ name: 'Renamed by a member' }),
    );
    expect(edited.statusCode).toBe(403);
    expect(edited.json().detail).toBe('Only the owner or an admin of this company can edit it.');
    const byAdmin = await admin.client.form(
      'PATCH',
      `/api/companies/${owner.companyId}/`,
      multipart({ about: 'Edited by an admin.' }),
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().about).toBe('Edited by an admin.');
  });

  it('lets an admin invite members but not admins', async () => {
    const asAdmin = await admin.client.post('/api/teaminvite/', {
      invites: [{ email: 'new-admin@example.test', role: 'admin' }],
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().detail).toBe('Only the owner can invite admins.');
    const mixed = await admin.client.post('/api/teaminvite/', {
      invites: [
        { email: 'helper@example.test', role: 'member' },
        { email: 'boss@example.test', role: 'admin' },
      ],
    });
    expect(mixed.statusCode).toBe(403);
    expect(await createOutboxRepository(db).latestFor('boss@example.test')).toBeFalsy();

    const email = `crew-${owner.id}@example.test`;
    const asMember = await admin.client.post('/api/teaminvite/', {
      invites: [{ email, role: 'member' }],
    });
    expect(asMember.statusCode, asMember.body).toBe(200);
    expect(
      (await app.inject(`/api/invite/?invite_token=${await inviteToken(email)}`)).json(),
    ).toMatchObject({ role: 'member', valid: true });
  });

  it('keeps an admin from demoting, promoting or removing admins', async () => {
    const demote = await update(admin, owner.companyId, {
      action: 'set_role',
      employee_id: otherAdmin.id,
      role: 'member',
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().detail).toBe('Only the owner can change admins and owners.');
    const remove = await update(admin, owner.companyId, {
      action: 'remove',
      employee_id: otherAdmin.id,
    });
    expect(remove.statusCode).toBe(403);
    const promote = await update(admin, owner.companyId, {
      action: 'set_role',
      employee_id: member.id,
      role: 'admin',
    });
    expect(promote.statusCode).toBe(403);
    const toOwner = await update(admin, owner.companyId, {
      action: 'set_role',
      employee_id: admin.id,
      role: 'owner',
    });
    expect(toOwner.statusCode).toBe(403);
    const team = (await owner.client.get(`/api/companies/${owner.companyId}/`)).json();
    expect(roleOf(team, otherAdmin.id)).toBe('admin');
    expect(roleOf(team, member.id)).toBe('member');
    expect(roleOf(team, admin.id)).toBe('admin');
  });

  it('lets an admin manage members', async () => {
    const kept = await update(admin, owner.companyId, {
      action: 'set_role',
      employee_id: member.id,
      role: 'member',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const removed = await update(admin, owner.companyId, {
      action: 'remove',
      employee_id: member.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(roleOf(removed.json(), member.id)).toBeUndefined();
    expect(removed.json().team).toHaveLength(3);
  });

  it('keeps the last owner from stepping down, until there is another owner', async () => {
    const stepDown = await update(owner, owner.companyId, {
      action: 'set_role',
      employee_id: owner.id,
      role: 'admin',
    });
    expect(stepDown.statusCode).toBe(400);
    expect(stepDown.json().detail).toBe(
      'A company needs at least one owner; make someone else owner first.',
    );
    const leave = await update(owner, owner.companyId, { action: 'remove', employee_id: owner.id });
    expect(leave.statusCode).toBe(400);

    const successor = await update(owner, owner.companyId, {
      action: 'set_role',
      employee_id: admin.id,
      role: 'owner',
    });
    expect(successor.statusCode, successor.body).toBe(200);
    const steppedDown = await update(owner, owner.companyId, {
      action: 'set_role',
      employee_id: owner.id,
      role: 'admin',
    });
    expect(steppedDown.statusCode, steppedDown.body).toBe(200);
    expect(roleOf(steppedDown.json(), owner.id)).toBe('admin');
    expect(roleOf(steppedDown.json(), admin.id)).toBe('owner');
  });
});

describe('accepting an invite', () => {
  let owner: Account;

  beforeAll(async () => {
    owner = await signedIn(app, db, 'employer');
  });

  it('is for signed-in employers without a company', async () => {
    const agent = await signedIn(app, db, 'candidate');
    const agentToken = await invite(owner, agent.user.email, 'member');
    const asAgent = await agent.client.post('/api/invite/', { invite_token: agentToken });
    expect(asAgent.statusCode).toBe(403);
    expect(asAgent.json().detail).toBe('Only company accounts can join a team.');

    const employed = await signedIn(app, db, 'employer');
    const employedToken = await invite(owner, employed.user.email, 'member');
    const asEmployed = await employed.client.post('/api/invite/', { invite_token: employedToken });
    expect(asEmployed.statusCode).toBe(409);
    expect(asEmployed.json().detail).toBe('You already belong to a company.');

    const signedOut = await new ApiClient(app).post('/api/invite/', {
      invite_token: employedToken,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await app.inject(`/api/invite/?invite_token=${employedToken}`)).json().valid).toBe(
      true,
    );
  });

  it('shows an expired invite as not valid and refuses it', async () => {
    const late = await withoutCompany();
    const token = await invite(owner, late.user.email, 'member');
    await db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.email, late.user.email));
    const info = await app.inject(`/api/invite/?invite_token=${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email: late.user.email, valid: false });
    const accepted = await late.client.post('/api/invite/', { invite_token: token });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().detail).toBe('This invite has expired or was already used.');
    expect((await late.client.get('/api/user-info')).json().company).toBeNull();
  });

  it('uses a token once, even when it is sent twice at the same time', async () => {
    const newcomer = await withoutCompany();
    const token = await invite(owner, newcomer.user.email, 'member');
    const both = await Promise.all([
      newcomer.client.post('/api/invite/', { invite_token: token }),
      newcomer.client.post('/api/invite/', { invite_token: token }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const again = await newcomer.client.post('/api/invite/', { invite_token: token });
    expect(again.statusCode).toBe(400);
    expect((await app.inject(`/api/invite/?invite_token=${token}`)).json().valid).toBe(false);
    const team = (await owner.client.get(`/api/companies/${owner.companyId}/`)).json().team;
    expect(team.filter((m: { user: { id: number } }) => m.user.id === newcomer.id)).toHaveLength(1);
  });

  it('lets a user join one company when two invites are accepted at the same time', async () => {
    const otherOwner = await signedIn(app, db, 'employer');
    const wanted = await withoutCompany();
    const first = await invite(owner, wanted.user.email, 'member');
    const second = await invite(otherOwner, wanted.user.email, 'member');
    const both = await Promise.all([
      wanted.client.post('/api/invite/', { invite_token: first }),
      wanted.client.post('/api/invite/', { invite_token: second }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json().detail).toBe(
      'You already belong to a company.',
    );
    const joined = both.find((response) => response.statusCode === 200)!.json().company.id;
    expect([owner.companyId, otherOwner.companyId]).toContain(joined);
  });

  it('lets a user either create a company or join one when both happen at the same time', async () => {
    const busy = await withoutCompany();
    const token = await invite(owner, busy.user.email, 'member');
    const [created, joined] = await Promise.all([
      busy.client.form('POST', '/api/companies/', multipart({ name: `Own venture ${busy.id}` })),
      busy.client.post('/api/invite/', { invite_token: token }),
    ]);
    const outcomes = [created.statusCode, joined.statusCode];
    expect([
      [201, 409],
      [409, 200],
    ]).toContainEqual(outcomes);
    const refused = created.statusCode === 409 ? created : joined;
    expect(refused.json().detail).toBe('You already belong to a company.');
  });
});

describe('sending invites', () => {
  it('limits how many invite requests one address sends', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'true' });
    const owner = await signedIn(limited.app, limited.db, 'employer');
    const body = (i: number) => ({
      invites: [{ email: `limit-${owner.id}-${i}@example.test`, role: 'member' }],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push((await owner.client.post('/api/teaminvite/', body(i))).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = await owner.client.post('/api/teaminvite/', body(20));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await createOutboxRepository(limited.db).latestFor(`limit-${owner.id}-20@example.test`),
    ).toBeFalsy();
    await limited.app.close();
  });
});
