import { MESSAGES } from '@fieldhire/contract/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubHandler } from '../../../lib/test/fetch-stub';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import {
  rememberForAfterVerification,
  pageAfterVerification,
} from '../../../lib/after-verification';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../../lib/test/users';
import { storeAuthToken } from '../../../lib/auth-token';
import { userInfoKey } from '../../../lib/user-info';
import { VerifyEmailPage } from './verify-email-page';

const VERIFY = 'POST /verify-email/c0de/t0ken/';

function renderVerify(reply: StubHandler, { signedIn = false } = {}) {
  if (signedIn) storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const fetch = stubFetch({
    [VERIFY]: reply,
    'POST /api/token-req/email/': { body: { detail: 'Sent.' } },
    'GET /api/user-info': { body: { ...CANDIDATE, email_verified: true } },
  });
  const queryClient = createTestQueryClient();
  if (signedIn) queryClient.setQueryData(userInfoKey, { ...CANDIDATE, email_verified: false });
  const utils = renderRoutes(
    [{ path: '/verify-email/:code/:token', element: <VerifyEmailPage /> }],
    {
      initialEntry: '/verify-email/c0de/t0ken',
      queryClient,
    },
  );
  return { ...utils, fetch };
}

describe('VerifyEmailPage', () => {
  it('shows a loading state, then "Email verified" on 200', async () => {
    const { fetch } = renderVerify({ body: { detail: 'Verified.' } });

    expect(screen.getByRole('status', { name: 'Verifying your email' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(fetch.callsTo('POST', '/verify-email/c0de/t0ken/')).toHaveLength(1);
  });

  it('continues to the page the agent was stopped on before verifying, once', async () => {
    rememberForAfterVerification('/jobs/1430');
    const { user } = renderVerify({ body: { detail: 'Verified.' } }, { signedIn: true });
    const next = await screen.findByRole('link', { name: 'Continue' });
    expect(next).toHaveAttribute('href', '/jobs/1430');
    await user.click(next);
    expect(pageAfterVerification()).toBe('/');
  });

  it('takes a guest to log in on the way to the page they were stopped on', async () => {
    rememberForAfterVerification('/jobs/1430');
    renderVerify({ body: { detail: 'Verified.' } });
    expect(await screen.findByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
      'href',
      '/login?next=%2Fjobs%2F1430',
    );
  });

  it('shows "Link expired or invalid" on 401 and offers a log in to a guest', async () => {
    renderVerify({ status: 401, body: { detail: 'Invalid token.', code: 'invalid_token' } });

    expect(
      await screen.findByRole('heading', { name: 'Link expired or invalid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to get a new link' })).toBeInTheDocument();
  });

  it('offers to resend on 401 when signed in', async () => {
    const { user, fetch } = renderVerify(
      { status: 401, body: { detail: 'Invalid token.', code: 'invalid_token' } },
      { signedIn: true },
    );

    await user.click(await screen.findByRole('button', { name: 'Resend email' }));

    expect(await screen.findByText(MESSAGES.verificationSent)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/token-req/email/')).toHaveLength(1);
  });

  it('shows "Verification code does not match" on 400', async () => {
    renderVerify({ status: 400, body: { detail: 'Code mismatch.', code: 'code_mismatch' } });

    expect(
      await screen.findByRole('heading', { name: 'Verification code does not match' }),
    ).toBeInTheDocument();
  });

  it('refreshes the CSRF token and retries once on 403', async () => {
    const { fetch } = renderVerify([
      { status: 403, body: { detail: 'CSRF Failed', code: 'csrf_failed' } },
      { body: { detail: 'Verified.' } },
    ]);

    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/verify-email/c0de/t0ken/')).toHaveLength(2);
  });

  it('offers a retry when the server cannot be reached', async () => {
    const { user } = renderVerify([
      new TypeError('Failed to fetch'),
      { body: { detail: 'Verified.' } },
    ]);

    expect(await screen.findByText(MESSAGES.noResponse)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
  });
});
