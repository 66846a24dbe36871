import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StubReply } from '../../../lib/test/fetch-stub';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { ResetPasswordPage } from './reset-password-page';

function renderReset(reply: StubReply) {
  const fetch = stubFetch({ 'POST /api/password-reset/confirm/': reply });
  const utils = renderRoutes(
    [{ path: '/reset-password/:code/:token', element: <ResetPasswordPage /> }],
    {
      initialEntry: '/reset-password/c0de/t0ken',
    },
  );
  return { ...utils, fetch };
}

async function submit(user: UserEvent, password: string, confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordPage', () => {
  it('sends code, token and password, then confirms', async () => {
    const { user, fetch } = renderReset({ body: { detail: 'Password changed.' } });

    await submit(user, 'a brand new secret');

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(fetch.calls.find((call) => call.path === '/api/password-reset/confirm/')!.body).toEqual({
      code: 'c0de',
      token: 't0ken',
      password: 'a brand new secret',
    });
  });

  it('checks the password and its confirmation before sending', async () => {
    const { user, fetch } = renderReset({ body: {} });

    await submit(user, 'short', 'shorter');

    expect(await screen.findByText('Password must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('explains an expired link (401) and links to a new one', async () => {
    const { user } = renderReset({
      status: 401,
      body: { detail: 'Invalid token.', code: 'invalid_token' },
    });

    await submit(user, 'a brand new secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired or was already used.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains a code mismatch (400)', async () => {
    const { user } = renderReset({
      status: 400,
      body: { detail: 'Code mismatch.', code: 'code_mismatch' },
    });

    await submit(user, 'a brand new secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('does not match the one we sent');
  });
});
