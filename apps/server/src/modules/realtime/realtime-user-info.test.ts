import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ServerEvent } from '@fieldhire/contract/messaging';
import type { Database } from '../../db/database';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { multipart } from '../../../test/multipart';
import { applyTo, postJob } from '../../../test/marketplace-fixture';
import { signedInOperator } from '../../../test/operator-fixture';
import { createTestApp } from '../../../test/test-app';
import { openSockets, quietFor } from './testing/test-socket';

type Person = Awaited<ReturnType<typeof signedIn>>;

let app: FastifyInstance;
let db: Database;
let baseUrl: string;
const sockets = openSockets();
const socketFor = (person: Person) => sockets.ready(baseUrl, person.client.token!);

/** A new field agent applies to the job; answers the application id. */
async function newApplicant(jobId: number) {
  return applyTo(await signedIn(app, db, 'candidate'), jobId);
}

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await sockets.closeAll();
  await app.close();
});

describe('a suspended account', () => {
  it('has its open sockets closed at once', async () => {
    const ops = await signedInOperator(app, db);
    const person = await signedIn(app, db, 'candidate');
    const socket = await socketFor(person);
    const suspended = await ops.client.post(`/api/ops/users/${person.id}/suspend/`, {
      reason: 'Fake photos.',
    });
    expect(suspended.statusCode, suspended.body).toBe(204);
    expect(await socket.closed).toMatchObject({ code: 4401 });
  });
});

describe('user_info pushed when it changes', () => {
  it('after the email address is verified through the emailed link', async () => {
    const person = await signedIn(app, db, 'candidate', false);
    const socket = await socketFor(person);
    expect(socket.events[0]).toMatchObject({ user_info: { email_verified: false } });

    const mail = await createOutboxRepository(db).latestFor(person.user.email);
    const link = /verify-email\/([^/\s]+)\/([0-9a-f]{40})/.exec(mail?.text ?? '')!;
    expect((await person.client.post(`/verify-email/${link[1]}/${link[2]}/`)).statusCode).toBe(200);
    const pushed = await socket.next('user_info', (e) => e.user_info.email_verified);
    expect(ServerEvent.parse(pushed)).toMatchObject({ user_info: { id: person.id } });
  });

  it('after the profile is edited, on every tab', async () => {
    const person = await signedIn(app, db, 'candidate');
    const tabs = await Promise.all([socketFor(person), socketFor(person)]);
    const edited = await person.client.form(
      'PATCH',
      `/api/users/${person.id}/`,
      multipart({ first_name: 'Renata', last_name: 'Okafor' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    for (const tab of tabs) {
      await tab.next(
        'user_info',
        (e) => e.user_info.first_name === 'Renata' && e.user_info.last_name === 'Okafor',
      );
    }
  });
});

describe('team changes', () => {
  let owner: Person;
  let jobId: number;

  beforeAll(async () => {
    owner = await signedIn(app, db, 'employer');
    jobId = await postJob(owner);
  });

  it('a new member hears of the company once they join, and of role changes', async () => {
    const newcomer = await signedIn(app, db, 'employer', true, { company_name: undefined });
    const socket = await socketFor(newcomer);
    expect(socket.events[0]).toMatchObject({ user_info: { company: null } });

    await teammate(app, db, owner, 'member', newcomer);
    await socket.next('user_info', (e) => e.user_info.company?.id === owner.companyId);
    const applicationId = await newApplicant(jobId);
    await socket.next('application', (e) => e.application.id === applicationId);

    const promoted = await owner.client.post('/api/update-team/', {
      action: 'set_role',
      company_id: owner.companyId,
      employee_id: newcomer.id,
      role: 'admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await socket.next('user_info', (e) => e.user_info.company?.role === 'admin');
  });

  it('every member hears at once that the company was renamed', async () => {
    const member = await teammate(app, db, owner);
    const [ownerSocket, memberSocket] = await Promise.all([socketFor(owner), socketFor(member)]);
    const name = `Renamed ${owner.companyId} ${Date.now()}`;
    const renamed = await owner.client.form(
      'PATCH',
      `/api/companies/${owner.companyId}`,
      multipart({ name, category: 'Residential' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    await ownerSocket.next('user_info', (e) => e.user_info.company?.name === name);
    await memberSocket.next('user_info', (e) => e.user_info.company?.name === name);
  });

  it('a founder hears of the company they create and of its new applicants', async () => {
    const founder = await signedIn(app, db, 'employer', true, { company_name: undefined });
    const socket = await socketFor(founder);
    expect(socket.events[0]).toMatchObject({ user_info: { company: null } });
    const created = await founder.client.form(
      'POST',
      '/api/companies/',
      multipart({ name: `Founded ${founder.id}`, category: 'Residential' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const companyId = created.json<{ id: number }>().id;
    await socket.next('user_info', (e) => e.user_info.company?.id === companyId);
    founder.companyId = companyId;
    const applicationId = await newApplicant(await postJob(founder));
    await socket.next('application', (e) => e.application.id === applicationId);
  });

  it('a removed member stops receiving the company’s events while the owner still does', async () => {
    const member = await teammate(app, db, owner);
    const [memberSocket, ownerSocket] = await Promise.all([socketFor(member), socketFor(owner)]);
    const before = await newApplicant(jobId);
    await memberSocket.next('application', (e) => e.application.id === before);

    const removed = await owner.client.post('/api/update-team/', {
      action: 'remove',
      company_id: owner.companyId,
      employee_id: member.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await memberSocket.next('user_info', (e) => e.user_info.company === null);

    const after = await newApplicant(jobId);
    await ownerSocket.next('application', (e) => e.application.id === after);
    await quietFor(150);
    const heard = memberSocket.events.filter((e) => e.type === 'application');
    expect(heard.map((e) => e.type === 'application' && e.application.id)).toEqual([before]);
  });
});
