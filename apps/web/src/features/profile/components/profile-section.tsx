import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

export function ProfileSection({ id, title, description, children }: ProfileSectionProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
