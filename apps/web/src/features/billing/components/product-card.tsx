import type { Product } from '@fieldhire/contract/billing';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { formatPrice, intervalLabel } from './money';
import { productFeatures } from './product-features';

interface ProductCardProps {
  product: Product;
  highlighted?: boolean;
  inCart: boolean;
  /** Left out for viewers who cannot buy. */
  onAdd?: () => void;
  onBuyNow?: () => void;
  buying?: boolean;
}

export function ProductCard({
  product,
  highlighted,
  inCart,
  onAdd,
  onBuyNow,
  buying,
}: ProductCardProps) {
  const headingId = `product-${product.id}-name`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      style={
        highlighted ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {product.name}
          </Title>
          {highlighted && (
            <Badge variant="light" color="brand" size="sm">
              Popular
            </Badge>
          )}
        </Group>
        <div>
          <Text fz={32} fw={700} lh={1}>
            {formatPrice(product.price_cents, product.currency)}
          </Text>
          <Text size="sm" c="dimmed">
            {intervalLabel(product.interval)}
          </Text>
        </div>
        <Text size="sm">{product.description}</Text>
        <List
          spacing={6}
          size="sm"
          icon={<IconCheck size={16} aria-hidden color="var(--mantine-color-teal-6)" />}
        >
          {productFeatures(product).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Stack gap="xs" mt="auto">
          {onAdd && (
            <Button
              variant={inCart ? 'light' : 'filled'}
              leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
              onClick={onAdd}
              aria-label={`Add ${product.name} to cart`}
            >
              {inCart ? 'In cart' : 'Add to cart'}
            </Button>
          )}
          {onBuyNow && (
            <Button
              variant="default"
              onClick={onBuyNow}
              loading={buying}
              aria-label={`Buy ${product.name} now`}
            >
              Buy now
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
