import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ApiClient, uniqueUser } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';

const received: { to: string[]; mail: ParsedMail }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

beforeAll(() => new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

it('delivers the verification email over SMTP with text and HTML, and its link verifies the account', async () => {
  const port = (smtp.server.address() as AddressInfo).port;
  const { app } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Fieldhire <hello@fieldhire.test>' });
  const client = new ApiClient(app);
  const user = uniqueUser();
  expect((await client.post('/api/register/', user)).statusCode).toBe(201);

  // Delivery is a background job that runs after the registration commits.
  await waitUntil(() => received.some((entry) => entry.to.includes(user.email)));
  const message = received.find((entry) => entry.to.includes(user.email));
  expect(message).toBeDefined();
  const { mail } = message!;
  expect(mail.from?.text).toContain('hello@fieldhire.test');
  expect(mail.subject).toBe('Verify your email for Fieldhire');
  const link = /http:\/\/fieldhire\.localhost\/verify-email\/(\S+)\/([0-9a-f]{40})/.exec(mail.text ?? '');
  expect(link).not.toBeNull();
  expect(typeof mail.html === 'string' && mail.html.includes(link![0])).toBe(true);

  const response = await client.post(`/verify-email/${link![1]}/${link![2]}/`);
  expect(response.statusCode).toBe(200);
  await app.close();
});
