import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../lib/auth-token';
import { stubFetch } from '../../lib/test/fetch-stub';
import { renderRoutes } from '../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../lib/test/users';
import { AppLayout } from './app-layout';

const ROUTES = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'about', element: <h1>About</h1> },
    ],
  },
];

describe('AppLayout', () => {
  it('shows guests Home, About, Log in and Sign up, without asking the server who they are', () => {
    const fetch = stubFetch();
    renderRoutes(ROUTES);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('shows a signed-in user the account menu and toggles the chat sidebar', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    stubFetch({ 'GET /api/user-info': { body: { ...CANDIDATE, email_verified: false } } });
    const { user } = renderRoutes(ROUTES);

    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verify your email address.' })).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Messages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close messages' }));
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
  });

  it('opens the mobile menu with the burger and closes it after navigating', async () => {
    stubFetch();
    const { user } = renderRoutes(ROUTES);

    const burger = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(burger);
    const drawer = document.getElementById('mobile-nav')!;
    expect(drawer).toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(document.getElementById('mobile-nav')).toBeNull();
  });
});
