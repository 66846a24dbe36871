import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { registerServiceWorker } from '../../../lib/service-worker';
import { useUserInfo } from '../../../lib/user-info';
import { applyWorkOrder, workOrderKey } from '../../../lib/work-order-query';
import { outbox } from './outbox';
import type { OutboxEntry } from './outbox-store';

const WHAT: Record<OutboxEntry['kind'], string> = {
  action: 'A change',
  answer: 'An answer',
  file: 'A file',
};

/**
 * Connects the outbox to the app: what it sends updates the work orders shown, what the server
 * refuses is said in a toast, and what the signed-in user left unsent starts going. The service
 * worker that keeps work pages readable offline is installed here too.
 */
export function useOutboxSetup() {
  const queryClient = useQueryClient();
  const userInfo = useUserInfo();
  const viewerId = userInfo.data?.id ?? null;
  const known = !userInfo.isPending;
  useEffect(() => {
    outbox.configure({
      onSent: (workOrder) => void applyWorkOrder(queryClient, workOrder),
      onRefused: (entry, error) => {
        void queryClient.invalidateQueries({ queryKey: workOrderKey(entry.workOrderId) });
        notifications.show({
          color: 'red',
          message: `${entry.kind === 'file' ? `${entry.name}` : WHAT[entry.kind]} was not accepted: ${errorMessage(error)}`,
        });
      },
    });
    if ('serviceWorker' in navigator) void registerServiceWorker().catch(() => undefined);
  }, [queryClient]);
  useEffect(() => {
    if (known) void outbox.load(viewerId);
  }, [known, viewerId]);
}
