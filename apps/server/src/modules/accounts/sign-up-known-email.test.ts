import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@fieldhire/contract/constants';
import { ApiClient, uniqueUser } from '../../../test/api-client';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import type { Database } from '../../db/database';
import * as crypto from '../../platform/crypto';
import { createAccountsRepository } from './accounts.repository';

const ATTEMPT_SUBJECT = 'Someone tried to sign up for Fieldhire with your email';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ app, db } = await createTestApp({ SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function signUp(body: ReturnType<typeof uniqueUser>) {
  return new ApiClient(app).post('/api/register/', body);
}

/** What a caller can compare between two answers: status, headers (but the date) and body. */
function visible(response: Awaited<ReturnType<typeof signUp>>) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.json<unknown>() };
}

const attemptMails = (email: string) =>
  smtp.to(email).filter(({ mail }) => mail.subject === ATTEMPT_SUBJECT);

describe('signing up with an email that already has an account', () => {
  it('answers as for a new email, creates and changes nothing, and mails the owner a reset link', async () => {
    const owner = uniqueUser();
    expect((await signUp(owner)).statusCode).toBe(202);
    const accounts = createAccountsRepository(db);
    const before = await accounts.findByEmail(owner.email);

    const fresh = await signUp(uniqueUser());
    const attempts = [
      { ...uniqueUser(), email: owner.email, password: 'another-password-1' },
      { ...uniqueUser(), email: owner.email.toUpperCase(), password: 'another-password-2' },
    ];
    for (const attempt of attempts) {
      const answer = await signUp(attempt);
      expect(visible(answer)).toEqual(visible(fresh));
      expect(await accounts.findByLogin(attempt.username)).toBeUndefined();
    }
    expect(visible(fresh)).toMatchObject({ status: 202, body: { detail: MESSAGES.signUpSent } });
    expect(await accounts.findByEmail(owner.email)).toEqual(before);

    const client = new ApiClient(app);
    const login = (username: string, password: string) =>
      client.post('/api/login/', { username, password });
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    for (const attempt of attempts)
      expect((await login(owner.email, attempt.password)).statusCode).toBe(400);

    await waitUntil(() => attemptMails(owner.email).length === attempts.length);
    const { mail } = attemptMails(owner.email).at(-1)!;
    expect(mail.text).toContain(owner.username);
    const link = /http:\/\/fieldhire\.localhost\/reset-password\/(\S+)\/([0-9a-f]{40})/.exec(
      mail.text ?? '',
    );
    expect(link).not.toBeNull();
    expect(typeof mail.html === 'string' && mail.html.includes(link![0])).toBe(true);

    const reset = await client.post('/api/password-reset/confirm/', {
      code: link![1],
      token: link![2],
      password: 'a-brand-new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.username, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('hashes the password once on every answer: new email, known email, taken username', async () => {
    const owner = uniqueUser();
    expect((await signUp(owner)).statusCode).toBe(202);
    const hash = vi.spyOn(crypto, 'hashPassword');
    try {
      const cases = [
        { body: uniqueUser(), status: 202 },
        { body: { ...uniqueUser(), email: owner.email.toUpperCase() }, status: 202 },
        { body: { ...uniqueUser(), username: owner.username }, status: 400 },
      ];
      for (const { body, status } of cases) {
        hash.mockClear();
        expect((await signUp(body)).statusCode).toBe(status);
        expect(hash).toHaveBeenCalledTimes(1);
        expect(hash).toHaveBeenCalledWith(body.password);
      }
    } finally {
      hash.mockRestore();
    }
  });
});
