import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../lib/cookies';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { SignupPage } from './signup-page';

function renderSignup() {
  return renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/verify-email', element: <h1>Check your inbox</h1> },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    { initialEntry: '/signup' },
  );
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.type(screen.getByLabelText('Username'), 'Grace');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long passphrase');
}

describe('SignupPage', () => {
  it('offers the two roles under "I am a"', () => {
    stubFetch();
    renderSignup();
    const group = screen.getByRole('radiogroup', { name: 'I am a' });
    expect(within(group).getByRole('radio', { name: 'Field agent' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Company' })).not.toBeChecked();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });

  it('validates with the contract schema before calling the server', async () => {
    const fetch = stubFetch();
    const { user } = renderSignup();

    await user.type(screen.getByLabelText('Username'), 'No Spaces!');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(
      screen.getByText('Use 3-30 lowercase letters, digits, dots, dashes or underscores.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be entirely numeric.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls).toHaveLength(0);
  });

  it('requires a company name from employers', async () => {
    const fetch = stubFetch();
    const { user } = renderSignup();

    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter your company name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls).toHaveLength(0);
  });

  it('shows server field errors on the matching inputs', async () => {
    stubFetch({
      'POST /api/register/': {
        status: 400,
        body: {
          detail: 'Invalid input.',
          code: 'validation_error',
          fields: {
            username: ['That username is taken.'],
            email: ['An account with this email already exists.'],
          },
        },
      },
    });
    const { user } = renderSignup();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('That username is taken.')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('registers an employer, logs in and goes to the check-your-inbox page', async () => {
    const fetch = stubFetch({
      'POST /api/register/': { status: 201, body: { user_info: EMPLOYER } },
      'POST /api/login/': {
        body: { token: AUTH_TOKEN, expires: FUTURE_EXPIRY, csrfToken: 'csrf', user_info: EMPLOYER },
      },
    });
    const { user } = renderSignup();

    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Company name'), 'Acme Inspections');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/register/')[0]!.body).toEqual({
      role: 'employer',
      first_name: 'Grace',
      last_name: 'Hopper',
      username: 'grace',
      email: 'grace@example.com',
      password: 'a long passphrase',
      company_name: 'Acme Inspections',
    });
    expect(fetch.callsTo('POST', '/api/login/')[0]!.body).toEqual({
      username: 'grace',
      password: 'a long passphrase',
    });
    expect(readCookie('token')).toBe(AUTH_TOKEN);
  });

  it('sends no company name for a field agent', async () => {
    const fetch = stubFetch({
      'POST /api/register/': { status: 201, body: { user_info: EMPLOYER } },
      'POST /api/login/': { status: 429, body: { detail: 'Slow down.', code: 'rate_limited' } },
    });
    const { user } = renderSignup();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/register/')[0]!.body).not.toHaveProperty('company_name');
  });

  it('signs up someone invited to a team without a company and goes back to the invite', async () => {
    const invitee = { ...EMPLOYER, company: null };
    const fetch = stubFetch({
      'POST /api/register/': { status: 201, body: { user_info: invitee } },
      'POST /api/login/': {
        body: { token: AUTH_TOKEN, expires: FUTURE_EXPIRY, csrfToken: 'csrf', user_info: invitee },
      },
    });
    const next = encodeURIComponent('/invite?invite_token=abc');
    const { user } = renderRoutes(
      [
        { path: '/signup', element: <SignupPage /> },
        { path: '/invite', element: <h1>Your invite</h1> },
      ],
      { initialEntry: `/signup?role=employer&join=1&email=grace%40example.com&next=${next}` },
    );

    expect(screen.getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Username'), 'grace');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Your invite' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/register/')[0]!.body).not.toHaveProperty('company_name');
  });
});
