import type { Invoice } from '@fieldhire/contract/billing';
import { Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { invoicePath } from './invoice-path';
import { formatMoney } from '../../../lib/money';
import { formatDate } from './money';

export function InvoiceTable({ invoices, caption }: { invoices: Invoice[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" highlightOnHover withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Invoice</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Items</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <Text component={Link} to={invoicePath(invoice.id)} c="brand.8" fw={600} size="sm">
                  {invoice.number}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(invoice.created_at)}</Table.Td>
              <Table.Td>
                {invoice.lines.map((line) => `${line.name} × ${line.qty}`).join(', ')}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(invoice.amount_cents, invoice.currency)}</Table.Td>
              <Table.Td>
                <Badge color={invoice.status === 'paid' ? 'teal' : 'gray'} variant="light">
                  {invoice.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
