import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface WorkOrderRow {
  id: number;
  status: string;
  pay_max: number;
}

/** Work orders with one column of the caller's (the job, or the agent). */
export function OpsWorkOrdersTable<Row extends WorkOrderRow>({
  rows,
  column,
  cell,
}: {
  rows: Row[];
  column: string;
  cell: (row: Row) => ReactNode;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No work orders.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table fz="sm" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Work order</Table.Th>
            <Table.Th>{column}</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Pay up to</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Link to={`/ops/work-orders/${row.id}`}>{row.id}</Link>
              </Table.Td>
              <Table.Td>{cell(row)}</Table.Td>
              <Table.Td>{row.status}</Table.Td>
              <Table.Td>${row.pay_max}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
