import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { JobCard } from '../../../components/job-card';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { COMPANY_JOBS_SHOWN, useCompanyJobs } from '../api/companies-api';
import { groupDigits } from '@fieldhire/contract/group-digits';

export function CompanyJobs({
  companyId,
  companyName,
}: {
  companyId: number;
  companyName: string;
}) {
  const jobs = useCompanyJobs(companyId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="company-open-jobs">
      <Title order={2} fz="lg" id="company-open-jobs">
        Open jobs at {companyName}
      </Title>
      {jobs.isPending && <Skeleton height={132} radius="md" aria-label="Loading jobs" />}
      {jobs.isError && (
        <ErrorState message={errorMessage(jobs.error)} onRetry={() => void jobs.refetch()} />
      )}
      {jobs.isSuccess && jobs.data.results.length === 0 && (
        <Text c="dimmed">No open jobs right now.</Text>
      )}
      {jobs.isSuccess && jobs.data.results.map((job) => <JobCard key={job.id} job={job} />)}
      {jobs.isSuccess && jobs.data.count > COMPANY_JOBS_SHOWN && (
        <Text size="sm" c="dimmed">
          Showing the {COMPANY_JOBS_SHOWN} newest of {groupDigits(jobs.data.count)} open jobs.
        </Text>
      )}
    </Stack>
  );
}
