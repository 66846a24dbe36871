import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { CONFIRM_POLL_MS, CONFIRM_POLLS, useCheckoutResult } from '../api/billing-api';
import { clearCart } from '../cart/cart-store';
import { OrderLines } from '../components/order-lines';
import { invoicePath } from '../components/invoice-path';

function Result({ id, fromCart }: { id: string; fromCart: boolean }) {
  const result = useCheckoutResult(id);
  const [startedAt] = useState(() => Date.now());
  const complete = result.data?.status === 'complete';
  useEffect(() => {
    if (complete && fromCart) clearCart();
  }, [complete, fromCart]);

  if (result.isPending) return <Skeleton height={240} radius="md" />;
  if (result.isError)
    return (
      <ErrorState message={errorMessage(result.error)} onRetry={() => void result.refetch()} />
    );
  const session = result.data;
  if (session.status === 'open') {
    const waiting = result.isFetching || Date.now() - startedAt < CONFIRM_POLLS * CONFIRM_POLL_MS;
    return (
      <Alert color="blue" variant="light" title="Confirming your payment">
        <Group gap="sm">
          {waiting && <Loader size="xs" aria-hidden />}
          <Text size="sm">
            {waiting
              ? 'The payment provider has not confirmed the payment yet. This page updates by itself.'
              : 'We have not received the payment. If you paid, it will show on your packages shortly.'}
          </Text>
        </Group>
      </Alert>
    );
  }
  if (session.status !== 'complete') {
    return (
      <Alert color="yellow" variant="light" title="Payment not completed" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {session.status === 'expired'
              ? 'This checkout expired before it was paid.'
              : 'The payment did not go through. Nothing was charged.'}
          </Text>
          <Button component={Link} to="/cart" size="xs">
            Back to cart
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="paid-heading">
      <Stack gap="md">
        <Group gap="sm">
          <ThemeIcon color="teal" variant="light" size="lg" radius="xl" aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Title order={2} fz="xl" id="paid-heading">
            Payment received
          </Title>
        </Group>
        <Text>Your packages are active now. You can post more jobs right away.</Text>
        <OrderLines
          lines={session.lines}
          currency={session.currency}
          totalCents={session.amount_cents}
        />
        {session.invoice && (
          <Text size="sm">
            Invoice{' '}
            <Text
              component={Link}
              to={invoicePath(session.invoice.id)}
              c="brand.8"
              fw={600}
              inherit
            >
              {session.invoice.number}
            </Text>
          </Text>
        )}
        <Group>
          <Button component={Link} to="/employer/jobs/new">
            Post a job
          </Button>
          <Button component={Link} to="/billing/packages" variant="default">
            See your packages
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function CheckoutReturnPage() {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  const id = params.get('session_id');
  return (
    <RequireCompany reason="Checkout is for company accounts that buy packages to post jobs.">
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Title order={1} fz={28}>
            Checkout
          </Title>
          {id ? (
            <Result id={id} fromCart={params.get('from') === 'cart'} />
          ) : (
            <Alert color="yellow" variant="light">
              This page needs a checkout to show.
            </Alert>
          )}
        </Stack>
      </Container>
    </RequireCompany>
  );
}
