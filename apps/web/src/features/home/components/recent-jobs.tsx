import { IconBriefcase } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { JobCard } from '../../../components/job-card';
import { Button } from '../../../components/ui/button';
import { SimpleGrid, Skeleton } from '../../../components/ui/surfaces';
import { errorMessage } from '../../../lib/error-message';
import { useHomeInfo } from '../api/home-api';
import { plural } from '../../../lib/plural';

export function RecentJobs() {
  const home = useHomeInfo();
  if (home.isPending) {
    return (
      <SimpleGrid cols={1} mdCols={2} aria-busy="true" aria-label="Loading recent jobs">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={132} />
        ))}
      </SimpleGrid>
    );
  }
  if (home.isError) {
    return <ErrorState message={errorMessage(home.error)} onRetry={() => void home.refetch()} />;
  }
  if (home.data.recent_jobs.length === 0) {
    return (
      <EmptyState
        icon={<IconBriefcase size={24} />}
        title="No open jobs right now"
        description="New field work is posted every day; check back soon."
      />
    );
  }
  return (
    <>
      <SimpleGrid cols={1} mdCols={2} spacing="md">
        {home.data.recent_jobs.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </SimpleGrid>
      <Button component={Link} to="/jobs" variant="light" style={{ alignSelf: 'center' }}>
        See all {plural(home.data.counts.jobs, 'job')}
      </Button>
    </>
  );
}
