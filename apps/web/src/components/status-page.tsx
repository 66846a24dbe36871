import type { ReactNode } from 'react';
import classes from './status-page.module.css';
import { Group, Stack } from './ui/layout';
import { Container } from './ui/surfaces';
import { Text, Title } from './ui/text';

interface StatusPageProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** Full-page message for 404s and crashes. */
export function StatusPage({ eyebrow, title, children, actions }: StatusPageProps) {
  return (
    <Container size="sm" className={classes.page}>
      <Stack gap="md" align="flex-start">
        <Text c="brand.7" fw={700} fz="sm" lts={1} style={{ textTransform: 'uppercase' }}>
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
