import { NOTIFICATIONS_PAGE_SIZE } from '@fieldhire/contract/notification-types';
import type {
  NotificationSettings,
  NotificationSettingsPatch,
  UnsubscribeResult,
} from '@fieldhire/contract/notifications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fetchNotifications, notificationsKey } from '../../../lib/notifications-query';
import { ONE_SHOT_QUERY } from '../../../lib/query-client';

export const notificationPagesKey = (unreadOnly: boolean) =>
  [...notificationsKey, 'pages', unreadOnly ? 'unread' : 'all'] as const;

/** All notifications (or the unread ones), a page at a time: each page starts before the last id. */
export function useNotificationPages(unreadOnly: boolean) {
  return useInfiniteQuery({
    queryKey: notificationPagesKey(unreadOnly),
    queryFn: ({ pageParam, signal }) =>
      fetchNotifications({ before: pageParam, limit: NOTIFICATIONS_PAGE_SIZE, unreadOnly }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.results.length === NOTIFICATIONS_PAGE_SIZE ? lastPage.results.at(-1)?.id : undefined,
    staleTime: 0,
  });
}

export const notificationSettingsKey = ['notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) =>
      apiClient.get<NotificationSettings>('/api/notification-settings/', { signal }),
  });
}

/** Saves some switches; the page shows the change at once and the server's answer after. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationSettingsPatch) =>
      apiClient.patch<NotificationSettings>('/api/notification-settings/', patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const before = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      if (before) {
        queryClient.setQueryData<NotificationSettings>(notificationSettingsKey, {
          email: { ...before.email, ...patch.email },
          push: { ...before.push, ...patch.push },
        });
      }
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(notificationSettingsKey, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}

const unsubscribePath = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}/`;

/** Sends an unsubscribe link's one POST (a query, so remounts and StrictMode do not repeat it). */
export function useUnsubscribe(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => apiClient.post<UnsubscribeResult>(unsubscribePath(token)),
    ...ONE_SHOT_QUERY,
  });
}

/** Turns the link's kind of email back on (undo), or off again. */
export function useSetUnsubscribed(token: string) {
  return useMutation({
    mutationFn: (unsubscribed: boolean) =>
      apiClient.post<UnsubscribeResult>(
        unsubscribed ? unsubscribePath(token) : `${unsubscribePath(token)}undo/`,
      ),
  });
}
