import { MESSAGES } from '@fieldhire/contract/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../lib/cookies';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { LoginPage } from './login-page';

/** The server's answer to a good login. */
const LOGGED_IN = {
  body: { token: AUTH_TOKEN, expires: FUTURE_EXPIRY, csrfToken: 'csrf', user_info: CANDIDATE },
};

function renderLogin(entry = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/jobs', element: <p>Jobs page</p> },
    ],
    { initialEntry: entry },
  );
}

describe('LoginPage', () => {
  it('logs in, stores the token cookie, caches the user and follows ?next', async () => {
    const fetch = stubFetch({
      'POST /api/login/': LOGGED_IN,
    });
    const { user, queryClient } = renderLogin('/login?next=/jobs');

    await user.type(screen.getByLabelText('Username or email'), ' ada ');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Jobs page')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/login/')[0]!.body).toEqual({
      username: 'ada',
      password: 'correct horse battery',
    });
    expect(readCookie('token')).toBe(AUTH_TOKEN);
    expect(queryClient.getQueryData(userInfoKey)).toEqual(CANDIDATE);
  });

  it('opens the dashboard after a login with no page to go back to', async () => {
    stubFetch({
      'POST /api/login/': LOGGED_IN,
    });
    const { user } = renderLogin('/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await user.type(screen.getByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('ignores a ?next that leaves the site', async () => {
    stubFetch({
      'POST /api/login/': LOGGED_IN,
    });
    const { user } = renderLogin('/login?next=//evil.example');

    await user.type(screen.getByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('shows the server error inline and stays on the page', async () => {
    stubFetch({
      'POST /api/login/': {
        status: 400,
        body: { detail: MESSAGES.badCredentials, code: 'invalid_credentials' },
      },
    });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.badCredentials);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(readCookie('token')).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const fetch = stubFetch();
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter your username or email.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('says so when the server cannot be reached', async () => {
    stubFetch({ 'POST /api/login/': new TypeError('Failed to fetch') });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'whatever123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noResponse);
  });

  it('keeps where the visitor was going when they choose to create an account instead', () => {
    stubFetch({});
    renderLogin('/login?next=/jobs/1430');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fjobs%2F1430',
    );
  });

  it('links a plain sign-up from a plain log-in', () => {
    stubFetch({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
