import {
  Alert,
  Box,
  Button,
  Container,
  Drawer,
  Grid,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconBriefcaseOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { COUNT_CAP } from '@fieldhire/contract/jobs';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { JobCard } from '../../../components/job-card';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJobSearch } from '../api/jobs-api';
import { JobBookmark } from '../components/job-bookmark';
import { JobFilters } from '../components/job-filters';
import {
  filterFromParams,
  PAGE_SIZE,
  paramsFromFilter,
  type JobFilterState,
} from '../job-filter-params';

const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'relevance', label: 'Most relevant' },
  { value: 'salary_desc', label: 'Highest pay' },
  { value: 'salary_asc', label: 'Lowest pay' },
  { value: 'distance', label: 'Nearest' },
];

export function resultCount(count: number, capped: boolean) {
  if (capped) return `${COUNT_CAP.toLocaleString('en-US')}+ jobs`;
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'job' : 'jobs'}`;
}

export function JobListPage() {
  usePageTitle('Find field-service jobs');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromParams(searchParams);
  const search = useJobSearch(filter);
  const [filtersOpen, filtersDrawer] = useDisclosure(false);
  const setFilter = (next: JobFilterState) => setSearchParams(paramsFromFilter(next));
  const badInput = search.error instanceof ApiRequestError && search.error.status === 400;

  const filters = (
    <JobFilters
      key={searchParams.toString()}
      filter={filter}
      facets={search.data?.facets}
      onChange={setFilter}
    />
  );
  const sorts = SORTS.filter(
    (sort) =>
      (sort.value !== 'relevance' || filter.keyword) &&
      (sort.value !== 'distance' || filter.location),
  );
  const pages = search.data ? Math.ceil(search.data.count / PAGE_SIZE) : 0;

  return (
    <Container size="lg" py="xl">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          {filters}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Box>
                <Title order={1} fz={28}>
                  Field-service jobs
                </Title>
                <Text c="dimmed" aria-live="polite">
                  {search.data
                    ? resultCount(search.data.count, search.data.count_capped)
                    : 'Searching…'}
                </Text>
              </Box>
              <Group gap="sm">
                <Button
                  hiddenFrom="md"
                  variant="default"
                  leftSection={<IconAdjustments size={16} aria-hidden />}
                  onClick={filtersDrawer.open}
                >
                  Filters
                </Button>
                <Select
                  label="Sort by"
                  w={170}
                  data={sorts}
                  value={sorts.some((sort) => sort.value === filter.sort) ? filter.sort : 'newest'}
                  onChange={(value) => setFilter({ ...filter, sort: value ?? 'newest', page: 0 })}
                  allowDeselect={false}
                />
              </Group>
            </Group>

            {badInput && (
              <Alert color="red" variant="light" role="alert" title="Check your search">
                {errorMessage(search.error)}
              </Alert>
            )}
            {search.isError && !badInput && (
              <ErrorState
                message={errorMessage(search.error)}
                onRetry={() => void search.refetch()}
                retrying={search.isFetching}
              />
            )}
            {search.isPending && (
              <Stack gap="md" aria-busy="true" aria-label="Loading jobs">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} height={124} radius="md" />
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
            {pages > 1 && (
              <Group justify="center" mt="md">
                <Pagination
                  total={pages}
                  value={filter.page + 1}
                  onChange={(page) => {
                    setFilter({ ...filter, page: page - 1 });
                    window.scrollTo({ top: 0 });
                  }}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Drawer opened={filtersOpen} onClose={filtersDrawer.close} title="Filters" position="left">
        {filters}
      </Drawer>
    </Container>
  );
}
