import type { Product } from '@fieldhire/contract/billing';
import {
  Alert,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useProducts } from '../api/billing-api';
import { useCart } from '../cart/cart-store';
import { formatMoney } from '../../../lib/money';
import { intervalLabel } from '../components/money';
import { ProductCard } from '../components/product-card';
import { purchaseBlocker } from '../components/purchase-blocker';
import { useBeginCheckout } from '../components/use-begin-checkout';
import { plural } from '../../../lib/plural';

const HIGHLIGHTED = 'standard';

function Comparison({ products }: { products: Product[] }) {
  const rows: [string, (product: Product) => string][] = [
    ['Price', (p) => `${formatMoney(p.price_cents, p.currency)} ${intervalLabel(p.interval)}`],
    ['Job posts', (p) => (p.job_posts > 0 ? String(p.job_posts) : '—')],
    ['Featured posts', (p) => (p.featured_posts > 0 ? String(p.featured_posts) : '—')],
    ['Listing shown for', (p) => (p.duration_days > 0 ? plural(p.duration_days, 'day') : '—')],
    ['Candidate contacts', (p) => (p.candidate_contacts > 0 ? String(p.candidate_contacts) : '—')],
  ];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="sm" aria-labelledby="compare-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Package</Table.Th>
            {products.map((product) => (
              <Table.Th key={product.id} scope="col">
                {product.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              {products.map((product) => (
                <Table.Td key={product.id}>{value(product)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PricingPage() {
  usePageTitle('Pricing');
  const viewer = useViewer();
  const products = useProducts();
  const cart = useCart();
  const checkout = useBeginCheckout();
  const blocker = purchaseBlocker(viewer);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={32}>
              Packages for companies
            </Title>
            <Text c="dimmed" maw={620}>
              Every company can keep one job open for free. Packages add job posts, featured
              listings and direct contacts with field agents.
            </Text>
          </Stack>
          {!blocker && (
            <Button
              component={Link}
              to="/cart"
              variant="light"
              leftSection={<IconShoppingCart size={16} aria-hidden />}
            >
              Cart ({cart.totals.count})
            </Button>
          )}
        </Group>
        {blocker && (
          <Alert color="blue" variant="light">
            {blocker}
          </Alert>
        )}
        {products.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} height={380} radius="md" />
            ))}
          </SimpleGrid>
        ) : products.isError ? (
          <ErrorState
            message={errorMessage(products.error)}
            onRetry={() => void products.refetch()}
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {products.data.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  highlighted={product.slug === HIGHLIGHTED}
                  inCart={cart.items.some((item) => item.id === product.id)}
                  onAdd={blocker ? undefined : () => cart.add(product)}
                  onBuyNow={
                    viewer && !blocker
                      ? () => checkout.begin({ product_id: product.id })
                      : undefined
                  }
                  buying={checkout.pending && checkout.variables?.product_id === product.id}
                />
              ))}
            </SimpleGrid>
            <Stack gap="sm">
              <Title order={2} fz="xl" id="compare-heading">
                Compare packages
              </Title>
              <Comparison products={products.data} />
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
