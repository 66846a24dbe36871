import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/money';

interface BalanceCardProps {
  id: string;
  label: string;
  cents: number;
  description: string;
  /** The figure everything else on the page is about: shown larger. */
  main?: boolean;
  children?: ReactNode;
}

export function BalanceCard({ id, label, cents, description, main, children }: BalanceCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      bg={main ? 'brand.0' : undefined}
    >
      <Title order={2} id={titleId} fz="sm" fw={600} c={main ? 'brand.9' : 'dimmed'}>
        {label}
      </Title>
      <Text
        fz={main ? { base: 34, sm: 40 } : { base: 22, sm: 26 }}
        fw={700}
        lh={1.2}
        mt={4}
        c={main ? 'brand.9' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(cents)}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {description}
      </Text>
      {children}
    </Card>
  );
}
