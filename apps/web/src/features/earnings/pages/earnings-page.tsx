import type { Earnings, PayoutAccount } from '@fieldhire/contract/payments';
import { Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { StatusPage } from '../../../components/status-page';
import { ViewerGate } from '../../../components/viewer-gate';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEarnings } from '../api/earnings-api';
import { usePayoutAccount } from '../api/payout-account-api';
import { BalanceSummary } from '../components/balance-summary';
import { EarningsEntries } from '../components/earnings-entries';
import { EarningsSkeleton } from '../components/earnings-skeleton';
import { TaxYears } from '../components/tax-years';

function EarningsContent({
  earnings,
  account,
}: {
  earnings: Earnings;
  account: PayoutAccount | undefined;
}) {
  const hasYears = earnings.by_year.length > 0;
  return (
    <Stack gap="xl">
      <BalanceSummary earnings={earnings} account={account} />
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        {hasYears && (
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="xs" component="section" aria-labelledby="tax-title">
              <Title order={2} fz="lg" id="tax-title">
                For your tax forms
              </Title>
              <Text size="sm" c="dimmed">
                What you earned for work each calendar year.
              </Text>
              <TaxYears years={earnings.by_year} />
            </Stack>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: hasYears ? 8 : 12 }} order={{ base: 2, md: 1 }}>
          <Stack gap="xs" component="section" aria-labelledby="activity-title">
            <Title order={2} fz="lg" id="activity-title">
              Activity
            </Title>
            {earnings.entries.length === 0 ? (
              <EmptyState
                icon={<IconReceipt2 size={24} />}
                title="No earnings yet"
                description="When a company approves your work, its pay shows up here."
                order={3}
                action={
                  <Button component={Link} to="/work" variant="light">
                    My work
                  </Button>
                }
              />
            ) : (
              <EarningsEntries entries={earnings.entries} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function AgentEarnings() {
  const earnings = useEarnings();
  const account = usePayoutAccount();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Earnings
      </Title>
      {earnings.isError && (
        <ErrorState
          title="Could not load your earnings"
          message={errorMessage(earnings.error)}
          onRetry={() => void earnings.refetch()}
          retrying={earnings.isFetching}
        />
      )}
      {earnings.isPending && <EarningsSkeleton />}
      {earnings.data && <EarningsContent earnings={earnings.data} account={account.data} />}
    </Stack>
  );
}

/** The field agent's money: what can be paid out, what is on its way, and every movement. */
export function EarningsPage() {
  usePageTitle('Earnings');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <ViewerGate>
        {(viewer) =>
          viewer.role === 'candidate' ? (
            <AgentEarnings />
          ) : (
            <StatusPage
              eyebrow="For field agents"
              title="Earnings are for field agents"
              actions={
                <Button component={Link} to="/dashboard">
                  Go to your dashboard
                </Button>
              }
            >
              Your company’s payments for approved work are on its invoices.
            </StatusPage>
          )
        }
      </ViewerGate>
    </Container>
  );
}
