import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RequireCompany } from '../../../components/require-company';
import { usePageTitle } from '../../../lib/use-page-title';
import { BillingRecordsOnly } from '../components/billing-records-only';
import { InvoiceList } from '../components/invoice-list';
import { WorkSpendingSection } from '../components/work-spending';

export function InvoicesPage() {
  usePageTitle('Invoices');
  return (
    <RequireCompany reason="Invoices are for company accounts that buy packages.">
      <BillingRecordsOnly>
        <Container size="lg" py="xl">
          <Stack gap="lg">
            <Group justify="space-between">
              <Title order={1} fz={28}>
                Invoices
              </Title>
              <Button component={Link} to="/billing/packages" variant="subtle">
                Packages
              </Button>
            </Group>
            <InvoiceList />
            <WorkSpendingSection />
          </Stack>
        </Container>
      </BillingRecordsOnly>
    </RequireCompany>
  );
}
