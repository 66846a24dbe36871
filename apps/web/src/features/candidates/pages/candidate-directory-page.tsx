import type { CANDIDATE_SORTS } from '@fieldhire/contract/candidates';
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
import { IconAdjustments, IconUserSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCandidateDirectory } from '../api/candidates-api';
import {
  candidateFilterFromParams,
  DEFAULT_CANDIDATE_FILTER,
  PAGE_SIZE,
  paramsFromCandidateFilter,
  type CandidateFilterState,
} from '../candidate-filter-params';
import { agentCount } from '../candidate-labels';
import { CandidateCard } from '../components/candidate-card';
import { CandidateFilters } from '../components/candidate-filters';
import { InviteToJob } from '../components/invite-to-job';

const SORTS: { value: (typeof CANDIDATE_SORTS)[number]; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'name', label: 'Name' },
  { value: 'distance', label: 'Nearest' },
];

export function CandidateDirectoryPage() {
  usePageTitle('Field agents');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = candidateFilterFromParams(searchParams);
  const directory = useCandidateDirectory(filter);
  const [filtersOpen, filtersDrawer] = useDisclosure(false);
  const setFilter = (next: CandidateFilterState) =>
    setSearchParams(paramsFromCandidateFilter(next));
  const badInput = directory.error instanceof ApiRequestError && directory.error.status === 400;
  const sorts = SORTS.filter((sort) => sort.value !== 'distance' || filter.location);
  const pages = directory.data ? Math.ceil(directory.data.count / PAGE_SIZE) : 0;

  const filters = (
    <CandidateFilters key={searchParams.toString()} filter={filter} onChange={setFilter} />
  );

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
                  Field agents
                </Title>
                <Text c="dimmed" aria-live="polite">
                  {directory.data ? agentCount(directory.data.count) : 'Searching…'}
                </Text>
              </Box>
              <Group gap="sm" align="flex-end">
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
                  w={150}
                  data={sorts}
                  value={sorts.some((sort) => sort.value === filter.sort) ? filter.sort : 'newest'}
                  onChange={(value) => setFilter({ ...filter, sort: value ?? 'newest', page: 0 })}
                  allowDeselect={false}
                />
              </Group>
            </Group>

            {badInput && (
              <Alert color="red" variant="light" role="alert" title="Check your search">
                {errorMessage(directory.error)}
              </Alert>
            )}
            {directory.isError && !badInput && (
              <ErrorState
                message={errorMessage(directory.error)}
                onRetry={() => void directory.refetch()}
                retrying={directory.isFetching}
              />
            )}
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
