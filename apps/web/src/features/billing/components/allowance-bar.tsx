import type { Allowance } from '@fieldhire/contract/billing';
import { Group, Progress, Stack, Text } from '@mantine/core';

export function AllowanceBar({ label, allowance }: { label: string; allowance: Allowance }) {
  if (allowance.total === 0) return null;
  const percent = Math.round((allowance.used / allowance.total) * 100);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {allowance.used} of {allowance.total} used · {allowance.remaining} left
        </Text>
      </Group>
      <Progress
        value={percent}
        color={allowance.remaining === 0 ? 'red' : 'brand'}
        aria-label={`${label}: ${allowance.remaining} of ${allowance.total} left`}
      />
    </Stack>
  );
}
