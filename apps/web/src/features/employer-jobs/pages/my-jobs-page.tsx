import { Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { relativeTime } from '../../../lib/relative-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCloseJob, useFeatureJob, useMyJobs } from '../api/employer-jobs-api';
import { EmployerOnly } from '../components/employer-only';
import { listingPeriod } from '../components/listing-period';
import { plural } from '../../../lib/plural';

function MyJobs() {
  const jobs = useMyJobs();
  const close = useCloseJob();
  const feature = useFeatureJob();
  const featureJob = (id: number) =>
    feature.mutate(id, {
      onSuccess: (job) =>
        notifications.show({ color: 'teal', message: `"${job.title}" is featured.` }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  if (jobs.isPending) return <Skeleton height={200} radius="md" />;
  if (jobs.isError)
    return <ErrorState message={errorMessage(jobs.error)} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.length === 0) {
    return (
      <EmptyState
        icon={<IconBriefcase size={24} />}
        title="No jobs yet"
        description="Post your first job; agents who cover the area can apply right away."
        action={
          <Button component={Link} to="/employer/jobs/new">
            Post a job
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm">
      {jobs.data.map((job) => {
        const total = Object.values(job.applicants_by_status).reduce((sum, n) => sum + n, 0);
        const period = listingPeriod(job);
        return (
          <Card key={job.id} withBorder radius="md" component="article" aria-label={job.title}>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Text
                  component={Link}
                  to={`/employer/jobs/${job.id}`}
                  fw={600}
                  c="brand.8"
                  style={{ textDecoration: 'none' }}
                >
                  {job.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {job.city}, {job.state} · posted {relativeTime(job.created_at)}
                  {period && ` · ${period}`}
                </Text>
                <Group gap="xs">
                  <Badge color={job.status === 'open' ? 'teal' : 'gray'} variant="light">
                    {job.status}
                  </Badge>
                  {job.featured && (
                    <Badge color="yellow" variant="light">
                      Featured
                    </Badge>
                  )}
                  <Text size="sm">
                    {plural(total, 'applicant')}
                    {job.applicants_by_status.shortlisted
                      ? ` · ${job.applicants_by_status.shortlisted} shortlisted`
                      : ''}
                  </Text>
                </Group>
              </Stack>
              <Group gap="xs">
                <Button component={Link} to={`/employer/jobs/${job.id}`} variant="light" size="xs">
                  Applicants
                </Button>
                <Button
                  component={Link}
                  to={`/employer/jobs/${job.id}/edit`}
                  variant="default"
                  size="xs"
                >
                  Edit
                </Button>
                {job.status === 'open' && !job.featured && (
                  <Button
                    variant="default"
                    size="xs"
                    loading={feature.isPending && feature.variables === job.id}
                    onClick={() => featureJob(job.id)}
                  >
                    Feature
                  </Button>
                )}
                {job.status === 'open' && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    loading={close.isPending && close.variables === job.id}
                    onClick={() => close.mutate(job.id)}
                  >
                    Close
                  </Button>
                )}
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

export function MyJobsPage() {
  usePageTitle('My jobs');
  return (
    <EmployerOnly>
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1} fz={28}>
              My jobs
            </Title>
            <Button
              component={Link}
              to="/employer/jobs/new"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Post a job
            </Button>
          </Group>
          <MyJobs />
        </Stack>
      </Container>
    </EmployerOnly>
  );
}
