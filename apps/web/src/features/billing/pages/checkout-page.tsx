import { Alert, Button, Container, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBillingConfig } from '../api/billing-api';
import { SandboxCheckout } from '../components/sandbox-checkout';
import { StripeCheckout } from '../components/stripe-checkout';

function EmbeddedCheckout({ clientId }: { clientId: string }) {
  const config = useBillingConfig();
  if (config.isPending) return <Skeleton height={360} radius="md" />;
  if (config.isError)
    return (
      <ErrorState message={errorMessage(config.error)} onRetry={() => void config.refetch()} />
    );
  if (config.data.provider === 'stripe') {
    if (!config.data.publishable_key)
      return (
        <Alert color="red" variant="light" role="alert">
          Card payments are not set up on this server yet.
        </Alert>
      );
    return <StripeCheckout clientSecret={clientId} publishableKey={config.data.publishable_key} />;
  }
  return <SandboxCheckout clientId={clientId} />;
}

export function CheckoutPage() {
  usePageTitle('Checkout');
  const clientId = useSearchParams()[0].get('client_id');
  return (
    <RequireCompany reason="Checkout is for company accounts that buy packages to post jobs.">
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Title order={1} fz={28}>
            Checkout
          </Title>
          {clientId ? (
            <EmbeddedCheckout clientId={clientId} />
          ) : (
            <Alert color="yellow" variant="light" title="No checkout to show">
              <Stack gap="sm" align="flex-start">
                This link has no checkout in it. Start again from your cart.
                <Button component={Link} to="/cart" size="xs">
                  Go to cart
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Container>
    </RequireCompany>
  );
}
