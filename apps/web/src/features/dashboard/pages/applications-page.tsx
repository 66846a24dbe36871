import type { MyApplication } from '@fieldhire/contract/jobs';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ConfirmWithdrawModal } from '../../../components/confirm-withdraw-modal';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { OpenWorkOrderButton } from '../../../components/open-work-order-button';
import { errorMessage } from '../../../lib/error-message';
import { relativeTime } from '../../../lib/relative-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useMyApplications, useWithdrawApplication } from '../api/dashboard-api';
import {
  APPLICATION_FILTERS,
  canWithdraw,
  matchesApplicationFilter,
  readApplicationFilter,
} from '../application-filter';
import { StatusBadge } from '../status-badge';
import classes from './applications-page.module.css';

/** Whether the application changed after it was sent, as a status move does. */
const changedSince = ({ created_at, updated_at }: MyApplication) =>
  Date.parse(updated_at) - Date.parse(created_at) >= 60_000;

export function ApplicationsPage() {
  usePageTitle('My applications');
  const viewer = useViewer();
  const applications = useMyApplications(viewer?.role === 'candidate');
  const withdraw = useWithdrawApplication();
  const [withdrawing, setWithdrawing] = useState<MyApplication | null>(null);
  const [params, setParams] = useSearchParams();
  const filter = readApplicationFilter(params.get('status'));
  if (!viewer) return <Navigate to="/login?next=/applications" replace />;
  const shown = applications.data?.filter((application) =>
    matchesApplicationFilter(application, filter),
  );

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.job.id, {
      onSuccess: () => notifications.show({ message: 'Application withdrawn.' }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      onSettled: () => setWithdrawing(null),
    });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz={28}>
            My applications
          </Title>
          <Select
            label="Status"
            w={200}
            data={APPLICATION_FILTERS}
            value={filter}
            allowDeselect={false}
            onChange={(value) =>
              setParams(value && value !== 'all' ? { status: value } : {}, { replace: true })
            }
          />
        </Group>
        {applications.isPending && <Skeleton height={160} radius="md" />}
        {applications.isError && (
          <ErrorState
            message={errorMessage(applications.error)}
            onRetry={() => void applications.refetch()}
          />
        )}
        {applications.data?.length === 0 && (
          <EmptyState
            icon={<IconFileText size={24} />}
            title="No applications yet"
            description="Apply to jobs near you and follow their status here."
            action={
              <Button component={Link} to="/jobs" variant="light">
                Find jobs
              </Button>
            }
          />
        )}
        {applications.data?.length !== 0 && shown?.length === 0 && (
          <EmptyState
            icon={<IconFileText size={24} />}
            title="No applications with this status"
            description="Choose another status to see your other applications."
            action={
              <Button variant="light" onClick={() => setParams({}, { replace: true })}>
                Show all
              </Button>
            }
          />
        )}
        {shown?.map((application) => (
          <Card
            key={application.id}
            withBorder
            radius="md"
            component="article"
            aria-label={application.job.title}
          >
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Anchor component={Link} to={`/jobs/${application.job.id}`} fw={600}>
                  {application.job.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {application.job.company.name} · {application.job.city}, {application.job.state}
                </Text>
                <Text size="xs" c="dimmed">
                  Applied {relativeTime(application.created_at)}
                  {changedSince(application) &&
                    ` · updated ${relativeTime(application.updated_at)}`}
                </Text>
              </Stack>
              <Stack gap="xs" className={classes.actions}>
                <StatusBadge status={application.status} />
                <OpenWorkOrderButton
                  application={application}
                  jobTitle={application.job.title}
                  size="xs"
                  variant="light"
                />
                {canWithdraw(application.status) && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Withdraw application to ${application.job.title}`}
                    onClick={() => setWithdrawing(application)}
                  >
                    Withdraw
                  </Button>
                )}
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
      <ConfirmWithdrawModal
        opened={withdrawing !== null}
        jobTitle={withdrawing?.job.title ?? ''}
        hired={withdrawing?.status === 'approved'}
        withdrawing={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onCancel={() => setWithdrawing(null)}
      />
    </Container>
  );
}
