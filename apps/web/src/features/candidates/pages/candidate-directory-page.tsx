import type { CANDIDATE_SORTS } from '@fieldhire/contract/candidates';
import { Button, Select, Skeleton, Stack } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DirectoryLayout } from '../../../components/directory-layout';
import { EmptyState } from '../../../components/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCandidateDirectory } from '../api/candidates-api';
import {
  candidateFilterFromParams,
  DEFAULT_CANDIDATE_FILTER,
  PAGE_SIZE,
  paramsFromCandidateFilter,
  sortsByDistanceWithoutLocation,
  type CandidateFilterState,
} from '../candidate-filter-params';
import { agentCount } from '../candidate-labels';
import { CandidateCard } from '../components/candidate-card';
import { CandidateFilters } from '../components/candidate-filters';
import { InviteToJob } from '../components/invite-to-job';
import { locationError } from '../../../lib/location-error';

const SORTS: { value: (typeof CANDIDATE_SORTS)[number]; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'name', label: 'Name' },
  { value: 'distance', label: 'Nearest' },
  { value: 'reliability', label: 'Most reliable' },
];

export function CandidateDirectoryPage() {
  usePageTitle('Field agents');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = candidateFilterFromParams(searchParams);
  const directory = useCandidateDirectory(filter);
  const setFilter = (next: CandidateFilterState) =>
    setSearchParams(paramsFromCandidateFilter(next));
  const sorts = SORTS.filter((sort) => sort.value !== 'distance' || filter.location);
  const nearestNeedsLocation = sortsByDistanceWithoutLocation(filter);
  const pages = directory.data ? Math.ceil(directory.data.count / PAGE_SIZE) : 0;

  const filters = (
    <CandidateFilters
      key={searchParams.toString()}
      filter={filter}
      onChange={setFilter}
      locationError={locationError(directory.error)}
    />
  );

  return (
    <DirectoryLayout
      filters={filters}
      title="Field agents"
      count={
        directory.data
          ? agentCount(directory.data.count)
          : directory.isError
            ? 'No results'
            : 'Searching…'
      }
      actions={
        <Select
          label="Sort by"
          w={nearestNeedsLocation ? 220 : 150}
          data={sorts}
          description={nearestNeedsLocation ? 'Nearest needs a location' : undefined}
          value={sorts.some((sort) => sort.value === filter.sort) ? filter.sort : 'newest'}
          onChange={(value) => setFilter({ ...filter, sort: value ?? 'newest', page: 0 })}
          allowDeselect={false}
        />
      }
      query={directory}
      pages={pages}
      page={filter.page + 1}
      onPageChange={(page) => setFilter({ ...filter, page: page - 1 })}
    >
      {directory.isPending && (
        <Stack gap="md" aria-busy="true" aria-label="Loading field agents">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={132} radius="md" />
          ))}
        </Stack>
      )}
      {directory.data && directory.data.results.length === 0 && (
        <EmptyState
          icon={<IconUserSearch size={24} />}
          title="No field agents match this search"
          description="Try a wider distance, fewer filters or another keyword."
          action={
            <Button variant="light" onClick={() => setFilter(DEFAULT_CANDIDATE_FILTER)}>
              Clear all filters
            </Button>
          }
        />
      )}
      {directory.data && directory.data.results.length > 0 && (
        <Stack gap="md" style={{ opacity: directory.isPlaceholderData ? 0.6 : 1 }}>
          {directory.data.results.map((candidate) => (
            <CandidateCard
              key={candidate.id}
              candidate={candidate}
              action={<InviteToJob candidate={candidate} size="xs" />}
            />
          ))}
        </Stack>
      )}
    </DirectoryLayout>
  );
}
