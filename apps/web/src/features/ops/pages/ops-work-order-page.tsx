import { DISPUTE_OUTCOME_LABELS } from '@fieldhire/contract/disputes';
import { Badge, Card, Code, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LabeledFact } from '../../../components/labeled-fact';
import { formatMoney } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpsWorkOrder } from '../api/ops-api';
import { AuditList } from '../components/audit-list';
import { RecordSection } from '../components/record-section';
import { RecordState } from '../components/record-state';
import { opsTime } from '../components/ops-time';

export function OpsWorkOrderPage() {
  const id = Number(useParams().id);
  const order = useOpsWorkOrder(id);
  usePageTitle(`Ops · Work order ${id}`);
  return (
    <RecordState query={order}>
      {(record) => (
        <Stack gap="lg">
          <Group gap="sm">
            <Title order={1} size="h2">
              Work order {record.id}
            </Title>
            <Badge variant="light">{record.status}</Badge>
          </Group>
          <Card withBorder radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <LabeledFact label="Job">
                <Link to={`/ops/jobs/${record.job.id}`}>{record.job.title}</Link>
              </LabeledFact>
              <LabeledFact label="Company">
                <Link to={`/ops/companies/${record.company.id}`}>{record.company.name}</Link>
              </LabeledFact>
              <LabeledFact label="Agent">
                <Link to={`/ops/users/${record.agent.id}`}>{record.agent.name}</Link>
              </LabeledFact>
              <LabeledFact label="Pay up to">{`$${record.pay_max} per ${record.pay_unit}`}</LabeledFact>
              <LabeledFact label="Starts">{opsTime(record.start_at)}</LabeledFact>
              {record.dispute && (
                <LabeledFact label="Dispute">
                  <Link to={`/ops/disputes/${record.dispute.id}`}>
                    {record.dispute.outcome
                      ? `Settled: ${DISPUTE_OUTCOME_LABELS[record.dispute.outcome]}`
                      : 'Open'}
                  </Link>
                </LabeledFact>
              )}
            </SimpleGrid>
          </Card>
          <RecordSection title="Timeline">
            {record.timeline.length === 0 ? (
              <Text size="sm" c="dimmed">
                No steps yet.
              </Text>
            ) : (
              <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {record.timeline.map((step, i) => (
                  <Text key={i} component="li" size="sm">
                    <Code>{step.type}</Code> · {opsTime(step.at)}
                    {step.actor && ` · ${step.actor}`}
                    {step.note && ` · “${step.note}”`}
                  </Text>
                ))}
              </Stack>
            )}
          </RecordSection>
          <RecordSection title="Money">
            {record.money.length === 0 ? (
              <Text size="sm" c="dimmed">
                No money has moved for this work order.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table fz="sm" verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Transaction</Table.Th>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Account</Table.Th>
                      <Table.Th>Owner</Table.Th>
                      <Table.Th>Amount</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {record.money.flatMap((move) =>
                      move.entries.map((entry, i) => (
                        <Table.Tr key={`${move.id}-${i}`}>
                          <Table.Td>{i === 0 ? `${move.id} · ${move.kind}` : ''}</Table.Td>
                          <Table.Td>{i === 0 ? opsTime(move.at) : ''}</Table.Td>
                          <Table.Td>
                            <Code>{entry.account}</Code>
                          </Table.Td>
                          <Table.Td>{entry.owner_id}</Table.Td>
                          <Table.Td>{formatMoney(entry.amount_cents)}</Table.Td>
                        </Table.Tr>
                      )),
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </RecordSection>
          <RecordSection title="Operator actions">
            <AuditList entries={record.audit} showTarget={false} />
          </RecordSection>
        </Stack>
      )}
    </RecordState>
  );
}
