import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { createMailer } from './mailer';
import type { OutboxRepository } from './outbox.repository';

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
beforeAll(() => new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

function capturingLogger() {
  const lines: { msg: string; links?: string[] }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string });
      done();
    },
  });
  return { logger: pino(stream), lines };
}

const keptRows: (Date | null)[] = [];
const outbox = {
  add: (_message: unknown, sentAt: Date | null) => {
    keptRows.push(sentAt);
    return Promise.resolve({ id: keptRows.length });
  },
} as unknown as OutboxRepository;

const message = {
  to: 'agent@fieldhire.test',
  subject: 'Verify your email for Fieldhire',
  text: 'Open http://fieldhire.localhost/verify-email/a/b to verify.',
  html: '<p>verify</p>',
};

it('says the mail was not sent when it only went to the outbox, with its links', async () => {
  const { logger, lines } = capturingLogger();
  const mailer = createMailer({ smtpUrl: undefined, from: 'Fieldhire <no-reply@fieldhire.test>', outbox, logger });
  await mailer.send(message);
  expect(lines.map((line) => line.msg)).toEqual(['mail not sent: kept in the outbox (no SMTP_URL)']);
  expect(lines[0]!.links).toEqual(['http://fieldhire.localhost/verify-email/a/b']);
  expect(keptRows.at(-1)).toBeNull();
});

it('says the mail was sent over SMTP when it was', async () => {
  const { logger, lines } = capturingLogger();
  const port = (smtp.server.address() as AddressInfo).port;
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Fieldhire <no-reply@fieldhire.test>', outbox, logger });
  await mailer.send(message);
  mailer.close();
  expect(lines.map((line) => line.msg)).toEqual(['mail sent over SMTP']);
  expect(keptRows.at(-1)).toBeInstanceOf(Date);
});
