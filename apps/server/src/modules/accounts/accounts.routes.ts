import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CsrfResponse,
  LoginBody,
  LoginResponse,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RegisterBody,
  UserInfo,
  VerifyEmailParams,
} from '@fieldhire/contract/accounts';
import { MESSAGES } from '@fieldhire/contract/constants';
import { ApiError, Detail, ERROR_CODES } from '@fieldhire/contract/errors';
import { requireViewer } from '../../platform/auth';
import { issueCsrfToken } from '../../platform/csrf';
import { AppError } from '../../platform/errors';
import { rateLimited } from '../../platform/rate-limit';
import type { AccountsService, VerifyOutcome } from './accounts.service';

const tags = ['accounts'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError };

function linkError(outcome: Exclude<VerifyOutcome, 'verified'>) {
  return outcome === 'mismatch'
    ? new AppError(400, ERROR_CODES.codeMismatch, 'This link does not belong to that account.')
    : new AppError(401, ERROR_CODES.invalidToken, 'This link is invalid or has expired.');
}

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  app.get(
    '/api/refresh-csrf/',
    { schema: { tags, summary: 'Issue a CSRF token cookie', response: { 200: CsrfResponse } } },
    (_request, reply) => ({ csrfToken: issueCsrfToken(reply) }),
  );

  app.post(
    '/api/register/',
    {
      config: rateLimited('register'),
      schema: {
        tags,
        summary: 'Sign up: creates the account and emails a verification link',
        description:
          'Answers 202 alike whether or not the email already has an account; for a known email nothing is created and its owner is emailed a password reset link instead.',
        body: RegisterBody,
        response: { 202: Detail, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.register(request.body);
      return reply.status(202).send({ detail: MESSAGES.signUpSent });
    },
  );

  app.post(
    '/api/login/',
    {
      config: rateLimited('login'),
      schema: {
        tags,
        summary: 'Log in with username or email',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const session = await accounts.login(request.body);
      return { ...session, csrfToken: issueCsrfToken(reply) };
    },
  );

  app.post(
    '/signout/',
    {
      schema: {
        tags,
        summary: 'Revoke the current token',
        response: { 200: Detail, 403: ApiError },
      },
    },
    async (request) => {
      if (request.viewer) await accounts.signout(request.viewer);
      return { detail: 'Signed out.' };
    },
  );

  app.get(
    '/api/user-info',
    { schema: { tags, summary: 'The current user', response: { 200: UserInfo, 401: ApiError } } },
    (request) => accounts.userInfoOf(requireViewer(request).id),
  );

  app.post(
    '/api/token-req/email/',
    {
      config: rateLimited('email'),
      schema: {
        tags,
        summary: 'Send the verification email again',
        response: { 200: Detail, ...errors },
      },
    },
    async (request) => {
      await accounts.resendVerification(requireViewer(request).id);
      return { detail: MESSAGES.verificationSent };
    },
  );

  app.post(
    '/verify-email/:code/:token/',
    {
      schema: {
        tags,
        summary: 'Verify an email address',
        params: VerifyEmailParams,
        body: z.unknown().optional(),
        response: { 200: Detail, ...errors },
      },
    },
    async (request) => {
      const outcome = await accounts.verifyEmail(request.params.code, request.params.token);
      if (outcome !== 'verified') throw linkError(outcome);
      return { detail: 'Your email address is verified.' };
    },
  );

  app.post(
    '/api/password-reset/',
    {
      config: rateLimited('passwordReset'),
      schema: {
        tags,
        summary: 'Email a password reset link',
        body: PasswordResetBody,
        response: { 200: Detail, ...errors },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email);
      return { detail: MESSAGES.passwordResetSent };
    },
  );

  app.post(
    '/api/password-reset/confirm/',
    {
      config: rateLimited('passwordReset'),
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        body: PasswordResetConfirmBody,
        response: { 200: Detail, ...errors },
      },
    },
    async (request) => {
      const { code, token, password } = request.body;
      const outcome = await accounts.confirmPasswordReset(code, token, password);
      if (outcome !== 'verified') throw linkError(outcome);
      return { detail: 'Your password has been changed. You can log in now.' };
    },
  );
};
