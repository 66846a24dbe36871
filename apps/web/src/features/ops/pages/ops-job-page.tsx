import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LabeledFact } from '../../../components/labeled-fact';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpsJob, useRemoveJob, useRestoreJob } from '../api/ops-api';
import { AuditList } from '../components/audit-list';
import { HeldBadge } from '../components/ops-jobs-table';
import { ReasonAction } from '../components/reason-action';
import { OpsWorkOrdersTable } from '../components/ops-work-orders-table';
import { RecordSection } from '../components/record-section';
import { RecordState } from '../components/record-state';

export function OpsJobPage() {
  const id = Number(useParams().id);
  const job = useOpsJob(id);
  const remove = useRemoveJob();
  const restore = useRestoreJob();
  usePageTitle(job.data ? `Ops · ${job.data.title}` : 'Ops · Job');
  return (
    <RecordState query={job}>
      {(record) => (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {record.title}
              </Title>
              <Group gap="xs">
                <Badge variant="light">{record.status}</Badge>
                <HeldBadge reason={record.held_reason} />
                {record.open_reports > 0 && (
                  <Badge color="orange" variant="light">
                    {record.open_reports} open reports
                  </Badge>
                )}
              </Group>
            </Stack>
            {record.held_reason === 'removed' ? (
              <ReasonAction
                label="Put back"
                title={`Put “${record.title}” back?`}
                id={record.id}
                action={restore}
                done="The job is back."
                color="teal"
              >
                The job page returns, and the job is listed again while it is open and its account
                is not suspended.
              </ReasonAction>
            ) : (
              <ReasonAction
                label="Remove job"
                title={`Remove “${record.title}”?`}
                id={record.id}
                action={remove}
                done="The job is removed."
                color="red"
              >
                The job leaves the job list and its page is gone. Its company&apos;s owners and
                admins are emailed the reason you give.
              </ReasonAction>
            )}
          </Group>
          <Card withBorder radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <LabeledFact label="Company">
                <Link to={`/ops/companies/${record.company_id}`}>{record.company_name}</Link>
              </LabeledFact>
              <LabeledFact label="Posted by">
                {record.posted_by ? (
                  <Link to={`/ops/users/${record.posted_by.id}`}>{record.posted_by.name}</Link>
                ) : (
                  '—'
                )}
              </LabeledFact>
              <LabeledFact label="Where">
                {record.city}, {record.state}
              </LabeledFact>
              <LabeledFact label="Posted">
                {new Date(record.created_at).toLocaleDateString('en-US')}
              </LabeledFact>
              <LabeledFact label="Applications">{String(record.applications)}</LabeledFact>
              <LabeledFact label="Public page">
                <Anchor href={`/jobs/${record.id}`} target="_blank" rel="noreferrer">
                  /jobs/{record.id}
                </Anchor>
              </LabeledFact>
            </SimpleGrid>
          </Card>
          <RecordSection title="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {record.description}
            </Text>
          </RecordSection>
          <RecordSection title="Work orders">
            <OpsWorkOrdersTable
              rows={record.work_orders}
              column="Agent"
              cell={(order) => <Link to={`/ops/users/${order.agent_id}`}>{order.agent_name}</Link>}
            />
          </RecordSection>
          <RecordSection title="Operator actions">
            <AuditList entries={record.audit} showTarget={false} />
          </RecordSection>
        </Stack>
      )}
    </RecordState>
  );
}
