import type { ReactNode } from 'react';
import { Stack } from './ui/layout';
import { Text } from './ui/text';

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
      <Text size="xs" c="dimmed" fw={600} style={{ textTransform: 'uppercase' }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
