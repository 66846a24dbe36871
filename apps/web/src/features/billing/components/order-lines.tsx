import type { InvoiceLine } from '@fieldhire/contract/billing';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/money';

export function OrderLines({
  lines,
  currency,
  totalCents,
}: {
  lines: InvoiceLine[];
  currency: string;
  totalCents: number;
}) {
  return (
    <Stack gap="xs">
      {lines.map((line) => (
        <Group key={line.name} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {line.name} × {line.qty}
            {line.interval === 'month' ? ' (monthly)' : ''}
          </Text>
          <Text size="sm">{formatMoney(line.amount_cents, currency)}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatMoney(totalCents, currency)}</Text>
      </Group>
    </Stack>
  );
}
