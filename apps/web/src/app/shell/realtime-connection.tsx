import type { ServerEvent } from '@fieldhire/contract/messaging';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@fieldhire/contract/accounts';
import { useEffect, useMemo, useRef } from 'react';
import { applicationsKey, dashboardKey } from '../../features/dashboard/api/dashboard-api';
import { myJobsKey } from '../../features/employer-jobs/api/employer-jobs-api';
import { applyMessagingEvent, refreshMessaging } from '../../features/messages/realtime-sync';
import { getAuthToken } from '../../lib/auth-token';
import { jobKey } from '../../lib/job-query';
import { applyNotificationEvent, refreshNotifications } from '../../lib/notifications-query';
import { RealtimeClient } from '../../lib/realtime';
import { userInfoKey } from '../../lib/user-info';
import { applyWorkOrder, workOrdersKey } from '../../lib/work-order-query';
import { noticeFor } from './realtime-notices';

/** Query keys of pages that show applications: the viewer's applications, dashboards, company jobs. */
const APPLICATION_KEYS = [applicationsKey, dashboardKey, myJobsKey];

interface RealtimeConnectionProps {
  viewer: UserInfo;
  /** Told the connection when it opens, and null when it closes. */
  onClient: (client: RealtimeClient | null) => void;
}

/** Keeps one realtime connection for the signed-in viewer and applies its events to the cache. */
export function RealtimeConnection({ viewer, onClient }: RealtimeConnectionProps) {
  const queryClient = useQueryClient();
  const token = getAuthToken();
  const latestViewer = useRef(viewer);
  useEffect(() => {
    latestViewer.current = viewer;
  });

  const client = useMemo(() => (token ? new RealtimeClient({ token }) : null), [token]);

  useEffect(() => {
    if (!client) return;
    const onEvent = (event: ServerEvent) => {
      if (event.type === 'user_info') {
        queryClient.setQueryData(userInfoKey, event.user_info);
        return;
      }
      applyMessagingEvent(queryClient, event);
      // No toast: the bell's count says it, and applications and invitations have their own toasts.
      if (event.type === 'notification') applyNotificationEvent(queryClient, event.notification);
      if (event.type === 'application') {
        for (const queryKey of APPLICATION_KEYS) void queryClient.invalidateQueries({ queryKey });
        void queryClient.invalidateQueries({ queryKey: jobKey(event.application.job.id) });
      }
      // A teammate posted, closed or reopened a job: the company's lists and counts change.
      if (event.type === 'job') {
        for (const queryKey of [dashboardKey, myJobsKey, jobKey(event.job.id)])
          void queryClient.invalidateQueries({ queryKey });
      }
      if (event.type === 'work_order') void applyWorkOrder(queryClient, event.work_order);
      const current = latestViewer.current;
      const notice = current ? noticeFor(event, current) : null;
      if (notice) notifications.show({ title: notice.title, message: notice.message });
    };
    const unsubscribe = [
      client.subscribe(onEvent),
      client.onReconnect(() => {
        refreshMessaging(queryClient);
        refreshNotifications(queryClient);
        void queryClient.invalidateQueries({ queryKey: userInfoKey });
        void queryClient.invalidateQueries({ queryKey: workOrdersKey });
      }),
      client.onStatus((status) => {
        // The server refused the token: refetching user info signs the viewer out if it is gone.
        if (status === 'unauthorized')
          void queryClient.invalidateQueries({ queryKey: userInfoKey });
        void queryClient.invalidateQueries({ queryKey: workOrdersKey });
      }),
    ];
    client.start();
    onClient(client);
    return () => {
      onClient(null);
      for (const off of unsubscribe) off();
      client.stop();
    };
  }, [client, queryClient, onClient]);

  return null;
}
