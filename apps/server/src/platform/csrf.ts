import type { FastifyReply } from 'fastify';
import { CSRF_COOKIE } from '@fieldhire/contract/session';
import { randomToken } from './crypto';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Issues a new CSRF token as a readable, Secure, SameSite=Strict cookie (double-submit pattern). */
export function issueCsrfToken(reply: FastifyReply): string {
  const csrfToken = randomToken(32);
  reply.setCookie(CSRF_COOKIE, csrfToken, {
    path: '/',
    sameSite: 'strict',
    secure: true,
    httpOnly: false,
    maxAge: YEAR_SECONDS,
  });
  return csrfToken;
}
