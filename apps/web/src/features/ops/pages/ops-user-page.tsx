import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpsUser, useSuspend, useUnsuspend } from '../api/ops-api';
import { AuditList } from '../components/audit-list';
import { OpsJobsTable } from '../components/ops-jobs-table';
import { ReasonAction } from '../components/reason-action';
import { OpsWorkOrdersTable } from '../components/ops-work-orders-table';
import { RecordSection } from '../components/record-section';
import { RecordState } from '../components/record-state';
import { LabeledFact } from '../../../components/labeled-fact';

export function OpsUserPage() {
  const id = Number(useParams().id);
  const user = useOpsUser(id);
  const suspend = useSuspend();
  const unsuspend = useUnsuspend();
  usePageTitle(user.data ? `Ops · ${user.data.name}` : 'Ops · Account');
  return (
    <RecordState query={user}>
      {(record) => (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {record.name}
              </Title>
              <Group gap="xs">
                <Badge variant="light">
                  {record.role === 'candidate' ? 'Field agent' : 'Company member'}
                </Badge>
                {record.suspension ? (
                  <Badge color="red">Suspended</Badge>
                ) : (
                  <Badge color="teal">Active</Badge>
                )}
                {record.open_reports > 0 && (
                  <Badge color="orange" variant="light">
                    {record.open_reports} open reports
                  </Badge>
                )}
              </Group>
            </Stack>
            {record.suspension ? (
              <ReasonAction
                label="End suspension"
                title={`End the suspension of ${record.name}?`}
                id={record.id}
                action={unsuspend}
                done={`${record.name} can sign in again.`}
                color="teal"
              >
                They can sign in again, their open jobs return to the job list and payouts resume.
                They are emailed.
              </ReasonAction>
            ) : (
              <ReasonAction
                label="Suspend"
                title={`Suspend ${record.name}?`}
                id={record.id}
                action={suspend}
                done={`${record.name} is suspended.`}
                color="red"
              >
                Their sessions end at once, their jobs leave the job list and their payouts wait
                until the suspension ends. They are emailed the reason you give.
              </ReasonAction>
            )}
          </Group>
          {record.suspension && (
            <Alert color="red" variant="light" title="Suspended">
              Since {new Date(record.suspension.at).toLocaleString('en-US')}:{' '}
              {record.suspension.reason}
            </Alert>
          )}
          <Card withBorder radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <LabeledFact label="Email">{`${record.email}${record.email_verified ? ' (verified)' : ''}`}</LabeledFact>
              <LabeledFact label="Username">{record.username}</LabeledFact>
              <LabeledFact label="Account id">{String(record.id)}</LabeledFact>
              <LabeledFact label="Joined">
                {new Date(record.created_at).toLocaleDateString('en-US')}
              </LabeledFact>
              <LabeledFact label="Last sign-in">
                {record.last_login_at
                  ? new Date(record.last_login_at).toLocaleString('en-US')
                  : 'Never'}
              </LabeledFact>
              {record.role === 'candidate' && (
                <LabeledFact label="Balance">{`${formatMoney(record.balance_cents.available)} available · ${formatMoney(record.balance_cents.paid_out)} paid out`}</LabeledFact>
              )}
            </SimpleGrid>
          </Card>
          {record.companies.length > 0 && (
            <RecordSection title="Companies">
              {record.companies.map((company) => (
                <Text key={company.id} size="sm">
                  <Link to={`/ops/companies/${company.id}`}>{company.name}</Link> · {company.role}
                </Text>
              ))}
            </RecordSection>
          )}
          {record.role === 'employer' && (
            <RecordSection title="Jobs it answers for">
              <OpsJobsTable jobs={record.jobs} />
            </RecordSection>
          )}
          {record.role === 'candidate' && (
            <RecordSection title="Work orders">
              <OpsWorkOrdersTable
                rows={record.work_orders}
                column="Job"
                cell={(order) => order.job_title}
              />
            </RecordSection>
          )}
          <RecordSection title="Operator actions">
            <AuditList entries={record.audit} showTarget={false} />
          </RecordSection>
        </Stack>
      )}
    </RecordState>
  );
}
