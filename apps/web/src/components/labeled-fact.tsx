import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small uppercase label over its value, as profiles and job terms list their facts. */
export function LabeledFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
