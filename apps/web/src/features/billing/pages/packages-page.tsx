import {
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { usePlan } from '../api/billing-api';
import { canManageBilling } from '../components/billing-records-only';
import { PlanList, planTotals } from '../components/plan-list';
import { PortalButton } from '../components/portal-button';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

function Packages() {
  const viewer = useViewer();
  const plan = usePlan();
  if (plan.isPending) return <Skeleton height={260} radius="md" />;
  if (plan.isError)
    return <ErrorState message={errorMessage(plan.error)} onRetry={() => void plan.refetch()} />;
  const totals = planTotals(plan.data);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} component="section" aria-label="What is left">
        <Stat
          label="Job posts left"
          value={totals.active > 0 ? String(totals.jobPosts) : 'Free plan'}
        />
        <Stat label="Featured posts left" value={String(totals.featuredPosts)} />
        <Stat label="Candidate contacts left" value={String(totals.candidateContacts)} />
      </SimpleGrid>
      {totals.active === 0 && (
        <Text size="sm" c="dimmed">
          Without a package your company can keep one job open at a time.
        </Text>
      )}
      {plan.data.length === 0 ? (
        <EmptyState
          order={2}
          icon={<IconPackage size={24} />}
          title="No packages yet"
          description="Add a package to post more jobs, feature them and contact field agents."
          action={
            <Button component={Link} to="/pricing">
              Compare packages
            </Button>
          }
        />
      ) : (
        <PlanList entries={plan.data} canManage={canManageBilling(viewer?.company?.role)} />
      )}
    </Stack>
  );
}

export function PackagesPage() {
  usePageTitle('Packages');
  const viewer = useViewer();
  return (
    <RequireCompany reason="Packages are for company accounts that post jobs.">
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1} fz={28}>
              Packages
            </Title>
            <Group gap="sm">
              {canManageBilling(viewer?.company?.role) && (
                <>
                  <Button component={Link} to="/billing/invoices" variant="subtle">
                    Invoices
                  </Button>
                  <PortalButton />
                </>
              )}
              <Button component={Link} to="/pricing">
                Buy more
              </Button>
            </Group>
          </Group>
          {viewer?.company && !canManageBilling(viewer.company.role) && (
            <Text size="sm" c="dimmed">
              {`Invoices and the billing portal of ${viewer.company.name} are for its owner and admins.`}
            </Text>
          )}
          <Packages />
        </Stack>
      </Container>
    </RequireCompany>
  );
}
