import type { ReactNode } from 'react';
import { Stack } from './ui/layout';
import { ThemeIcon } from './ui/surfaces';
import { Text, Title } from './ui/text';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  order?: 2 | 3 | 4;
}

export function EmptyState({ icon, title, description, action, order = 3 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon size={48}>{icon}</ThemeIcon>
      <Title order={order} fz="md">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" maw={320}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
