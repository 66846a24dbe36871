import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ApiClient, uniqueUser } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import { queryRows, type Database } from '../../db/database';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';

const queuedResets = async (db: Database, emails: string[]) => {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`select data->>'email' as email from pgboss.job where name = 'password-reset'`,
  );
  return rows
    .map((row) => row.email)
    .filter((email) => emails.includes(email))
    .sort();
};

it('only queues a reset request, the same work for a known and an unknown email, and another process sends it', async () => {
  // A process that serves requests but runs no background jobs.
  const front = await createTestApp({ QUEUE_WORKERS: 'false' });
  const client = new ApiClient(front.app);
  const user = uniqueUser('candidate');
  expect((await client.post('/api/register/', user)).statusCode).toBe(202);
  const unknown = `nobody-${user.username}@example.test`;

  const replies = [];
  for (const email of [user.email, unknown])
    replies.push(await client.post('/api/password-reset/', { email }));
  expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
  expect(replies[0]!.json()).toEqual(replies[1]!.json());
  expect(await queuedResets(front.db, [user.email, unknown])).toEqual([user.email, unknown].sort());
  const outbox = createOutboxRepository(front.db);
  const resetMail = async () => {
    const message = await outbox.latestFor(user.email);
    return message?.text.includes('/reset-password/') ? message : undefined;
  };
  expect(await resetMail()).toBeUndefined();
  await front.app.close();

  const worker = await createTestApp({ QUEUE_POLL_SECONDS: '0.5' });
  await waitUntil(async () => (await resetMail()) !== undefined);
  expect(await outbox.latestFor(unknown)).toBeUndefined();
  await worker.app.close();
});
