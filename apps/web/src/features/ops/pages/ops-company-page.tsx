import { Badge, Card, Group, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LabeledFact } from '../../../components/labeled-fact';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpsCompany } from '../api/ops-api';
import { AuditList } from '../components/audit-list';
import { OpsJobsTable } from '../components/ops-jobs-table';
import { RecordSection } from '../components/record-section';
import { RecordState } from '../components/record-state';

export function OpsCompanyPage() {
  const id = Number(useParams().id);
  const company = useOpsCompany(id);
  usePageTitle(company.data ? `Ops · ${company.data.name}` : 'Ops · Company');
  return (
    <RecordState query={company}>
      {(record) => (
        <Stack gap="lg">
          <Group gap="sm">
            <Title order={1} size="h2">
              {record.name}
            </Title>
            {record.open_reports > 0 && (
              <Badge color="orange" variant="light">
                {record.open_reports} open reports
              </Badge>
            )}
          </Group>
          <Card withBorder radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <LabeledFact label="Company id">{String(record.id)}</LabeledFact>
              <LabeledFact label="Email">{record.email ?? '—'}</LabeledFact>
              <LabeledFact label="Where">
                {record.city ? `${record.city}, ${record.state ?? ''}` : '—'}
              </LabeledFact>
              <LabeledFact label="Since">
                {new Date(record.created_at).toLocaleDateString('en-US')}
              </LabeledFact>
            </SimpleGrid>
          </Card>
          <RecordSection title="Team">
            <Table.ScrollContainer minWidth={480}>
              <Table fz="sm" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Member</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Role</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {record.members.map((member) => (
                    <Table.Tr key={member.id}>
                      <Table.Td>
                        <Link to={`/ops/users/${member.id}`}>{member.name}</Link>{' '}
                        {member.suspension && <Badge color="red">Suspended</Badge>}
                      </Table.Td>
                      <Table.Td>{member.email}</Table.Td>
                      <Table.Td>{member.role}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </RecordSection>
          <RecordSection title="Jobs">
            <OpsJobsTable jobs={record.jobs} />
          </RecordSection>
          <RecordSection title="Operator actions">
            <AuditList entries={record.audit} showTarget={false} />
          </RecordSection>
        </Stack>
      )}
    </RecordState>
  );
}
