import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@fieldhire/contract/constants';
import { ApiClient, uniqueUser } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';
import type { Database } from '../../db/database';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

/** The latest email to `email` that `matching` accepts, waiting a little for mail sent after the reply. */
async function mailTo(email: string, matching: (text: string) => boolean = () => true) {
  const outbox = createOutboxRepository(db);
  for (let i = 0; i < 50; i += 1) {
    const message = await outbox.latestFor(email);
    if (message && matching(message.text ?? '')) return message;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

async function linkFromEmail(email: string, route: 'verify-email' | 'reset-password') {
  const pattern = new RegExp(`http://fieldhire\\.localhost/${route}/([^/\\s]+)/([0-9a-f]{40})`);
  const message = await mailTo(email, (text) => pattern.test(text));
  const match = pattern.exec(message?.text ?? '');
  if (!match) throw new Error(`no ${route} link in the email to ${email}`);
  expect(message?.html).toContain(match[0]);
  return { code: match[1]!, token: match[2]! };
}

async function registered(role: 'candidate' | 'employer' = 'candidate') {
  const client = new ApiClient(app);
  const user = uniqueUser(role);
  const response = await client.post('/api/register/', user);
  expect(response.statusCode).toBe(202);
  return { client, user };
}

async function loggedIn(role: 'candidate' | 'employer' = 'candidate') {
  const { client, user } = await registered(role);
  const response = await client.post('/api/login/', {
    username: user.username,
    password: user.password,
  });
  expect(response.statusCode).toBe(200);
  client.token = response.json<{ token: string }>().token;
  return { client, user };
}

describe('CSRF', () => {
  it('issues a Secure SameSite=Strict cookie matching the returned token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/refresh-csrf/' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toBe(response.json<{ csrfToken: string }>().csrfToken);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('refuses unsafe requests without a matching header', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'a', password: 'b' },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({
      detail: 'CSRF Failed: CSRF token missing or incorrect.',
      code: 'csrf_failed',
    });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login/',
      cookies: { csrftoken: 'a'.repeat(64) },
      headers: { 'x-csrftoken': 'b'.repeat(64) },
      payload: { username: 'a', password: 'b' },
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('register', () => {
  it('creates a candidate, answers to check the email and emails a verification link', async () => {
    const { client, user } = await registered();
    const message = await createOutboxRepository(db).latestFor(user.email);
    expect(message?.subject).toBe('Verify your email for Fieldhire');
    const login = await client.post('/api/login/', {
      username: user.username,
      password: user.password,
    });
    expect(login.json().user_info).toMatchObject({
      username: user.username,
      email: user.email,
      role: 'candidate',
      email_verified: false,
      company: null,
    });
  });

  it('answers with no account details', async () => {
    const response = await new ApiClient(app).post('/api/register/', uniqueUser());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: MESSAGES.signUpSent });
  });

  it('makes an employer the owner of a new company', async () => {
    const { client, user } = await registered('employer');
    const login = await client.post('/api/login/', {
      username: user.username,
      password: user.password,
    });
    expect(login.json().user_info.company).toMatchObject({
      name: user.company_name,
      role: 'owner',
    });
  });

  it('rejects bad input with field errors', async () => {
    const client = new ApiClient(app);
    const response = await client.post('/api/register/', {
      ...uniqueUser(),
      password: '1234567890123',
      email: 'nope',
      username: 'A!',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields)).toEqual(
      expect.arrayContaining(['password', 'email', 'username']),
    );
  });

  it('rejects a candidate with a company and a malformed JSON body', async () => {
    const client = new ApiClient(app);
    const withCompany = await client.post('/api/register/', {
      ...uniqueUser(),
      company_name: 'Acme',
    });
    expect(withCompany.statusCode).toBe(400);
    const malformed = await client.request('POST', '/api/register/', '{"email":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('bad_request');
  });

  it('refuses a taken username, whether or not the email is known', async () => {
    const { user } = await registered();
    const client = new ApiClient(app);
    const withNewEmail = await client.post('/api/register/', {
      ...uniqueUser(),
      username: user.username,
    });
    const withKnownEmail = await client.post('/api/register/', {
      ...uniqueUser(),
      username: user.username,
      email: user.email,
    });
    expect(withNewEmail.statusCode).toBe(400);
    expect(withNewEmail.json().fields).toEqual({
      username: ['A user with that username already exists.'],
    });
    expect(withKnownEmail.statusCode).toBe(400);
    expect(withKnownEmail.json()).toEqual(withNewEmail.json());
  });
});

describe('login and logout', () => {
  it('logs in by username or email and returns token, expiry, csrf and user info', async () => {
    const { client, user } = await registered();
    for (const username of [user.username, user.email.toUpperCase()]) {
      const response = await client.post('/api/login/', { username, password: user.password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token).toMatch(/^[0-9a-f]{40}$/);
      expect(new Date(body.expires).getTime()).toBeGreaterThan(Date.now() + 13 * 86400_000);
      expect(body.csrfToken).toBeTruthy();
      expect(body.user_info.username).toBe(user.username);
    }
  });

  it('answers the same for a wrong password and an unknown user', async () => {
    const { client, user } = await registered();
    const wrong = await client.post('/api/login/', {
      username: user.username,
      password: 'not-the-password',
    });
    const unknown = await client.post('/api/login/', {
      username: 'nobody_here_at_all',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().detail).toBe(MESSAGES.badCredentials);
  });

  it('locks an account after repeated failures with 429 and Retry-After', async () => {
    const { client, user } = await registered();
    for (let i = 0; i < 10; i += 1) {
      await client.post('/api/login/', { username: user.username, password: 'wrong-password!' });
    }
    const locked = await client.post('/api/login/', {
      username: user.username,
      password: user.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts failures per account, whether the username or the email was typed', async () => {
    const { client, user } = await registered();
    for (let i = 0; i < 10; i += 1) {
      const typed = i % 2 === 0 ? user.username : user.email.toUpperCase();
      const failed = await client.post('/api/login/', {
        username: typed,
        password: 'wrong-password!',
      });
      expect(failed.statusCode).toBe(400);
    }
    for (const typed of [user.username, user.email]) {
      const locked = await client.post('/api/login/', { username: typed, password: user.password });
      expect(locked.statusCode).toBe(429);
    }
  });

  it('serves user info to the token holder only and revokes the token on signout', async () => {
    const { client, user } = await loggedIn();
    const info = await client.get('/api/user-info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      username: user.username,
      unread_messages: 0,
      profile_complete: false,
    });

    const anonymous = await app.inject({ method: 'GET', url: '/api/user-info' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/user-info',
      headers: { authorization: `Token ${'0'.repeat(40)}` },
    });
    expect(forged.statusCode).toBe(401);

    const signout = await client.post('/signout/');
    expect(signout.statusCode).toBe(200);
    expect((await client.get('/api/user-info')).statusCode).toBe(401);
  });

  it('requires CSRF to sign out', async () => {
    const { client } = await loggedIn();
    const response = await app.inject({
      method: 'POST',
      url: '/signout/',
      headers: { authorization: `Token ${client.token}` },
    });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/user-info')).statusCode).toBe(200);
  });
});

describe('email verification', () => {
  it('verifies with the emailed link: 200, then the user is verified', async () => {
    const { client, user } = await loggedIn();
    const { code, token } = await linkFromEmail(user.email, 'verify-email');
    const response = await new ApiClient(app).post(`/verify-email/${code}/${token}/`);
    expect(response.statusCode).toBe(200);
    expect((await client.get('/api/user-info')).json().email_verified).toBe(true);
    const again = await new ApiClient(app).post(`/verify-email/${code}/${token}`);
    expect(again.statusCode).toBe(200);
  });

  it('answers 401 for an unknown token and 400 for a code of another user', async () => {
    const { user } = await registered();
    const { token } = await linkFromEmail(user.email, 'verify-email');
    const unknown = await new ApiClient(app).post(`/verify-email/MQ/${'f'.repeat(40)}/`);
    expect(unknown.statusCode).toBe(401);
    const mismatch = await new ApiClient(app).post(
      `/verify-email/${Buffer.from('999999').toString('base64url')}/${token}/`,
    );
    expect(mismatch.statusCode).toBe(400);
  });

  it('re-sends the verification email to a logged-in, unverified user only', async () => {
    const anonymous = await new ApiClient(app).post('/api/token-req/email/');
    expect(anonymous.statusCode).toBe(401);
    const { client, user } = await loggedIn();
    const first = await linkFromEmail(user.email, 'verify-email');
    const response = await client.post('/api/token-req/email/');
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toBe(MESSAGES.verificationSent);
    const second = await linkFromEmail(user.email, 'verify-email');
    expect(second.token).not.toBe(first.token);
    await client.post(`/verify-email/${second.code}/${second.token}/`);
    expect((await client.post('/api/token-req/email/')).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('answers 200 whether or not the email exists, and mails only real accounts', async () => {
    const client = new ApiClient(app);
    const unknown = await client.post('/api/password-reset/', { email: 'nobody@example.test' });
    const { user } = await registered();
    const known = await client.post('/api/password-reset/', { email: user.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await linkFromEmail(user.email, 'reset-password')).toBeDefined();
    expect(await createOutboxRepository(db).latestFor('nobody@example.test')).toBeUndefined();
  });

  it('sets a new password from the link, revokes old tokens, and refuses reuse', async () => {
    const { client, user } = await loggedIn();
    expect((await client.get('/api/user-info')).statusCode).toBe(200);
    await new ApiClient(app).post('/api/password-reset/', { email: user.email });
    const { code, token } = await linkFromEmail(user.email, 'reset-password');
    const anon = new ApiClient(app);
    const weak = await anon.post('/api/password-reset/confirm/', { code, token, password: '123' });
    expect(weak.statusCode).toBe(400);
    const mismatch = await anon.post('/api/password-reset/confirm/', {
      code: 'Mg',
      token,
      password: 'a-brand-new-password',
    });
    expect(mismatch.statusCode).toBe(400);
    const ok = await anon.post('/api/password-reset/confirm/', {
      code,
      token,
      password: 'a-brand-new-password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await client.get('/api/user-info')).statusCode).toBe(401);
    const reuse = await anon.post('/api/password-reset/confirm/', {
      code,
      token,
      password: 'another-new-password',
    });
    expect(reuse.statusCode).toBe(401);
    const login = await anon.post('/api/login/', {
      username: user.username,
      password: 'a-brand-new-password',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits registrations per IP with 429 and Retry-After', async () => {
    const { app: limited } = await createTestApp({ RATE_LIMITS: 'true' });
    const client = new ApiClient(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await client.post('/api/register/', { ...uniqueUser(), password: 'short' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const last = await client.post('/api/register/', uniqueUser());
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('rate_limited');
    expect(last.headers['retry-after']).toBeDefined();
    await limited.close();
  });
});
