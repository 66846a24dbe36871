import { MESSAGES } from '@fieldhire/contract/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { ForgotPasswordPage } from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('requests a reset link and shows the same confirmation whatever the address', async () => {
    const fetch = stubFetch({ 'POST /api/password-reset/': { body: { detail: 'ok' } } });
    const { user } = renderRoutes([{ path: '/', element: <ForgotPasswordPage /> }]);

    await user.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(MESSAGES.passwordResetSent)).toBeInTheDocument();
    expect(fetch.calls.find((call) => call.path === '/api/password-reset/')!.body).toEqual({
      email: 'ada@example.com',
    });
  });
});
