import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A small uppercase label over its value, as profiles and job terms list their facts; `region`
 * makes it a section named by its label, for a screen reader's list of regions.
 */
export function LabeledFact({
  label,
  children,
  region = false,
}: {
  label: string;
  children: ReactNode;
  region?: boolean;
}) {
  return (
    <Stack
      gap={region ? 4 : 2}
      {...(region ? { component: 'section' as const, 'aria-label': label } : {})}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
