import type { WorkSpending as Spending } from '@fieldhire/contract/payments';
import { Anchor, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ExportCsvLink } from '../../../components/export-csv-link';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { useWorkSpending } from '../api/billing-api';

interface SpendingRow {
  key: number;
  name: ReactNode;
  work_orders: number;
  pay_cents: number;
  fee_cents: number;
}

function SpendingTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: SpendingRow[];
}) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption style={{ textAlign: 'left' }}>
          <Title order={3} fz="md">
            {caption}
          </Title>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            <Table.Th ta="right">Work orders</Table.Th>
            <Table.Th ta="right">Agent pay</Table.Th>
            <Table.Th ta="right">Fees</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{row.work_orders}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.pay_cents)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.fee_cents)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.pay_cents + row.fee_cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SpendingTables({ spending }: { spending: Spending }) {
  return (
    <Stack gap="lg">
      <Text>
        Approved work has cost {formatMoney(spending.total_cents)} in all, agent pay and fees
        together.
      </Text>
      <SpendingTable
        caption="By job"
        first="Job"
        rows={spending.by_job.map((row) => ({
          ...row,
          key: row.job_id,
          name: (
            <Anchor component={Link} to={`/employer/jobs/${row.job_id}`} size="sm">
              {row.title}
            </Anchor>
          ),
        }))}
      />
      <SpendingTable
        caption="By agent"
        first="Agent"
        rows={spending.by_agent.map((row) => ({
          ...row,
          key: row.agent_id,
          name: row.username ? (
            <Anchor component={Link} to={`/candidates/${row.username}`} size="sm">
              {row.name}
            </Anchor>
          ) : (
            row.name
          ),
        }))}
      />
    </Stack>
  );
}

/** What approved work orders cost the company, per job and per agent. */
export function WorkSpendingSection() {
  const spending = useWorkSpending();
  return (
    <Stack gap="sm" component="section" aria-labelledby="work-spending">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="work-spending">
          Spending on work orders
        </Title>
        <ExportCsvLink kind="payments" />
      </Group>
      {spending.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : spending.isError ? (
        <ErrorState
          message={errorMessage(spending.error)}
          onRetry={() => void spending.refetch()}
          retrying={spending.isFetching}
        />
      ) : spending.data.by_job.length === 0 ? (
        <EmptyState
          icon={<IconReceipt size={24} />}
          title="No approved work yet"
          description="When you approve a work order, what it cost shows here, per job and per agent."
        />
      ) : (
        <SpendingTables spending={spending.data} />
      )}
    </Stack>
  );
}
