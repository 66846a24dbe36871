import type { TimelineEntry, WorkOrder } from '@fieldhire/contract/work-orders';
import { Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime } from '../../../components/work-order-format';

const EVENT_LABELS: Record<TimelineEntry['type'], string> = {
  assigned: 'Assigned',
  confirmed: 'Confirmed',
  declined: 'Declined',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  submitted: 'Submitted',
  revision_requested: 'Revision requested',
  approved: 'Approved',
  canceled: 'Canceled',
  dispute_opened: 'Dispute opened',
  dispute_resolved: 'Dispute settled',
};

export function WorkOrderTimeline({ workOrder }: { workOrder: WorkOrder }) {
  const entries = workOrder.timeline;
  return (
    <Stack gap="sm" component="section" aria-labelledby="work-order-timeline">
      <Title order={2} fz="lg" id="work-order-timeline">
        Timeline
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened yet.
        </Text>
      ) : (
        <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2}>
          {entries.map((entry, index) => (
            <Timeline.Item
              key={`${entry.type}-${entry.at}-${index}`}
              title={EVENT_LABELS[entry.type]}
            >
              <Text size="xs" c="dimmed">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.actor
                  ? ` · ${entry.actor.name}`
                  : entry.type === 'dispute_resolved' && ' · Fieldhire'}
                {entry.api_key && ` · via API key “${entry.api_key.name}”`}
              </Text>
              {entry.note && (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.note}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
