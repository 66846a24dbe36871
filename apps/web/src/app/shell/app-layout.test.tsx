import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAuthToken } from '../../lib/auth-token';
import { FakeWebSocket } from '../../lib/realtime-fake-socket';
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

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

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
    stubFetch({
      'GET /api/user-info': { body: { ...CANDIDATE, email_verified: false } },
      'GET /api/conversations/': { body: [] },
    });
    const { user } = renderRoutes(ROUTES);

    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verify your email address.' })).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Messages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close messages' }));
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
  });

  it('closes the chat sidebar with Escape and gives focus back to its button', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    stubFetch({
      'GET /api/user-info': { body: CANDIDATE },
      'GET /api/conversations/': { body: [] },
    });
    const { user } = renderRoutes(ROUTES);

    const toggle = await screen.findByRole('button', { name: 'Messages' });
    await user.click(toggle);
    (await screen.findByRole('button', { name: 'Close messages' })).focus();
    await user.keyboard('{Escape}');

    expect(document.getElementById('chat-sidebar')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps the phone menu and the chat sidebar from covering each other', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    stubFetch({
      'GET /api/user-info': { body: CANDIDATE },
      'GET /api/conversations/': { body: [] },
    });
    const { user } = renderRoutes(ROUTES);

    const chatToggle = await screen.findByRole('button', { name: 'Messages' });
    await user.click(chatToggle);
    expect(document.getElementById('chat-sidebar')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(document.getElementById('mobile-nav')).not.toBeNull();
    expect(document.getElementById('chat-sidebar')).toBeNull();
    expect(chatToggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(chatToggle);
    expect(document.getElementById('chat-sidebar')).not.toBeNull();
    expect(document.getElementById('mobile-nav')).toBeNull();
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

  it('keeps the unread badge live over the realtime connection and refetches after reconnecting', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    const fetch = stubFetch({
      'GET /api/user-info': { body: { ...CANDIDATE, unread_messages: 2 } },
      'GET /api/conversations/': { body: [] },
    });
    const { user } = renderRoutes(ROUTES);
    expect(await screen.findByRole('button', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`wss://localhost/ws/fieldagencyuser/?token=${AUTH_TOKEN}`);
    act(() => socket.open());

    act(() =>
      socket.receive({ type: 'user_info', user_info: { ...CANDIDATE, unread_messages: 5 } }),
    );
    expect(await screen.findByRole('button', { name: 'Messages, 5 unread' })).toBeInTheDocument();
    act(() =>
      socket.receive({ type: 'user_info', user_info: { ...CANDIDATE, unread_messages: 0 } }),
    );
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Messages' }));
    await screen.findByText('No conversations yet');
    const before = fetch.callsTo('GET', '/api/conversations/').length;
    act(() => socket.serverClose(1006));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3000 });
    act(() => FakeWebSocket.latest().open());
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/conversations/').length).toBeGreaterThan(before),
    );
  });

  it('tells a field agent when an application changes status', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    stubFetch({ 'GET /api/user-info': { body: CANDIDATE } });
    renderRoutes(ROUTES);
    await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().open());
    act(() =>
      FakeWebSocket.latest().receive({
        type: 'application',
        application: {
          id: 4,
          status: 'shortlisted',
          job: { id: 9, title: 'Roof photos in Tulsa' },
        },
      }),
    );
    expect(await screen.findByText('Roof photos in Tulsa: shortlisted.')).toBeInTheDocument();
  });

  it('opens no connection for guests', () => {
    stubFetch();
    renderRoutes(ROUTES);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
