import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, uniqueUser } from '../../../test/api-client';
import { startSmtpCatcher, type CaughtMail } from '../../../test/smtp-catcher';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());

it('delivers the verification email over SMTP with text and HTML, and its link verifies the account', async () => {
  const { app } = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Fieldhire <hello@fieldhire.test>',
  });
  const client = new ApiClient(app);
  const user = uniqueUser();
  expect((await client.post('/api/register/', user)).statusCode).toBe(202);

  // Delivery is a background job that runs after the registration commits.
  await waitUntil(() => smtp.to(user.email).length > 0);
  const [{ mail }] = smtp.to(user.email) as [CaughtMail];
  expect(mail.from?.text).toContain('hello@fieldhire.test');
  expect(mail.subject).toBe('Verify your email for Fieldhire');
  const link = /http:\/\/fieldhire\.localhost\/verify-email\/(\S+)\/([0-9a-f]{40})/.exec(
    mail.text ?? '',
  );
  expect(link).not.toBeNull();
  expect(typeof mail.html === 'string' && mail.html.includes(link![0])).toBe(true);

  const response = await client.post(`/verify-email/${link![1]}/${link![2]}/`);
  expect(response.statusCode).toBe(200);
  await app.close();
});
