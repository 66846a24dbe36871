import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@fieldhire/contract/constants';
import { pageAfterVerification } from '../../../lib/after-verification';
import { readCookie } from '../../../lib/cookies';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { SignupPage } from './signup-page';

const SENT = { status: 202, body: { detail: MESSAGES.signUpSent } };

function renderSignup() {
  return renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
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
            username: ['A user with that username already exists.'],
            email: ['Enter a valid email address.'],
          },
        },
      },
    });
    const { user } = renderSignup();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('A user with that username already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('registers an employer and asks to check the email, without logging in', async () => {
    const fetch = stubFetch({ 'POST /api/register/': SENT });
    const { user } = renderSignup();

    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Company name'), 'Acme Inspections');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/register/')[0]!.body).toEqual({
      role: 'employer',
      first_name: 'Grace',
      last_name: 'Hopper',
      username: 'grace',
      email: 'grace@example.com',
      password: 'a long passphrase',
      company_name: 'Acme Inspections',
    });
    expect(fetch.callsTo('POST', '/api/login/')).toHaveLength(0);
    expect(readCookie('token')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends no company name for a field agent', async () => {
    const fetch = stubFetch({ 'POST /api/register/': SENT });
    const { user } = renderSignup();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/register/')[0]!.body).not.toHaveProperty('company_name');
  });

  it('signs up someone invited to a team without a company, then logs in to go back to the invite', async () => {
    const fetch = stubFetch({ 'POST /api/register/': SENT });
    const invite = '/invite?invite_token=abc';
    const { user } = renderRoutes(
      [
        { path: '/signup', element: <SignupPage /> },
        { path: '/login', element: <h1>Log in</h1> },
      ],
      {
        initialEntry: `/signup?role=employer&join=1&email=grace%40example.com&next=${encodeURIComponent(invite)}`,
      },
    );

    expect(screen.getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Username'), 'grace');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?${new URLSearchParams({ next: invite })}`,
    );
    expect(pageAfterVerification()).toBe(invite);
    expect(fetch.callsTo('POST', '/api/register/')[0]!.body).not.toHaveProperty('company_name');
  });
});
