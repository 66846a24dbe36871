import { MESSAGES } from '@fieldhire/contract/constants';
import type { UserInfo } from '@fieldhire/contract/accounts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../lib/cookies';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { UserMenu } from './user-menu';

function renderMenu(viewer: UserInfo = EMPLOYER) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/about', element: <UserMenu user={viewer} /> },
    ],
    { initialEntry: '/about', queryClient },
  );
}

describe('UserMenu', () => {
  it('shows the name, role and company', async () => {
    stubFetch();
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByText('Grace Hopper').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Employer · Acme Inspections').length).toBeGreaterThan(0);
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('logs out: clears the token and user info and goes home', async () => {
    const fetch = stubFetch({ 'POST /signout/': { body: {} } });
    const { user, queryClient } = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/signout/')[0]!.body).toBeUndefined();
    expect(readCookie('token')).toBeNull();
    expect(queryClient.getQueryData(userInfoKey)).toBeNull();
  });

  it('toasts "Logout failed" and keeps the session when the server does not answer 200', async () => {
    stubFetch({
      'POST /signout/': { status: 500, body: { detail: 'Oops', code: 'server_error' } },
    });
    const { user, queryClient } = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText(MESSAGES.logoutFailed)).toBeInTheDocument();
    expect(readCookie('token')).toBe(AUTH_TOKEN);
    expect(queryClient.getQueryData(userInfoKey)).toEqual(EMPLOYER);
  });

  it("links a company's owner and admins to the developers page, and no one else", async () => {
    stubFetch();
    const admin = { ...EMPLOYER, company: { ...EMPLOYER.company!, role: 'admin' as const } };
    const member = { ...EMPLOYER, company: { ...EMPLOYER.company!, role: 'member' as const } };
    for (const viewer of [EMPLOYER, admin]) {
      const { user, unmount } = renderMenu(viewer);
      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      expect(await screen.findByRole('link', { name: 'Developers' })).toHaveAttribute(
        'href',
        '/employer/developers',
      );
      unmount();
    }
    for (const viewer of [member, CANDIDATE, { ...EMPLOYER, company: null }]) {
      const { user, unmount } = renderMenu(viewer);
      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      expect(await screen.findByRole('link', { name: 'Your profile' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Developers' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
