import { IconBriefcase } from '@tabler/icons-react';
import type { Job } from '@fieldhire/contract/jobs';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { JobCard } from '../../../components/job-card';
import { SiteLink } from '../../../components/site-link';
import { Stack } from '../../../components/ui/layout';
import { Skeleton } from '../../../components/ui/surfaces';
import { Anchor, Title } from '../../../components/ui/text';
import { errorMessage } from '../../../lib/error-message';
import { useJobSearch } from '../api/jobs-api';
import { paramsFromFilter, similarJobsFilter } from '../job-filter-params';

const SHOWN = 5;

/** Open jobs of the same type within 50 miles of a job that is no longer open, nearest first. */
export function SimilarJobs({ job }: { job: Job }) {
  const filter = similarJobsFilter(job);
  const search = useJobSearch(filter);
  const others = (search.data?.results ?? []).filter((other) => other.id !== job.id);
  const more = `/jobs?${paramsFromFilter({ ...filter, jobType: [] }).toString()}`;

  return (
    <Stack gap="sm" component="section" aria-labelledby="similar-jobs">
      <Title order={2} fz="lg" id="similar-jobs">
        Similar open jobs nearby
      </Title>
      {search.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading similar jobs">
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      ) : search.isError ? (
        <ErrorState
          message={errorMessage(search.error)}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      ) : others.length === 0 ? (
        <EmptyState
          icon={<IconBriefcase size={24} />}
          title={`No open ${job.job_type.name.toLowerCase()} jobs near ${job.city} right now`}
          description="Widen the search to see other kinds of work in the area."
          action={
            <Anchor component={SiteLink} to={more}>
              All jobs near {job.city}
            </Anchor>
          }
        />
      ) : (
        <>
          {others.slice(0, SHOWN).map((other) => (
            <JobCard key={other.id} job={other} />
          ))}
          <Anchor component={SiteLink} to={more}>
            All jobs near {job.city}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
