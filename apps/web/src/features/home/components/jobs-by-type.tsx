import { IconBriefcase } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { JobCard } from '../../../components/job-card';
import { Button } from '../../../components/ui/button';
import { Stack } from '../../../components/ui/layout';
import { SimpleGrid, Skeleton } from '../../../components/ui/surfaces';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/error-message';
import { JOBS_PER_TYPE, popularJobTypes, useHomeInfo, useJobsByType } from '../api/home-api';
import { plural } from '../../../lib/plural';

/** One row of tabs that scrolls sideways when the types do not fit. */
const LIST_STYLE: CSSProperties = { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin' };
const TAB_STYLE: CSSProperties = { flexShrink: 0 };
const PANEL_STYLE: CSSProperties = { paddingTop: 'var(--mantine-spacing-lg)' };

function TypeJobs({ jobTypeId, name }: { jobTypeId: number; name: string }) {
  const row = useJobsByType(jobTypeId, JOBS_PER_TYPE);
  if (row.isPending) {
    return (
      <SimpleGrid cols={1} mdCols={2} aria-busy="true" aria-label={`Loading ${name} jobs`}>
        {Array.from({ length: JOBS_PER_TYPE }, (_, index) => (
          <Skeleton key={index} height={132} />
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
      <SimpleGrid cols={1} mdCols={2} spacing="md">
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
  if (home.isPending) return <Skeleton height={320} aria-label="Loading job types" />;
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
  const nameOf = new Map(popular.map((jobType) => [String(jobType.id), jobType.name]));
  return (
    <Tabs
      label="Job types"
      tabs={popular.map((jobType) => ({ value: String(jobType.id), label: jobType.name }))}
      value={active}
      onChange={setChosen}
      listStyle={LIST_STYLE}
      tabStyle={TAB_STYLE}
      panelStyle={PANEL_STYLE}
    >
      {(value) => <TypeJobs jobTypeId={Number(value)} name={nameOf.get(value)!} />}
    </Tabs>
  );
}
