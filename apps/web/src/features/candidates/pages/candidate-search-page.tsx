import {
  Button,
  Card,
  Container,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconUserSearch } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { AGENT_VERIFIED_OPTIONS } from '../../../components/verified-badges';
import { ErrorState } from '../../../components/error-state';
import { StateSelect } from '../../../components/state-select';
import { TownMultiSelect } from '../../../components/town-multi-select';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import type { TownRef } from '../../../lib/geo';
import { useReferenceOptions } from '../../../lib/reference-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCandidateSearch } from '../api/candidates-api';
import {
  ON_TIME_CHOICES,
  pickedTowns,
  type CandidateSearchLocationState,
  SEARCH_PAGE_SIZES,
  SORT_CHOICES,
  searchParamsFromState,
  searchStateFromParams,
  type CandidateSearchState,
} from '../../../lib/candidate-search-params';
import { agentCount } from '../candidate-labels';
import { CandidateCard } from '../components/candidate-card';
import { InviteToJob } from '../components/invite-to-job';

function CandidateSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const remembered = (location.state as CandidateSearchLocationState | null)?.townNames;
  const state = searchStateFromParams(searchParams);
  const jobTypes = useReferenceOptions('jobtype');
  const search = useCandidateSearch(state, true);
  const results = search.data?.results ?? [];
  const towns = pickedTowns(
    state.townFips,
    remembered,
    results.flatMap((candidate) => candidate.coverage_towns),
  );
  const highlight = new Set(state.townFips);
  const pages = search.data ? Math.max(1, Math.ceil(search.data.count / state.pageSize)) : 1;

  const go = (next: Partial<CandidateSearchState>, pickedNames?: TownRef[]) => {
    const names = { ...remembered };
    for (const town of pickedNames ?? []) names[town.fips] = town.name;
    setSearchParams(searchParamsFromState({ ...state, page: 1, ...next }), {
      state: { townNames: names } satisfies CandidateSearchLocationState,
    });
  };
  const toPage = (page: number) => {
    setSearchParams(searchParamsFromState({ ...state, page }), {
      state: location.state as CandidateSearchLocationState | null,
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          Find field agents
        </Title>
        <Text c="dimmed">
          Agents who cover the towns where your work is, and do the kind of work you need.
        </Text>
      </div>

      <Card withBorder radius="md" padding="lg" component="section" aria-label="Search">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <MultiSelect
            label="Job types"
            placeholder={state.jobTypes.length ? undefined : 'Any job type'}
            searchable
            clearable
            hidePickedOptions
            data={jobTypes.data ?? []}
            value={state.jobTypes}
            onChange={(value) => go({ jobTypes: value })}
          />
          <StateSelect
            label="State"
            clearable
            value={state.stateFips || null}
            onChange={(value) => go({ stateFips: value ?? '', townFips: [] })}
          />
          <TownMultiSelect
            key={state.stateFips}
            stateFips={state.stateFips || null}
            label="Towns"
            description={state.stateFips ? 'Leave empty to search the whole state' : undefined}
            value={towns}
            onChange={(picked) => go({ townFips: picked.map((town) => town.fips) }, picked)}
          />
        </SimpleGrid>
      </Card>

      <Group justify="space-between" align="flex-end">
        <Text fw={600} aria-live="polite">
          {search.data
            ? agentCount(search.data.count)
            : search.isError
              ? 'No results'
              : 'Searching…'}
        </Text>
        <Group gap="sm" align="flex-end">
          <Select
            label="Sort"
            w={220}
            data={[...SORT_CHOICES]}
            value={state.sort}
            onChange={(value) => go({ sort: value === 'reliability' ? 'reliability' : 'coverage' })}
            allowDeselect={false}
          />
          <Select
            label="On time"
            w={110}
            data={ON_TIME_CHOICES.map((each) => ({
              value: each.value || 'any',
              label: each.label,
            }))}
            value={state.onTimeMin || 'any'}
            onChange={(value) =>
              go({ onTimeMin: value === '0.9' || value === '0.95' ? value : '' })
            }
            allowDeselect={false}
          />
          <MultiSelect
            label="Verified"
            placeholder={state.verified.length ? undefined : 'Any'}
            w={220}
            data={AGENT_VERIFIED_OPTIONS}
            value={state.verified}
            onChange={(value) => go({ verified: value })}
          />
          <Select
            label="Per page"
            w={110}
            data={[...SEARCH_PAGE_SIZES]}
            value={String(state.pageSize)}
            onChange={(value) => go({ pageSize: Number(value ?? 20) })}
            allowDeselect={false}
          />
        </Group>
      </Group>

      {search.isError && (
        <ErrorState
          message={errorMessage(search.error)}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      )}
      {search.isPending && (
        <Stack gap="md" aria-busy="true" aria-label="Loading field agents">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={132} radius="md" />
          ))}
        </Stack>
      )}
      {search.data && results.length === 0 && (
        <EmptyState
          icon={<IconUserSearch size={24} />}
          title={
            state.onTimeMin
              ? `No field agents here are on time ${Math.round(Number(state.onTimeMin) * 100)}%+ yet`
              : 'No field agents cover this area yet'
          }
          description={
            state.onTimeMin
              ? 'Only agents with recorded check-ins have an on-time rate. Choose "Any" to see every agent who covers the area.'
              : 'Add nearby towns, search the whole state, or choose fewer job types.'
          }
          action={
            state.onTimeMin ? (
              <Button size="xs" variant="light" onClick={() => go({ onTimeMin: '' })}>
                Show every agent
              </Button>
            ) : undefined
          }
        />
      )}
      {results.length > 0 && (
        <Stack gap="md" style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
          {results.map((candidate) => (
            <CandidateCard
              key={candidate.id}
              candidate={candidate}
              highlightTowns={highlight}
              action={<InviteToJob candidate={candidate} size="xs" />}
            />
          ))}
        </Stack>
      )}
      {search.data && (search.data.next !== null || search.data.previous !== null) && (
        <Group justify="center" gap="md" component="nav" aria-label="Pages">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={search.data.previous === null}
            onClick={() => search.data?.previous && toPage(search.data.previous)}
          >
            Previous
          </Button>
          <Text size="sm">
            Page {state.page} of {pages}
          </Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={search.data.next === null}
            onClick={() => search.data?.next && toPage(search.data.next)}
          >
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function CandidateSearchPage() {
  usePageTitle('Find field agents');
  return (
    <RequireCompany reason="Searching field agents by coverage area is for company accounts.">
      <Container size="lg" py="xl">
        <CandidateSearch />
      </Container>
    </RequireCompany>
  );
}
