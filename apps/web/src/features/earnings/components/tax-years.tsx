import type { Earnings } from '@fieldhire/contract/payments';
import { Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/money';

/** What the agent earned each calendar year, newest first. */
export function TaxYears({ years }: { years: Earnings['by_year'] }) {
  const newestFirst = [...years].sort((a, b) => b.year - a.year);
  return (
    <Card withBorder radius="md" p={0}>
      <Stack component="dl" gap={0} m={0}>
        {newestFirst.map(({ year, total_cents }, index) => (
          <Group
            key={year}
            justify="space-between"
            px="md"
            py="sm"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          >
            <Text component="dt" size="sm" fw={600}>
              {year}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(total_cents)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
