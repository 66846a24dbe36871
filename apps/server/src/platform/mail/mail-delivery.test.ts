import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pino } from 'pino';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { testDatabase } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import { createJobQueue } from '../queue/job-queue';
import { createMailer } from './mailer';
import { createOutboxRepository } from './outbox.repository';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());
const delivered = (to: string) => smtp.to(to).length;

function capturingLogger() {
  const lines: { msg: string; to?: string; links?: string[] }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string });
      done();
    },
  });
  return { logger: pino(stream), lines };
}

let serial = 0;
const messageTo = (to: string) => ({
  to,
  subject: 'Verify your email for Fieldhire',
  text: `Open http://fieldhire.localhost/verify-email/a/${(serial += 1)} to verify.`,
  html: '<p>verify</p>',
});

async function mailerWith(smtpUrl: string | undefined) {
  const database = await testDatabase();
  const { logger, lines } = capturingLogger();
  const queue = createJobQueue({ database, log: logger, pollSeconds: 0.5, work: true });
  const mailer = createMailer({
    smtpUrl,
    from: 'Fieldhire <no-reply@fieldhire.test>',
    db: database.db,
    queue,
    logger,
    retryDelaySeconds: 1,
  });
  await queue.start();
  return {
    mailer,
    lines,
    db: database.db,
    stop: async () => {
      await queue.stop();
      mailer.close();
    },
  };
}

it('keeps the mail in the outbox and logs its links when there is no SMTP server', async () => {
  const { mailer, lines, db, stop } = await mailerWith(undefined);
  // Its worker may take other files' mails from a shared database too: this one is found by address.
  const kept = (entry: { msg: string; to?: string }) =>
    entry.msg.startsWith('mail not sent') && entry.to === 'kept@fieldhire.test';
  await mailer.send(messageTo('kept@fieldhire.test'));
  await waitUntil(() => lines.some(kept));
  const line = lines.find(kept)!;
  expect(line.msg).toBe('mail not sent: kept in the outbox (no SMTP_URL)');
  expect(line.links?.[0]).toMatch(/^http:\/\/fieldhire\.localhost\/verify-email\/a\/\d+$/);
  expect((await createOutboxRepository(db).latestFor('kept@fieldhire.test'))?.sentAt).toBeNull();
  await stop();
});

it('delivers over SMTP in the background, once per dedupe key, and marks the mail sent', async () => {
  const { mailer, lines, db, stop } = await mailerWith(smtp.url);
  const to = `keyed-${Date.now()}@fieldhire.test`;
  await mailer.send(messageTo(to), { key: `welcome:${to}` });
  await mailer.send(messageTo(to), { key: `welcome:${to}` });
  await waitUntil(() => delivered(to) > 0);
  await waitUntil(async () => Boolean((await createOutboxRepository(db).latestFor(to))?.sentAt));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(delivered(to)).toBe(1);
  expect(lines.some((line) => line.msg === 'mail sent over SMTP')).toBe(true);
  await stop();
});

it('retries a delivery the SMTP server refused', async () => {
  const { mailer, stop } = await mailerWith(smtp.url);
  const to = `retried-${Date.now()}@fieldhire.test`;
  smtp.refuse(1);
  await mailer.send(messageTo(to));
  await waitUntil(() => delivered(to) > 0);
  expect(smtp.refusalsLeft).toBe(0);
  await stop();
});

it('sends nothing for a change whose transaction rolled back', async () => {
  const { mailer, db, stop } = await mailerWith(smtp.url);
  const to = `rolled-back-${Date.now()}@fieldhire.test`;
  await expect(
    db.transaction(async (tx) => {
      await mailer.send(messageTo(to), { tx });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await createOutboxRepository(db).latestFor(to)).toBeUndefined();
  expect(delivered(to)).toBe(0);
  await stop();
});

it('delivers emails written together, retrying a refused one alone without resending the others', async () => {
  const { mailer, db, stop } = await mailerWith(smtp.url);
  const stamp = Date.now();
  const recipients = [1, 2, 3, 4, 5].map((n) => `batch-${n}-${stamp}@fieldhire.test`);
  smtp.refuse(1);
  await db.transaction((tx) => mailer.sendMany(recipients.map(messageTo), { tx }));
  mailer.wake();
  await waitUntil(() => recipients.every((to) => delivered(to) > 0), 20_000);
  expect(smtp.refusalsLeft).toBe(0);
  const outbox = createOutboxRepository(db);
  await waitUntil(async () => {
    const rows = await Promise.all(recipients.map((to) => outbox.latestFor(to)));
    return rows.every((row) => row?.sentAt);
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(recipients.map(delivered)).toEqual([1, 1, 1, 1, 1]);
  await stop();
});
