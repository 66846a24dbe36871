import type { UserInfo } from '@fieldhire/contract/accounts';
import type {
  MarkReadBody,
  Notification,
  NotificationInvitation,
  NotificationsPage,
} from '@fieldhire/contract/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { userInfoKey } from './user-info';

/** Every list of notifications (the header's latest, the page's pages) is cached under this key. */
export const notificationsKey = ['notifications'] as const;
export const latestNotificationsKey = [...notificationsKey, 'latest'] as const;
export const LATEST_NOTIFICATIONS = 10;

// The dashboard lists the latest notifications too, in its own query.
const dashboardKey = ['dashboard'] as const;

export interface NotificationsRequest {
  before?: number;
  limit?: number;
  unreadOnly?: boolean;
}

export const fetchNotifications = (
  { before, limit, unreadOnly }: NotificationsRequest,
  signal?: AbortSignal,
) =>
  apiClient.get<NotificationsPage>('/api/notifications/', {
    query: { before, limit, unread: unreadOnly ? 'true' : undefined },
    signal,
  });

/** The header panel's newest notifications; fetched when the panel opens. */
export function useLatestNotifications() {
  return useQuery({
    queryKey: latestNotificationsKey,
    queryFn: ({ signal }) => fetchNotifications({ limit: LATEST_NOTIFICATIONS }, signal),
    staleTime: 0,
  });
}

type CachedNotifications = NotificationsPage | InfiniteData<NotificationsPage, unknown>;

/** Rewrites every cached list of notifications, whichever page or filter it belongs to. */
function updateCachedLists(
  queryClient: QueryClient,
  update: (results: Notification[], firstPage: boolean) => Notification[],
) {
  queryClient.setQueriesData<CachedNotifications>({ queryKey: notificationsKey }, (data) => {
    if (!data) return data;
    if ('pages' in data) {
      return {
        ...data,
        pages: data.pages.map((page, index) => ({
          ...page,
          results: update(page.results, index === 0),
        })),
      };
    }
    return { ...data, results: update(data.results, true) };
  });
}

const updateEach = (queryClient: QueryClient, update: (item: Notification) => Notification) =>
  updateCachedLists(queryClient, (results) => results.map(update));

export function setUnreadNotifications(queryClient: QueryClient, count: number) {
  queryClient.setQueryData<UserInfo | null>(userInfoKey, (viewer) =>
    viewer ? { ...viewer, unread_notifications: count } : viewer,
  );
}

/**
 * A notification from the realtime connection: it leads every cached list and the unread count
 * goes up at once (the server's user_info right after it sets the exact count).
 */
export function applyNotificationEvent(queryClient: QueryClient, notification: Notification) {
  updateCachedLists(queryClient, (results, firstPage) =>
    firstPage && !results.some((item) => item.id === notification.id)
      ? [notification, ...results]
      : results,
  );
  queryClient.setQueryData<NotificationsPage>(latestNotificationsKey, (page) =>
    page ? { ...page, results: page.results.slice(0, LATEST_NOTIFICATIONS) } : page,
  );
  const viewer = queryClient.getQueryData<UserInfo | null>(userInfoKey);
  if (viewer && notification.read_at === null) {
    setUnreadNotifications(queryClient, viewer.unread_notifications + 1);
  }
  void queryClient.invalidateQueries({ queryKey: dashboardKey });
}

/** After a lost connection: whatever arrived meanwhile is fetched again. */
export function refreshNotifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationsKey });
}

/** Marks the given notifications read, or all of them; the lists show it before the server answers. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) =>
      apiClient.post<{ unread_count: number }>('/api/notifications/read/', body),
    onMutate: (body) => {
      const readAt = new Date().toISOString();
      const marks = (item: Notification) =>
        item.read_at === null && ('all' in body || body.ids.includes(item.id));
      updateEach(queryClient, (item) => (marks(item) ? { ...item, read_at: readAt } : item));
    },
    onSuccess: ({ unread_count }) => {
      setUnreadNotifications(queryClient, unread_count);
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
    onError: () => refreshNotifications(queryClient),
  });
}

/** Declines a job invitation; every list showing it shows the new status. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) =>
      apiClient.post<{ invitation: NotificationInvitation }>(
        `/api/invitations/${invitationId}/decline/`,
      ),
    onSuccess: ({ invitation }) => {
      updateEach(queryClient, (item) =>
        item.invitation?.id === invitation.id ? { ...item, invitation } : item,
      );
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}
