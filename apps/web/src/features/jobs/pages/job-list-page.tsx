import { IconBriefcaseOff, IconBuilding, IconMapPinOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { COUNT_CAP } from '@fieldhire/contract/constants';
import { DirectoryLayout } from '../../../components/directory-layout';
import { EmptyState } from '../../../components/empty-state';
import { JobCard } from '../../../components/job-card';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/inputs';
import { Group, Stack } from '../../../components/ui/layout';
import { Paper, Skeleton } from '../../../components/ui/surfaces';
import { Anchor, Text } from '../../../components/ui/text';
import { useCompany } from '../../../lib/company-query';
import { companyPath } from '@fieldhire/contract/company-path';
import { locationError } from '../../../lib/location-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJobSearch } from '../api/jobs-api';
import { JobBookmark } from '../components/job-bookmark';
import { JobFilters } from '../components/job-filters';
import { SaveSearchButton } from '../components/save-search-button';
import {
  filterFromParams,
  PAGE_SIZE,
  paramsFromFilter,
  placeOf,
  type JobFilterState,
} from '../job-filter-params';
import { plural } from '../../../lib/plural';
import { groupDigits } from '@fieldhire/contract/group-digits';

const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'relevance', label: 'Most relevant' },
  { value: 'salary_desc', label: 'Highest pay' },
  { value: 'salary_asc', label: 'Lowest pay' },
  { value: 'distance', label: 'Nearest' },
];

export function resultCount(count: number, capped: boolean) {
  if (capped) return `${groupDigits(COUNT_CAP)}+ jobs`;
  return plural(count, 'job');
}

/** The same search without its location, shown while the typed location cannot be found. */
function withoutLocation(filter: JobFilterState): JobFilterState {
  return {
    ...filter,
    location: '',
    location_city_zip: '',
    sort: filter.sort === 'distance' ? 'newest' : filter.sort,
  };
}

export function JobListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromParams(searchParams);
  const located = useJobSearch(filter);
  const unknownPlace = locationError(located.error);
  const unlocated = useJobSearch(withoutLocation(filter), unknownPlace !== null);
  // While the location cannot be found, the page shows the search without it, and says so.
  const search = unknownPlace ? unlocated : located;
  const setFilter = (next: JobFilterState) => setSearchParams(paramsFromFilter(next));
  const companyId = filter.company ? Number(filter.company) : null;
  const company = useCompany(companyId);
  const companyName =
    company.data?.name ?? (company.isError ? 'an unknown company' : 'one company');
  usePageTitle(companyId === null ? 'Find field-service jobs' : `Jobs at ${companyName}`);

  const filters = (
    <JobFilters
      key={searchParams.toString()}
      filter={filter}
      facets={search.data?.facets}
      onChange={setFilter}
      locationError={unknownPlace}
    />
  );
  const sorts = SORTS.filter(
    (sort) =>
      (sort.value !== 'relevance' || filter.keyword) &&
      (sort.value !== 'distance' || placeOf(filter)),
  );
  const pages = search.data ? Math.ceil(search.data.count / PAGE_SIZE) : 0;

  return (
    <DirectoryLayout
      filters={filters}
      title={companyId === null ? 'Field-service jobs' : `Jobs at ${companyName}`}
      count={
        search.data
          ? resultCount(search.data.count, search.data.count_capped) +
            (unknownPlace ? ' without the location' : '')
          : search.isError
            ? 'No results'
            : 'Searching…'
      }
      actions={
        <NativeSelect
          label="Sort by"
          w={170}
          data={sorts}
          value={sorts.some((sort) => sort.value === filter.sort) ? filter.sort : 'newest'}
          onChange={(event) => setFilter({ ...filter, sort: event.currentTarget.value, page: 0 })}
        />
      }
      query={search}
      pages={pages}
      page={filter.page + 1}
      onPageChange={(page) => setFilter({ ...filter, page: page - 1 })}
    >
      {!unknownPlace && (
        <Group>
          <SaveSearchButton query={searchParams} />
        </Group>
      )}
      {companyId !== null && (
        <Paper p="sm" role="status" aria-label="Company filter">
          <Group justify="space-between" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <IconBuilding size={18} aria-hidden />
              <Text size="sm">
                Only jobs posted by{' '}
                {company.data ? (
                  <Anchor component={Link} to={companyPath(companyId)} fw={600}>
                    {company.data.name}
                  </Anchor>
                ) : (
                  companyName
                )}
              </Text>
            </Group>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setFilter({ ...filter, company: '', page: 0 })}
            >
              Show jobs from every company
            </Button>
          </Group>
        </Paper>
      )}
      {unknownPlace && (
        <Paper p="sm" role="alert" aria-label="Location not found">
          <Group justify="space-between" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <IconMapPinOff size={18} aria-hidden />
              <Text size="sm">
                {unknownPlace} Enter a city, &ldquo;City, ST&rdquo; or a 5-digit ZIP code. Showing
                jobs from every location.
              </Text>
            </Group>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setFilter({ ...withoutLocation(filter), page: 0 })}
            >
              Clear the location
            </Button>
          </Group>
        </Paper>
      )}
      {search.isPending && search.fetchStatus !== 'idle' && (
        <Stack gap="md" aria-busy="true" aria-label="Loading jobs">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={124} />
          ))}
        </Stack>
      )}
      {search.data && search.data.results.length === 0 && (
        <EmptyState
          icon={<IconBriefcaseOff size={24} />}
          title="No jobs match this search"
          description="Try a wider distance, fewer filters or another keyword."
          action={
            <Button
              variant="light"
              onClick={() => setFilter({ ...filterFromParams(new URLSearchParams()) })}
            >
              Clear all filters
            </Button>
          }
        />
      )}
      {search.data && search.data.results.length > 0 && (
        <Stack gap="md" style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
          {search.data.results.map((job) => (
            <JobCard key={job.id} job={job} action={<JobBookmark job={job} />} />
          ))}
        </Stack>
      )}
    </DirectoryLayout>
  );
}
