import { Button, SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { JobCard } from '../../../components/job-card';
import { errorMessage } from '../../../lib/error-message';
import { JOBS_PER_TYPE, popularJobTypes, useHomeInfo, useJobsByType } from '../api/home-api';
import { plural } from '../../../lib/plural';

function TypeJobs({ jobTypeId, name }: { jobTypeId: number; name: string }) {
  const row = useJobsByType(jobTypeId, JOBS_PER_TYPE);
  if (row.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={`Loading ${name} jobs`}>
        {Array.from({ length: JOBS_PER_TYPE }, (_, index) => (
          <Skeleton key={index} height={132} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (row.isError) {
    return <ErrorState message={errorMessage(row.error)} onRetry={() => void row.refetch()} />;
  }
  const [entry] = row.data;
  if (!entry || entry.jobs.length === 0) {
    return (
      <EmptyState
        icon={<IconBriefcase size={24} />}
        title={`No open ${name} jobs right now`}
        description="New field work is posted every day; check back soon."
      />
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {entry.jobs.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </SimpleGrid>
      <Button
        component={Link}
        to={`/jobs?jobType=${jobTypeId}`}
        variant="light"
        style={{ alignSelf: 'center' }}
      >
        See all {plural(entry.count, `${name} job`)}
      </Button>
    </Stack>
  );
}

/** The newest jobs of the job types with the most open work, one tab per type. */
export function JobsByTypeRows() {
  const home = useHomeInfo();
  const [chosen, setChosen] = useState<string | null>(null);
  if (home.isPending) return <Skeleton height={320} radius="md" aria-label="Loading job types" />;
  if (home.isError) {
    return <ErrorState message={errorMessage(home.error)} onRetry={() => void home.refetch()} />;
  }
  const popular = popularJobTypes(home.data);
  if (popular.length === 0) {
    return (
      <EmptyState
        icon={<IconBriefcase size={24} />}
        title="No open jobs right now"
        description="New field work is posted every day; check back soon."
      />
    );
  }
  const active = chosen ?? String(popular[0]!.id);
  return (
    <Tabs value={active} onChange={setChosen} keepMounted={false}>
      <Tabs.List
        aria-label="Job types"
        style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin' }}
      >
        {popular.map((jobType) => (
          <Tabs.Tab key={jobType.id} value={String(jobType.id)} style={{ flexShrink: 0 }}>
            {jobType.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {popular.map((jobType) => (
        <Tabs.Panel key={jobType.id} value={String(jobType.id)} pt="lg">
          <TypeJobs jobTypeId={jobType.id} name={jobType.name} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
