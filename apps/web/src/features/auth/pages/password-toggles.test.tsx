import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignupPage } from './signup-page';

const PAGES = [
  { name: 'log in', path: '/login', entry: '/login', element: <LoginPage />, fields: ['Password'] },
  {
    name: 'sign up',
    path: '/signup',
    entry: '/signup',
    element: <SignupPage />,
    fields: ['Password'],
  },
  {
    name: 'password reset',
    path: '/reset-password/:code/:token',
    entry: '/reset-password/c0de/t0ken',
    element: <ResetPasswordPage />,
    fields: ['New password', 'Confirm new password'],
  },
];

describe('password fields', () => {
  it.each(PAGES)('name the show/hide button on the $name page', async (page) => {
    stubFetch();
    const { user } = renderRoutes([{ path: page.path, element: page.element }], {
      initialEntry: page.entry,
    });

    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(page.fields.length);
    const first = screen.getByLabelText(page.fields[0]!, { selector: 'input' });
    expect(first).toHaveAttribute('type', 'password');

    await user.click(toggles[0]!);
    expect(first).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
