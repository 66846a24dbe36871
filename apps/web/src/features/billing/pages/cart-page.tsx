import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MAX_CART_QTY } from '@fieldhire/contract/billing';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { hasQuantity, lineTotal } from '../cart/cart-rules';
import { useCart } from '../cart/cart-store';
import { formatMoney } from '../../../lib/money';
import { intervalLabel } from '../components/money';
import { purchaseBlocker } from '../components/purchase-blocker';
import { useBeginCheckout } from '../components/use-begin-checkout';

function CheckoutAction({ disabled }: { disabled: boolean }) {
  const viewer = useViewer();
  const cart = useCart();
  const checkout = useBeginCheckout();
  if (!viewer) {
    return (
      <Button component={Link} to="/login?next=%2Fcart" fullWidth>
        Log in to check out
      </Button>
    );
  }
  const blocker = purchaseBlocker(viewer);
  if (blocker) {
    return (
      <Alert color="blue" variant="light">
        {blocker}
      </Alert>
    );
  }
  return (
    <Button
      fullWidth
      size="md"
      disabled={disabled}
      loading={checkout.pending}
      onClick={() =>
        checkout.begin({
          items: cart.items.map((item) => ({ product_id: item.id, qty: item.qty })),
          return_queries: { from: 'cart' },
        })
      }
    >
      Checkout
    </Button>
  );
}

export function CartPage() {
  usePageTitle('Cart');
  const { items, totals, remove, setQty } = useCart();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={28}>
          Cart
        </Title>
        {items.length === 0 ? (
          <EmptyState
            order={2}
            icon={<IconShoppingCart size={24} />}
            title="Your cart is empty"
            description="Compare the packages and add the one that fits how much you hire."
            action={
              <Button component={Link} to="/pricing">
                See packages
              </Button>
            }
          />
        ) : (
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {items.map((item) => (
                  <Card key={item.id} withBorder radius="md" component="li" aria-label={item.name}>
                    <Group justify="space-between" align="center" wrap="nowrap">
                      <Stack gap={2}>
                        <Text fw={600}>{item.name}</Text>
                        <Text size="sm" c="dimmed">
                          {formatMoney(item.price_cents, item.currency)}{' '}
                          {intervalLabel(item.interval)}
                        </Text>
                      </Stack>
                      <Group gap="sm" wrap="nowrap">
                        {hasQuantity(item) ? (
                          <NumberInput
                            label="Quantity"
                            aria-label={`Quantity of ${item.name}`}
                            value={item.qty}
                            min={1}
                            max={MAX_CART_QTY}
                            clampBehavior="strict"
                            allowDecimal={false}
                            w={90}
                            onChange={(value) => setQty(item.id, Number(value) || 1)}
                          />
                        ) : (
                          <Text size="sm" c="dimmed" w={90}>
                            One plan
                          </Text>
                        )}
                        <Text
                          fw={600}
                          w={100}
                          ta="right"
                          aria-label={`Line total for ${item.name}`}
                        >
                          {formatMoney(lineTotal(item), item.currency)}
                        </Text>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={`Remove ${item.name}`}
                          onClick={() => remove(item.id)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Card>
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card
                withBorder
                radius="md"
                padding="lg"
                component="section"
                aria-labelledby="summary-heading"
              >
                <Stack gap="sm">
                  <Title order={2} fz="lg" id="summary-heading">
                    Order summary
                  </Title>
                  <Group justify="space-between">
                    <Text size="sm">Packages</Text>
                    <Text size="sm">{totals.count}</Text>
                  </Group>
                  {totals.monthlyCents > 0 && (
                    <Group justify="space-between">
                      <Text size="sm">Renews monthly</Text>
                      <Text size="sm">{formatMoney(totals.monthlyCents)}</Text>
                    </Group>
                  )}
                  <Divider />
                  <Group justify="space-between">
                    <Text fw={700}>Total due today</Text>
                    <Text fw={700} data-testid="cart-total">
                      {formatMoney(totals.totalCents)}
                    </Text>
                  </Group>
                  <CheckoutAction disabled={items.length === 0} />
                  <Button component={Link} to="/pricing" variant="subtle">
                    Add another package
                  </Button>
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
