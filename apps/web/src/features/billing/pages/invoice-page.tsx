import { Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { StatusPage } from '../../../components/status-page';
import { Wordmark } from '../../../components/wordmark';
import { RequireCompany } from '../../../components/require-company';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { isInvoiceId, useInvoice } from '../api/billing-api';
import { BillingRecordsOnly } from '../components/billing-records-only';
import { formatMoney } from '../../../lib/money';
import { formatDate } from '../components/money';
import classes from './invoice-page.module.css';

function InvoiceNotFound() {
  usePageTitle('Invoice not found');
  return (
    <StatusPage
      eyebrow="404"
      title="Invoice not found"
      actions={
        <Button component={Link} to="/billing/invoices">
          All invoices
        </Button>
      }
    >
      There is no invoice of your company at this address. Your invoices are listed on the invoices
      page.
    </StatusPage>
  );
}

function InvoiceSheet({ id }: { id: number }) {
  const invoice = useInvoice(id);
  usePageTitle(invoice.data ? `Invoice ${invoice.data.number}` : 'Invoice');
  if (invoice.isPending) return <Skeleton height={480} radius="md" />;
  if (invoice.error instanceof ApiRequestError && [400, 404].includes(invoice.error.status))
    return <InvoiceNotFound />;
  if (invoice.isError)
    return (
      <ErrorState message={errorMessage(invoice.error)} onRetry={() => void invoice.refetch()} />
    );
  const data = invoice.data;
  const place = [data.company.city, data.company.state, data.company.zip]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="md">
      <Group justify="space-between" className={classes.noPrint}>
        <Button component={Link} to="/billing/invoices" variant="subtle">
          All invoices
        </Button>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </Group>
      <article className={classes.sheet} aria-labelledby="invoice-heading">
        <Stack gap="xl">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Wordmark />
              <Text size="sm" c="dimmed">
                Fieldhire · field-service jobs marketplace
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Title order={1} fz={24} id="invoice-heading">
                Invoice {data.number}
              </Title>
              <Text size="sm">Issued {formatDate(data.created_at)}</Text>
              <Badge color={data.status === 'paid' ? 'teal' : 'gray'} variant="light">
                {data.status}
              </Badge>
            </Stack>
          </Group>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Billed to
            </Text>
            <Text fw={600}>{data.company.name}</Text>
            {place && <Text size="sm">{place}</Text>}
            {data.company.email && <Text size="sm">{data.company.email}</Text>}
          </Stack>
          <table className={classes.lines}>
            <thead>
              <tr>
                <th scope="col">Package</th>
                <th scope="col">Quantity</th>
                <th scope="col" className={classes.amount}>
                  Unit price
                </th>
                <th scope="col" className={classes.amount}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line) => (
                <tr key={line.name}>
                  <td>
                    {line.name}
                    {line.interval === 'month' ? ' (monthly)' : ''}
                  </td>
                  <td>{line.qty}</td>
                  <td className={classes.amount}>
                    {formatMoney(line.unit_amount_cents, data.currency)}
                  </td>
                  <td className={classes.amount}>
                    {formatMoney(line.amount_cents, data.currency)}
                  </td>
                </tr>
              ))}
              <tr className={classes.total}>
                <td colSpan={3}>Total {data.status === 'paid' ? 'paid' : 'due'}</td>
                <td className={classes.amount}>{formatMoney(data.amount_cents, data.currency)}</td>
              </tr>
            </tbody>
          </table>
          {data.payment_method && (
            <Text size="sm" c="dimmed">
              Paid with {data.payment_method}.
            </Text>
          )}
        </Stack>
      </article>
    </Stack>
  );
}

export function InvoicePage() {
  const id = Number(useParams().id);
  return (
    <RequireCompany reason="Invoices are for company accounts that buy packages.">
      <BillingRecordsOnly>
        <Container size="md" py="xl">
          {isInvoiceId(id) ? <InvoiceSheet id={id} /> : <InvoiceNotFound />}
        </Container>
      </BillingRecordsOnly>
    </RequireCompany>
  );
}
