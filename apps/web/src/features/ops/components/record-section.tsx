import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a console record's page. */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
