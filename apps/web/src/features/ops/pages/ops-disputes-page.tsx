import { DISPUTE_OUTCOME_LABELS, DISPUTE_REASONS } from '@fieldhire/contract/disputes';
import { Anchor, Badge, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { formatMoney } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpsDisputes } from '../api/disputes-api';
import { opsTime } from '../components/ops-time';
import { RecordState } from '../components/record-state';

/** Open disputes, oldest first (the queue), or settled ones. */
export function OpsDisputesPage() {
  usePageTitle('Disputes');
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const query = useOpsDisputes(status);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Disputes
      </Title>
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as 'open' | 'resolved')}
        data={[
          { value: 'open', label: 'Open' },
          { value: 'resolved', label: 'Settled' },
        ]}
        aria-label="Which disputes"
        w="fit-content"
      />
      <RecordState query={query}>
        {({ results }) =>
          results.length === 0 ? (
            <EmptyState
              icon={<IconScale size={28} aria-hidden />}
              title={status === 'open' ? 'No open disputes' : 'No settled disputes yet'}
              description={status === 'open' ? 'Nothing waits for a decision.' : undefined}
            />
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Work order</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>Opened by</Table.Th>
                    <Table.Th>Pay</Table.Th>
                    <Table.Th>{status === 'open' ? 'Opened' : 'Outcome'}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {results.map((dispute) => (
                    <Table.Tr key={dispute.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/ops/disputes/${dispute.id}`} fw={600}>
                          {dispute.work_order.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          #{dispute.work_order.id} · {dispute.company.name} · {dispute.agent.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>{DISPUTE_REASONS[dispute.reason]}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" tt="none">
                          {dispute.opened_by}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatMoney(dispute.pay_cents)}</Table.Td>
                      <Table.Td>
                        {dispute.outcome
                          ? DISPUTE_OUTCOME_LABELS[dispute.outcome]
                          : opsTime(dispute.opened_at)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </RecordState>
    </Stack>
  );
}
