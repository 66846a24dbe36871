import {
  REPORT_OUTCOMES,
  REPORT_REASONS,
  SUSPENSION_REASON_MAX,
  type ReportedTarget,
  type ReportOutcome,
} from '@fieldhire/contract/operations';
import {
  Accordion,
  Alert,
  Badge,
  Blockquote,
  Button,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportedTarget, useReportQueue, useResolveReports } from '../api/ops-api';
import { recordPath } from '../components/record-path';

const OUTCOME_LABEL: Record<ReportOutcome, string> = {
  dismiss: 'Dismiss: within the rules',
  remove: 'Remove it',
  warn: 'Warn the account',
  suspend: 'Suspend the account',
};
const reasonLabel = (reason: string) =>
  REPORT_REASONS[reason as keyof typeof REPORT_REASONS] ?? reason;
const targetKey = (target: Pick<ReportedTarget, 'target_type' | 'target_id'>) =>
  `${target.target_type}-${target.target_id}`;

function ReportedTargetPanel({ target, open }: { target: ReportedTarget; open: boolean }) {
  const detail = useReportedTarget(target.target_type, target.target_id, open);
  const resolve = useResolveReports();
  const [outcome, setOutcome] = useState<ReportOutcome>('dismiss');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const removable = target.target_type === 'job' || target.target_type === 'message';
  const outcomes = REPORT_OUTCOMES.filter(
    (choice) =>
      (choice !== 'remove' || removable) &&
      (choice === 'dismiss' || choice === 'remove' || target.account_id !== null),
  );
  const path = recordPath(target.target_type, target.target_id);

  if (detail.isPending) return <PageLoader label="Loading the reports" />;
  if (detail.isError)
    return (
      <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
    );
  const apply = () =>
    resolve.mutate(
      { target_type: target.target_type, target_id: target.target_id, outcome, note: note.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({
            color: 'teal',
            message: 'Done. Each reporter is told the outcome.',
          });
        },
      },
    );
  return (
    <Stack gap="md">
      {path && (
        <Text size="sm">
          <Link to={path}>
            Open the {target.target_type === 'agent' ? 'account' : target.target_type}
          </Link>
          {target.account_id !== null && target.target_type !== 'agent' && (
            <>
              {' · '}
              <Link to={`/ops/users/${target.account_id}`}>the account behind it</Link>
            </>
          )}
        </Text>
      )}
      {detail.data.message_body !== null && (
        <Blockquote color="gray" p="sm">
          {detail.data.message_body}
        </Blockquote>
      )}
      <Stack gap="xs">
        {detail.data.reports.map((report) => (
          <Stack key={report.id} gap={0}>
            <Text size="sm" fw={600}>
              {reasonLabel(report.reason)} · {report.reporter.name} ({report.reporter.email})
            </Text>
            <Text size="sm" c="dimmed">
              {report.note || 'No note.'} · {new Date(report.at).toLocaleString('en-US')}
            </Text>
          </Stack>
        ))}
      </Stack>
      <Radio.Group
        label="Outcome"
        value={outcome}
        onChange={(value) => setOutcome(value as ReportOutcome)}
      >
        <Stack gap={6} mt={6}>
          {outcomes.map((choice) => (
            <Radio key={choice} value={choice} label={OUTCOME_LABEL[choice]} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label="Why"
        description="Kept in the audit log; a warned or suspended account is told it."
        autosize
        minRows={2}
        maxLength={SUSPENSION_REASON_MAX}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          disabled={note.trim().length === 0}
          color={outcome === 'dismiss' ? 'gray' : 'red'}
          onClick={() => {
            resolve.reset();
            setConfirming(true);
          }}
        >
          {OUTCOME_LABEL[outcome]}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={`${OUTCOME_LABEL[outcome]}?`}
        confirmLabel="Confirm"
        confirmColor={outcome === 'dismiss' ? undefined : 'red'}
        loading={resolve.isPending}
        onConfirm={apply}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          This closes {target.open_reports} open reports of “{target.label}”, and each reporter is
          emailed the outcome.
        </Text>
        {resolve.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(resolve.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

export function OpsReportsPage() {
  usePageTitle('Ops · Reports');
  const queue = useReportQueue();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Reports
      </Title>
      {queue.isPending && <PageLoader label="Loading the reports" />}
      {queue.isError && (
        <ErrorState message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />
      )}
      {queue.isSuccess && queue.data.results.length === 0 && (
        <EmptyState
          icon={<IconFlag size={28} aria-hidden />}
          title="No open reports"
          description="Reports from users show here, the most reported first."
        />
      )}
      {queue.isSuccess && queue.data.results.length > 0 && (
        <Accordion variant="separated" value={open} onChange={setOpen}>
          {queue.data.results.map((target) => (
            <Accordion.Item key={targetKey(target)} value={targetKey(target)}>
              <Accordion.Control>
                <Group gap="sm" wrap="wrap">
                  <Badge color="orange">{target.open_reports}</Badge>
                  <Badge variant="light">{target.target_type}</Badge>
                  <Text fw={600}>{target.label}</Text>
                  <Text size="sm" c="dimmed">
                    {target.reasons.map(reasonLabel).join(', ')}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {open === targetKey(target) && <ReportedTargetPanel target={target} open />}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
