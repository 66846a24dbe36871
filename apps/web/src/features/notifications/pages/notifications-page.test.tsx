import { NOTIFICATIONS_PAGE_SIZE } from '@fieldhire/contract/notification-types';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubCall } from '../../../lib/test/fetch-stub';
import { invitationNotification, notification } from '../../../lib/test/notification-fixtures';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import type { UserInfo } from '@fieldhire/contract/accounts';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { NotificationsPage } from './notifications-page';

/** Notifications 45 down to 1; every third one is read. */
const ALL = Array.from({ length: 45 }, (_, index) => {
  const id = 45 - index;
  return notification(id, id % 3 === 0 ? { read_at: '2026-01-01T00:00:00Z' } : {});
});

function serve({ path }: StubCall) {
  const query = new URL(path, 'https://localhost').searchParams;
  const before = Number(query.get('before') ?? Infinity);
  const limit = Number(query.get('limit'));
  const unread = query.get('unread') === 'true';
  const results = ALL.filter((n) => n.id < before && (!unread || n.read_at === null)).slice(
    0,
    limit,
  );
  return { body: { results, unread_count: 30 } };
}

function renderPage(
  routes: Parameters<typeof stubFetch>[0] = {},
  initialEntry = '/notifications',
  viewer: UserInfo = CANDIDATE,
) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const fetch = stubFetch({ 'GET /api/notifications/': serve, ...routes });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, { ...viewer, unread_notifications: 30 });
  const utils = renderRoutes(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/jobs/:id', element: <h1>Job page</h1> },
    ],
    { initialEntry, queryClient },
  );
  return { fetch, ...utils };
}

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);

describe('notifications page', () => {
  it('pages through all notifications by cursor with Load more', async () => {
    const { fetch, user } = renderPage();
    const list = await screen.findByRole('list', { name: 'All notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(screen.getByText('30 unread notifications')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    expect(titles(list).at(-1)).toBe('Unread: Your application for Job 1 was shortlisted');
    expect(fetch.callsTo('GET', '/api/notifications/').map((call) => call.path)).toEqual([
      '/api/notifications/?limit=30',
      '/api/notifications/?before=16&limit=30',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows only unread notifications under Unread, kept in the address', async () => {
    const { fetch, user, router } = renderPage();
    await screen.findByRole('list', { name: 'All notifications' });

    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    const list = await screen.findByRole('list', { name: 'Unread notifications' });
    expect(router.state.location.search).toBe('?show=unread');
    expect(titles(list).every((title) => title?.startsWith('Unread: '))).toBe(true);
    expect(fetch.callsTo('GET', '/api/notifications/').at(-1)!.path).toBe(
      '/api/notifications/?limit=30&unread=true',
    );
  });

  it("says you're all caught up when nothing is unread", async () => {
    renderPage(
      { 'GET /api/notifications/': { body: { results: [], unread_count: 0 } } },
      '/notifications?show=unread',
    );
    expect(
      await screen.findByRole('heading', { name: "You're all caught up" }),
    ).toBeInTheDocument();
  });

  it('points an agent with no news to jobs, and a company to posting one', async () => {
    const none = { 'GET /api/notifications/': { body: { results: [], unread_count: 0 } } };
    const { unmount } = renderPage(none);
    expect(await screen.findByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
    unmount();
    renderPage(none, '/notifications', EMPLOYER);
    expect(await screen.findByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/employer/jobs/new',
    );
  });

  it('marks a notification read when followed and takes it off the count', async () => {
    const { fetch, user, queryClient } = renderPage({
      'POST /api/notifications/read/': [
        { body: { unread_count: 29 } },
        { body: { unread_count: 0 } },
      ],
    });
    const list = await screen.findByRole('list', { name: 'All notifications' });

    await user.click(within(list).getByRole('link', { name: /Job 44 was shortlisted/ }));
    expect(await screen.findByRole('heading', { name: 'Job page' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/notifications/read/')[0]!.body).toEqual({ ids: [44] });
    await waitFor(() =>
      expect(queryClient.getQueryData<typeof CANDIDATE>(userInfoKey)?.unread_notifications).toBe(
        29,
      ),
    );
  });

  it('marks all read: the dots go and the count says so', async () => {
    const { fetch, user } = renderPage({
      'POST /api/notifications/read/': { body: { unread_count: 0 } },
    });
    const list = await screen.findByRole('list', { name: 'All notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    expect(fetch.callsTo('POST', '/api/notifications/read/')[0]!.body).toEqual({ all: true });
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(titles(list).some((title) => title?.startsWith('Unread: '))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveFocus();
  });

  it('declines a job invitation after confirming, then shows it declined and read', async () => {
    const { fetch, user } = renderPage({
      'GET /api/notifications/': {
        body: { results: [invitationNotification(5), notification(4)], unread_count: 2 },
      },
      'POST /api/invitations/45/decline/': {
        body: { invitation: { id: 45, job_id: 12, status: 'declined' } },
      },
      'POST /api/notifications/read/': { body: { unread_count: 1 } },
    });
    const list = await screen.findByRole('list', { name: 'All notifications' });
    const invitation = within(list).getAllByRole('listitem')[0]!;
    expect(within(invitation).getByRole('link', { name: 'Accept' })).toHaveAttribute(
      'href',
      '/jobs/12?apply=1',
    );

    await user.click(within(invitation).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fetch.callsTo('POST', '/api/invitations/45/decline/')).toHaveLength(0);

    await user.click(within(invitation).getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    expect(await within(invitation).findByText('Declined')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/invitations/45/decline/')).toHaveLength(1);
    expect(fetch.callsTo('POST', '/api/notifications/read/')[0]!.body).toEqual({ ids: [5] });
    expect(within(invitation).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the answer of an invitation already answered', async () => {
    renderPage({
      'GET /api/notifications/': {
        body: {
          results: [invitationNotification(6, 'accepted'), invitationNotification(5, 'declined')],
          unread_count: 0,
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'All notifications' });
    expect(within(list).getByText('Accepted: you applied')).toBeInTheDocument();
    expect(within(list).getByText('Declined')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('offers a retry when the list cannot load', async () => {
    const { user } = renderPage({
      'GET /api/notifications/': [
        { status: 500, body: { detail: 'The server had a problem.', code: 'server_error' } },
        { body: { results: [], unread_count: 0 } },
      ],
    });
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'No notifications yet' }),
    ).toBeInTheDocument();
  });
});
