import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAuthToken } from '../../lib/auth-token';
import { FakeWebSocket } from '../../lib/realtime-fake-socket';
import { stubFetch } from '../../lib/test/fetch-stub';
import { notification } from '../../lib/test/notification-fixtures';
import { renderRoutes } from '../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../lib/test/users';
import { AppLayout } from './app-layout';

const ROUTES = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'jobs/:id', element: <h1>Job page</h1> },
      { path: 'notifications', element: <h1>All notifications</h1> },
    ],
  },
];

const LATEST = [
  notification(3),
  notification(2),
  notification(1, { read_at: '2026-01-01T00:00:00Z' }),
];

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
});

function signedIn(unread: number, routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetch = stubFetch({
    'GET /api/user-info': { body: { ...CANDIDATE, unread_notifications: unread } },
    'GET /api/notifications/': { body: { results: LATEST, unread_count: unread } },
    ...routes,
  });
  return { fetch, ...renderRoutes(ROUTES) };
}

describe('notification bell', () => {
  it('shows the unread count and lists the latest notifications, unread ones marked', async () => {
    const { fetch, user } = signedIn(2);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Latest notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: Your application for Job 3 was shortlisted',
      'Unread: Your application for Job 2 was shortlisted',
      'Your application for Job 1 was shortlisted',
    ]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('3 minutes ago');
    expect(fetch.callsTo('GET', '/api/notifications/')[0]!.path).toBe(
      '/api/notifications/?limit=10',
    );
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('raises the count live when a notification arrives over the socket', async () => {
    const { user } = signedIn(2);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('list', { name: 'Latest notifications' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().open());

    act(() =>
      FakeWebSocket.latest().receive({
        type: 'notification',
        notification: notification(4, { title: 'New applicant for Roof photos' }, 0),
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    const first = within(screen.getByRole('list', { name: 'Latest notifications' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(first).toHaveTextContent('New applicant for Roof photos');
    expect(first).toHaveTextContent('Just now');

    act(() =>
      FakeWebSocket.latest().receive({
        type: 'user_info',
        user_info: { ...CANDIDATE, unread_notifications: 3 },
      }),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('marks everything read from the panel and clears the badge', async () => {
    const { fetch, user } = signedIn(2, {
      'POST /api/notifications/read/': { body: { unread_count: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Latest notifications' });

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(fetch.callsTo('POST', '/api/notifications/read/')[0]!.body).toEqual({ all: true });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(list).queryByText(/^Unread:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('marks a notification read when followed, goes to its link and closes the panel', async () => {
    const { fetch, user, router } = signedIn(2, {
      'POST /api/notifications/read/': { body: { unread_count: 1 } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    await user.click(await screen.findByRole('link', { name: /Job 3 was shortlisted/ }));

    expect(await screen.findByRole('heading', { name: 'Job page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/3');
    expect(fetch.callsTo('POST', '/api/notifications/read/')[0]!.body).toEqual({ ids: [3] });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('says when there is nothing, and offers a retry when the list cannot load', async () => {
    const { user } = signedIn(0, {
      'GET /api/notifications/': [
        { status: 500, body: { detail: 'The server had a problem.', code: 'server_error' } },
        { body: { results: [], unread_count: 0 } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    const { user } = signedIn(2);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    await screen.findByRole('list', { name: 'Latest notifications' });
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(bell).toHaveFocus();
  });

  it('is not there for guests', () => {
    FakeWebSocket.reset();
    document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure';
    stubFetch();
    renderRoutes(ROUTES);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
