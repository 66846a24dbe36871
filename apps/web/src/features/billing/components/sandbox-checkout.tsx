import { SandboxPayBody } from '@fieldhire/contract/billing';
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/form-errors';
import { useSandboxCheckout, useSandboxPay } from '../api/billing-api';
import { CardFields, type CardValues } from './card-fields';
import { formatMoney } from '../../../lib/money';
import { OrderLines } from './order-lines';

/** The app's own return page, whatever host the server named in the return address. */
export function localPath(url: string) {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}

/** The sandbox provider's embedded checkout: a card form charged against the test card network. */
export function SandboxCheckout({ clientId }: { clientId: string }) {
  const navigate = useNavigate();
  const checkout = useSandboxCheckout(clientId);
  const pay = useSandboxPay();
  const form = useForm<CardValues>({
    initialValues: { name: '', card_number: '', expiry: '', cvc: '' },
    validate: zodResolver<CardValues>(SandboxPayBody, (values) => ({
      ...values,
      client_id: clientId,
    })),
  });

  if (checkout.isPending) return <Skeleton height={360} radius="md" />;
  if (checkout.isError)
    return (
      <ErrorState message={errorMessage(checkout.error)} onRetry={() => void checkout.refetch()} />
    );
  const session = checkout.data;
  if (session.status !== 'open') {
    return (
      <Alert
        color={session.status === 'complete' ? 'teal' : 'yellow'}
        variant="light"
        title="Checkout closed"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {session.status === 'complete'
              ? 'This checkout is already paid.'
              : 'This checkout has expired. Start again from your cart.'}
          </Text>
          <Button
            component={Link}
            to={session.status === 'complete' ? localPath(session.return_url) : '/cart'}
            size="xs"
          >
            {session.status === 'complete' ? 'See the receipt' : 'Back to cart'}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const submit = form.onSubmit((values) =>
    pay.mutate(
      { ...values, client_id: clientId },
      { onSuccess: (result) => void navigate(localPath(result.return_url)) },
    ),
  );

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="order-heading"
        >
          <Stack gap="sm">
            <Title order={2} fz="lg" id="order-heading">
              {session.company_name ? `Order for ${session.company_name}` : 'Your order'}
            </Title>
            <OrderLines
              lines={session.lines}
              currency={session.currency}
              totalCents={session.amount_cents}
            />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="payment-heading"
        >
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} fz="lg" id="payment-heading">
                  Pay with card
                </Title>
                <Badge color="orange" variant="light">
                  Test mode
                </Badge>
              </Group>
              <CardFields form={form} />
              {pay.isError && (
                <Alert
                  color="red"
                  variant="light"
                  role="alert"
                  title="Payment failed"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                >
                  {errorMessage(pay.error)}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                loading={pay.isPending}
                leftSection={<IconLock size={16} aria-hidden />}
              >
                Pay {formatMoney(session.amount_cents, session.currency)}
              </Button>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
