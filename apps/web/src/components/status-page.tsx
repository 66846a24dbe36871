import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** Full-page message for 404s and crashes. */
export function StatusPage({ eyebrow, title, children, actions }: StatusPageProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack gap="md" align="flex-start">
        <Text c="brand.7" fw={700} tt="uppercase" fz="sm" lts={1}>
          {eyebrow}
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {children}
        </Text>
        <Group mt="sm">{actions}</Group>
      </Stack>
    </Container>
  );
}
