import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { JobCard } from '../../../components/job-card';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useSavedJobs } from '../api/jobs-api';
import { JobBookmark } from '../components/job-bookmark';

export function SavedJobsPage() {
  usePageTitle('Saved jobs');
  const viewer = useViewer();
  const saved = useSavedJobs(viewer !== null);
  if (!viewer) return <Navigate to="/login?next=/saved" replace />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} fz={28}>
          Saved jobs
        </Title>
        {saved.isPending && <Skeleton height={124} radius="md" />}
        {saved.isError && (
          <ErrorState message={errorMessage(saved.error)} onRetry={() => void saved.refetch()} />
        )}
        {saved.data?.length === 0 && (
          <EmptyState
            icon={<IconBookmark size={24} />}
            title="No saved jobs yet"
            description="Save jobs from the search to compare them here."
            action={
              <Button component={Link} to="/jobs" variant="light">
                Find jobs
              </Button>
            }
          />
        )}
        {saved.data && saved.data.length > 0 && (
          <>
            <Text c="dimmed">{saved.data.length} saved</Text>
            {saved.data.map((job) => (
              <JobCard key={job.id} job={job} action={<JobBookmark job={job} />} />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
