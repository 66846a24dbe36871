import { Container, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface OutcomeCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}

/** The outcome of a link opened from an email (unsubscribing, confirming an alert), centered. */
export function OutcomeCard({ icon, color, title, children }: OutcomeCardProps) {
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }} px={{ base: 'md', sm: 'lg' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
