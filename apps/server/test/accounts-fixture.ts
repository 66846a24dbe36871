import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/database';
import { createOutboxRepository } from '../src/platform/mail/outbox.repository';
import { ApiClient, uniqueUser } from './api-client';

/** Opens the link of the latest verification email sent to `email`. */
export async function verifyThroughEmail(client: ApiClient, db: Database, email: string) {
  const mail = await createOutboxRepository(db).latestFor(email);
  const link = /verify-email\/([^/\s]+)\/([0-9a-f]{40})/.exec(mail?.text ?? '');
  expect((await client.post(`/verify-email/${link![1]}/${link![2]}/`)).statusCode).toBe(200);
}

/** Registers, verifies through the emailed link and logs in a new user. */
export async function signedIn(
  app: FastifyInstance,
  db: Database,
  role: 'candidate' | 'employer',
  verify = true,
  extra: Record<string, string | undefined> = {},
) {
  const client = new ApiClient(app);
  const user = uniqueUser(role, extra);
  const registered = await client.post('/api/register/', user);
  expect(registered.statusCode).toBe(202);
  if (verify) await verifyThroughEmail(client, db, user.email);
  const login = await client.post('/api/login/', {
    username: user.username,
    password: user.password,
  });
  client.token = login.json<{ token: string }>().token;
  const info = login.json<{ user_info: { id: number; company: { id: number } | null } }>()
    .user_info;
  return { client, user, id: info.id, companyId: info.company?.id ?? null };
}

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/**
 * Makes `newcomer` (by default a new employer without a company) a member of the owner's company
 * with `role`, through the emailed invite; answers the newcomer with that company's id.
 */
export async function teammate(
  app: FastifyInstance,
  db: Database,
  owner: Pick<SignedIn, 'client' | 'companyId'>,
  role: 'admin' | 'member' = 'member',
  newcomer?: SignedIn,
) {
  const account =
    newcomer ?? (await signedIn(app, db, 'employer', true, { company_name: undefined }));
  const sent = await owner.client.post('/api/teaminvite/', {
    invites: [{ email: account.user.email, role }],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await createOutboxRepository(db).latestFor(account.user.email);
  const token = /invite\?invite_token=([0-9a-f]{40})/.exec(mail?.text ?? '')?.[1];
  expect(token, `no invite mailed to ${account.user.email}`).toBeTruthy();
  const joined = await account.client.post('/api/invite/', { invite_token: token });
  expect(joined.statusCode, joined.body).toBe(200);
  return { ...account, companyId: owner.companyId };
}
