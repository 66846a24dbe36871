import { Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useBillingConfig, usePaymentMethod, usePlan } from '../api/billing-api';
import { BillingRecordsOnly, canManageBilling } from '../components/billing-records-only';
import { InvoiceList } from '../components/invoice-list';
import { PlanList } from '../components/plan-list';
import { SaveCardForm } from '../components/save-card-form';

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

/** Where to go back to after saving a card: a page of this app, given as `?return=`. */
function returnPath(params: URLSearchParams) {
  const path = params.get('return');
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}

function PaymentMethodCard() {
  const method = usePaymentMethod();
  const config = useBillingConfig();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = returnPath(params);
  const [adding, setAdding] = useState(back !== null);
  const canSave = config.data?.provider === 'sandbox';
  return (
    <Card withBorder radius="md" padding="md" id="card">
      <Stack gap="md">
        <Group gap="sm" justify="space-between">
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
              <Text c="dimmed">
                No card on file yet. It pays for approved work and is saved with your first payment.
              </Text>
            )}
          </Group>
          {canSave && !adding && method.isSuccess && (
            <Button variant="default" size="xs" onClick={() => setAdding(true)}>
              {method.data ? 'Replace card' : 'Add a card'}
            </Button>
          )}
        </Group>
        {canSave && adding && (
          <SaveCardForm
            onSaved={() => {
              setAdding(false);
              if (back) void navigate(back);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </Stack>
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
