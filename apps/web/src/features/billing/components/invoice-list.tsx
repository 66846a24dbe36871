import { Button, Skeleton } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { useInvoices } from '../api/billing-api';
import { InvoiceTable } from './invoice-table';

export function InvoiceList() {
  const invoices = useInvoices();
  if (invoices.isPending) return <Skeleton height={200} radius="md" />;
  if (invoices.isError)
    return (
      <ErrorState message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} />
    );
  if (invoices.data.length === 0)
    return (
      <EmptyState
        order={2}
        icon={<IconReceipt size={24} />}
        title="No invoices yet"
        description="Every package you buy comes with an invoice you can print or save as PDF."
        action={
          <Button component={Link} to="/pricing">
            Compare packages
          </Button>
        }
      />
    );
  return <InvoiceTable invoices={invoices.data} caption="Invoices, newest first" />;
}
