import { Alert, Button, List, Text } from '@mantine/core';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import type { WorkOrderAction } from '@fieldhire/contract/work-orders';
import { outbox } from './outbox';
import type { OutboxEntry } from './outbox-store';
import { useOutbox } from './use-outbox';

const ACTION_LABELS: Record<WorkOrderAction, string> = {
  confirm: 'Confirmation',
  decline: 'Decline',
  check_in: 'Check-in',
  check_out: 'Check-out',
  submit: 'Submission',
  approve: 'Approval',
  request_revision: 'Revision request',
  cancel: 'Cancellation',
};

function label(entry: OutboxEntry, progress: number | undefined) {
  if (entry.kind === 'action') return ACTION_LABELS[entry.request.action];
  if (entry.kind === 'answer') return 'Answer';
  return progress ? `${entry.name} (${Math.round(progress * 100)}%)` : entry.name;
}

/** What this phone still has to send for the work order, said plainly, with a way to try now. */
export function OutboxBanner({ workOrderId }: { workOrderId: number }) {
  const { entries, progress, waiting } = useOutbox(workOrderId);
  if (entries.length === 0) return null;
  return (
    <Alert
      color={waiting ? 'orange' : 'blue'}
      variant="light"
      icon={
        waiting ? <IconWifiOff size={20} aria-hidden /> : <IconCloudUpload size={20} aria-hidden />
      }
      title={
        waiting
          ? `Waiting to send (${entries.length}): kept on this phone until the signal returns`
          : `Sending (${entries.length})…`
      }
      role="status"
    >
      <List size="sm" spacing={2}>
        {entries.map((entry) => (
          <List.Item key={entry.key}>
            <Text size="sm" span>
              {label(entry, progress[entry.key])}
            </Text>
          </List.Item>
        ))}
      </List>
      {waiting && (
        <Button mt="xs" size="compact-sm" variant="light" onClick={() => void outbox.flush()}>
          Try now
        </Button>
      )}
    </Alert>
  );
}
