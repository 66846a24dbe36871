import type { EarningsEntry } from '@fieldhire/contract/payments';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatEntryDate, formatHours, formatSignedUsd } from '../earnings-format';

const KIND_LABELS: Record<EarningsEntry['kind'], string> = {
  work_order_payment: 'Payment',
  payout: 'Payout',
  refund: 'Refund',
};

function EntryRow({ entry, first }: { entry: EarningsEntry; first: boolean }) {
  const { work_order: workOrder } = entry;
  const details = [
    entry.kind === 'refund' && workOrder ? KIND_LABELS.refund : null,
    workOrder?.company || null,
    entry.hours !== null ? formatHours(entry.hours) : null,
  ].filter((detail): detail is string => detail !== null);

  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      px="md"
      py="sm"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} miw={0}>
        {workOrder ? (
          <Anchor component={Link} to={`/work-orders/${workOrder.id}`} fw={600} size="sm">
            {workOrder.title || `Work order #${workOrder.id}`}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {KIND_LABELS[entry.kind]}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={entry.at}>{formatEntryDate(entry.at)}</time>
          {details.map((detail) => ` · ${detail}`).join('')}
        </Text>
      </Stack>
      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatSignedUsd(entry.amount_cents)}
      </Text>
    </Group>
  );
}

/** Every movement of the agent's money, newest first. */
export function EarningsEntries({ entries }: { entries: EarningsEntry[] }) {
  return (
    <Card withBorder radius="md" p={0}>
      <ul aria-label="Earnings and payouts" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry, index) => (
          <EntryRow key={entry.id} entry={entry} first={index === 0} />
        ))}
      </ul>
    </Card>
  );
}
