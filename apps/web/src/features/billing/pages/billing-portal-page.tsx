import { Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { usePaymentMethod, usePlan } from '../api/billing-api';
import { BillingRecordsOnly, canManageBilling } from '../components/billing-records-only';
import { InvoiceList } from '../components/invoice-list';
import { PlanList } from '../components/plan-list';

function Plan() {
  const viewer = useViewer();
  const plan = usePlan();
  if (plan.isPending) return <Skeleton height={200} radius="md" />;
  if (plan.isError)
    return <ErrorState message={errorMessage(plan.error)} onRetry={() => void plan.refetch()} />;
  if (plan.data.length === 0)
    return (
      <EmptyState
        icon={<IconPackage size={24} />}
        title="No packages"
        description="Your company is on the free plan: one open job at a time."
        action={
          <Button component={Link} to="/pricing" size="xs">
            Compare packages
          </Button>
        }
      />
    );
  return <PlanList entries={plan.data} canManage={canManageBilling(viewer?.company?.role)} />;
}

function PaymentMethodCard() {
  const method = usePaymentMethod();
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap="sm">
        <IconCreditCard size={24} aria-hidden />
        {method.isPending ? (
          <Skeleton height={20} width={160} />
        ) : method.isError ? (
          <Text size="sm" c="red">
            {errorMessage(method.error)}
          </Text>
        ) : method.data ? (
          <Text>
            {method.data.brand} ending in {method.data.last4}
          </Text>
        ) : (
          <Text c="dimmed">No card on file yet. It is saved with your first payment.</Text>
        )}
      </Group>
    </Card>
  );
}

/** The sandbox provider's billing portal: plan, payment method, invoices and cancellation. */
export function BillingPortalPage() {
  usePageTitle('Billing portal');
  return (
    <RequireCompany reason="The billing portal is for company accounts that buy packages.">
      <BillingRecordsOnly>
        <Container size="lg" py="xl">
          <Stack gap="xl">
            <Group justify="space-between">
              <Group gap="sm">
                <Title order={1} fz={28}>
                  Billing portal
                </Title>
                <Badge color="orange" variant="light">
                  Test mode
                </Badge>
              </Group>
              <Button component={Link} to="/billing/packages" variant="default">
                Back to Fieldhire
              </Button>
            </Group>
            <Stack gap="sm" component="section" aria-labelledby="portal-plan">
              <Title order={2} fz="lg" id="portal-plan">
                Current plan
              </Title>
              <Plan />
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="portal-card">
              <Title order={2} fz="lg" id="portal-card">
                Payment method
              </Title>
              <PaymentMethodCard />
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="portal-invoices">
              <Title order={2} fz="lg" id="portal-invoices">
                Invoice history
              </Title>
              <InvoiceList />
            </Stack>
          </Stack>
        </Container>
      </BillingRecordsOnly>
    </RequireCompany>
  );
}
