import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import type { Database } from '../../db/database';
import { teamInvites } from '../../db/schema/companies';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { multipart } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';

let app: FastifyInstance;
let db: Database;
let owner: Awaited<ReturnType<typeof signedIn>>;
const tag = `c${process.pid}${Date.now().toString(36)}`;

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

async function inviteLink(email: string) {
  const mail = await createOutboxRepository(db).latestFor(email);
  return /invite\?invite_token=([0-9a-f]{40})/.exec(mail?.text ?? '')?.[1] ?? null;
}

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  owner = await signedIn(app, db, 'employer');
});

describe('company profile', () => {
  it('lets the owner edit every field with a logo, re-encoded and served under a random name', async () => {
    const form = multipart(
      {
        name: `Acme Inspections ${tag}`,
        about: 'Residential and insurance inspections across Central Texas.',
        website: 'https://acme.example',
        email: 'office@acme.example',
        phone: '(512) 555-0100',
        category: 'Residential',
        size: '11-50',
        founded_year: 2004,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      { avatar: { filename: 'logo.png', type: 'image/png', content: await png() } },
    );
    const response = await owner.client.form('PATCH', `/api/companies/${owner.companyId}/`, form);
    expect(response.statusCode, response.body).toBe(200);
    const company = response.json();
    expect(company).toMatchObject({
      size: '11-50',
      founded_year: 2004,
      state: 'TX',
      category: 'Residential',
    });
    expect(company.lat).toBeCloseTo(30.27, 0);
    expect(company.avatar).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(company.team[0].role).toBe('owner');
    const image = await app.inject(company.avatar);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(512);
  });

  it('shows the public page without the team, and the team to members', async () => {
    const guest = await app.inject(`/api/companies/${owner.companyId}/`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().team).toBeUndefined();
    expect(guest.json().name).toBe(`Acme Inspections ${tag}`);
    expect((await owner.client.get(`/api/companies/${owner.companyId}/`)).json().team).toHaveLength(
      1,
    );
    expect((await app.inject('/api/companies/99999999/')).statusCode).toBe(404);
    expect((await app.inject('/api/companies/abc/')).statusCode).toBe(400);
  });

  it('refuses bad files, bad fields, oversized uploads and people who may not edit', async () => {
    const url = `/api/companies/${owner.companyId}/`;
    const fake = multipart(
      {},
      { avatar: { filename: 'logo.png', type: 'image/png', content: Buffer.from('not an image') } },
    );
    const badFile = await owner.client.form('PATCH', url, fake);
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().fields.avatar).toBeDefined();
    const badFields = await owner.client.form(
      'PATCH',
      url,
      multipart({ size: '7', website: 'acme', zip: '1' }),
    );
    expect(badFields.statusCode).toBe(400);
    expect(Object.keys(badFields.json().fields).sort()).toEqual(['size', 'website', 'zip']);
    const huge = multipart(
      {},
      {
        avatar: {
          filename: 'big.png',
          type: 'image/png',
          content: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1),
        },
      },
    );
    const tooLarge = await owner.client.form('PATCH', url, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('Upload file too large, limit is 50 MB');
    expect((await owner.client.patch(url, { name: 'JSON body' })).statusCode).toBe(415);

    const name = multipart({ name: 'Taken over' });
    expect((await new ApiClient(app).form('PATCH', url, name)).statusCode).toBe(401);
    const agent = await signedIn(app, db, 'candidate');
    expect((await agent.client.form('PATCH', url, name)).statusCode).toBe(403);
    const rival = await signedIn(app, db, 'employer');
    expect((await rival.client.form('PATCH', url, name)).statusCode).toBe(403);
  });

  it('creates a company for an employer without one, and only for them', async () => {
    const solo = await signedIn(app, db, 'employer', true, { company_name: undefined });
    expect(solo.companyId).toBeNull();
    const created = await solo.client.form(
      'POST',
      '/api/companies/',
      multipart({ name: `Solo Notary ${tag}`, zip: '80202' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ state: 'CO', open_jobs: 0 });
    const again = await solo.client.form('POST', '/api/companies/', multipart({ name: 'Second' }));
    expect(again.statusCode).toBe(409);
    const agent = await signedIn(app, db, 'candidate');
    expect(
      (await agent.client.form('POST', '/api/companies/', multipart({ name: 'Agent Co' })))
        .statusCode,
    ).toBe(403);
    const nameless = await signedIn(app, db, 'employer', true, { company_name: undefined });
    expect(
      (await nameless.client.form('POST', '/api/companies/', multipart({ about: 'x' }))).statusCode,
    ).toBe(400);
  });
});

describe('company uploads', () => {
  it('checks who is asking before reading the upload, then limits its size', async () => {
    const huge = multipart(
      { name: `Big Logo ${tag}` },
      {
        avatar: {
          filename: 'big.png',
          type: 'image/png',
          content: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1),
        },
      },
    );
    expect((await new ApiClient(app).form('POST', '/api/companies/', huge)).statusCode).toBe(401);
    const agent = await signedIn(app, db, 'candidate');
    const asAgent = await agent.client.form('POST', '/api/companies/', huge);
    expect(asAgent.statusCode).toBe(403);
    expect(asAgent.json().detail).toBe('Only employers can create a company.');
    const second = await owner.client.form('POST', '/api/companies/', huge);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('You already belong to a company.');
    const rival = await signedIn(app, db, 'employer');
    expect(
      (await rival.client.form('PATCH', `/api/companies/${owner.companyId}/`, huge)).statusCode,
    ).toBe(403);
    expect(
      (await new ApiClient(app).form('PATCH', `/api/companies/${owner.companyId}/`, huge))
        .statusCode,
    ).toBe(401);

    const solo = await signedIn(app, db, 'employer', true, { company_name: undefined });
    const tooLarge = await solo.client.form('POST', '/api/companies/', huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('Upload file too large, limit is 50 MB');
    expect((await solo.client.get('/api/user-info')).json().company).toBeNull();
  });

  it('gives one company to an employer creating two at the same time', async () => {
    const solo = await signedIn(app, db, 'employer', true, { company_name: undefined });
    const twins = `twins${solo.id}x${Date.now().toString(36)}`;
    const both = await Promise.all([
      solo.client.form('POST', '/api/companies/', multipart({ name: `${twins} A` })),
      solo.client.form('POST', '/api/companies/', multipart({ name: `${twins} B` })),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json().detail).toBe(
      'You already belong to a company.',
    );
    expect((await app.inject(`/api/companies/?keyword=${twins}`)).json().count).toBe(1);
  });
});

describe('company directory', () => {
  it('filters by keyword, category, size, founding years and distance, and sorts', async () => {
    const byKeyword = await app.inject(`/api/companies/?keyword=${tag}`);
    expect(byKeyword.json().count).toBe(2);
    const filtered = await app.inject(
      `/api/companies/?keyword=${tag}&category=Residential&companySize=11-50&foundation_min=2000&foundation_max=2010`,
    );
    expect(filtered.json().results.map((c: { name: string }) => c.name)).toEqual([
      `Acme Inspections ${tag}`,
    ]);
    const near = await app.inject(
      `/api/companies/?keyword=${tag}&location=78702&destination_max=20&sort=distance`,
    );
    expect(near.json().count).toBe(1);
    expect(near.json().results[0].distance).toBeLessThan(20);
    const byName = await app.inject(`/api/companies/?keyword=${tag}&sort=name`);
    expect(byName.json().results.map((c: { name: string }) => c.name)).toEqual([
      `Acme Inspections ${tag}`,
      `Solo Notary ${tag}`,
    ]);
    for (const bad of [
      'companySize=huge',
      'foundation_min=1800',
      'sort=random',
      'start=5&end=2',
      'location=Nowhere%20Land%2C%20ZZ',
    ]) {
      const response = await app.inject(`/api/companies/?${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });
});

describe('team', () => {
  let newcomer: Awaited<ReturnType<typeof signedIn>>;

  it('emails invites, shows them to the team, and lets the invited employer join', async () => {
    newcomer = await signedIn(app, db, 'employer', true, { company_name: undefined });
    const sent = await owner.client.post('/api/teaminvite/', {
      invites: [{ email: newcomer.user.email, role: 'member' }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'Invites Sent Successfully' });
    const token = (await inviteLink(newcomer.user.email))!;
    expect(token).toBeTruthy();
    const info = await app.inject(`/api/invite/?invite_token=${token}`);
    expect(info.json()).toMatchObject({ email: newcomer.user.email, role: 'member', valid: true });
    expect(info.json().company.id).toBe(owner.companyId);
    const pending = (await owner.client.get(`/api/companies/${owner.companyId}/`)).json().invites;
    expect(pending.map((invite: { email: string }) => invite.email)).toContain(newcomer.user.email);

    const stranger = await signedIn(app, db, 'employer', true, { company_name: undefined });
    expect((await stranger.client.post('/api/invite/', { invite_token: token })).statusCode).toBe(
      403,
    );
    const joined = await newcomer.client.post('/api/invite/', { invite_token: token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().company).toMatchObject({ id: owner.companyId, role: 'member' });
    const reused = await newcomer.client.post('/api/invite/', { invite_token: token });
    expect(reused.statusCode).toBe(400);
    expect((await app.inject(`/api/invite/?invite_token=${token}`)).json().valid).toBe(false);
    expect((await app.inject('/api/invite/?invite_token=unknown')).statusCode).toBe(404);
  });

  it('refuses expired invites and invites from people who may not send them', async () => {
    const late = await signedIn(app, db, 'employer', true, { company_name: undefined });
    await owner.client.post('/api/teaminvite/', {
      invites: [{ email: late.user.email, role: 'admin' }],
    });
    const token = (await inviteLink(late.user.email))!;
    await db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.email, late.user.email));
    expect((await late.client.post('/api/invite/', { invite_token: token })).statusCode).toBe(400);

    const body = { invites: [{ email: 'someone@example.test', role: 'member' }] };
    expect((await new ApiClient(app).post('/api/teaminvite/', body)).statusCode).toBe(401);
    const agent = await signedIn(app, db, 'candidate');
    expect((await agent.client.post('/api/teaminvite/', body)).statusCode).toBe(403);
    expect((await newcomer.client.post('/api/teaminvite/', body)).statusCode).toBe(403);
    expect((await owner.client.post('/api/teaminvite/', { invites: [] })).statusCode).toBe(400);
    const member = await owner.client.post('/api/teaminvite/', {
      invites: [{ email: newcomer.user.email, role: 'member' }],
    });
    expect(member.statusCode).toBe(400);
  });

  it('changes roles and removes members by the rules, keeping an owner', async () => {
    const update = (client: ApiClient, body: Record<string, unknown>) =>
      client.post('/api/update-team/', { company_id: owner.companyId, ...body });
    expect(
      (await update(newcomer.client, { action: 'remove', employee_id: owner.id })).statusCode,
    ).toBe(403);
    const promoted = await update(owner.client, {
      action: 'set_role',
      employee_id: newcomer.id,
      role: 'admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(
      promoted.json().team.find((m: { user: { id: number } }) => m.user.id === newcomer.id).role,
    ).toBe('admin');
    const admin = await signedIn(app, db, 'employer', true, { company_name: undefined });
    expect(
      (await update(newcomer.client, { action: 'set_role', employee_id: owner.id, role: 'member' }))
        .statusCode,
    ).toBe(403);
    const lastOwner = await update(owner.client, { action: 'remove', employee_id: owner.id });
    expect(lastOwner.statusCode).toBe(400);
    expect(lastOwner.json().detail).toMatch(/owner/);
    expect(
      (await update(owner.client, { action: 'set_role', employee_id: admin.id, role: 'admin' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await update(owner.client, { action: 'set_role', employee_id: newcomer.id })).statusCode,
    ).toBe(400);
    const rival = await signedIn(app, db, 'employer');
    expect(
      (await update(rival.client, { action: 'remove', employee_id: newcomer.id })).statusCode,
    ).toBe(403);
    expect(
      (await update(new ApiClient(app), { action: 'remove', employee_id: newcomer.id })).statusCode,
    ).toBe(401);
    await update(owner.client, { action: 'set_role', employee_id: newcomer.id, role: 'member' });
    const member = await teammate(app, db, owner);
    expect(
      (await update(member.client, { action: 'remove', employee_id: newcomer.id })).statusCode,
    ).toBe(403);
    expect(
      (await update(member.client, { action: 'remove', employee_id: member.id })).statusCode,
    ).toBe(200);
    const removed = await update(owner.client, { action: 'remove', employee_id: newcomer.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().team).toHaveLength(1);
  });
});
