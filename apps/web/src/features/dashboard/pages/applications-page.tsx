import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { relativeTime } from '../../../lib/relative-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useMyApplications } from '../api/dashboard-api';
import { StatusBadge } from '../status-badge';

export function ApplicationsPage() {
  usePageTitle('My applications');
  const viewer = useViewer();
  const applications = useMyApplications(viewer?.role === 'candidate');
  if (!viewer) return <Navigate to="/login?next=/applications" replace />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} fz={28}>
          My applications
        </Title>
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
        {applications.data?.map((application) => (
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
                  Applied {relativeTime(application.created_at)} · updated{' '}
                  {relativeTime(application.updated_at)}
                </Text>
              </Stack>
              <StatusBadge status={application.status} />
            </Group>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
