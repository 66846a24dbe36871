import {
  Alert,
  Box,
  Button,
  Container,
  Drawer,
  Grid,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconBuildingOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompanySearch } from '../api/companies-api';
import {
  companyFilterFromParams,
  companyParamsFromFilter,
  DEFAULT_COMPANY_FILTER,
  PAGE_SIZE,
  type CompanyFilterState,
} from '../company-filter-params';
import { companyCountLabel } from '../company-labels';
import { CompanyCard } from '../components/company-card';
import { CompanyFilters } from '../components/company-filters';

export function CompanyListPage() {
  usePageTitle('Companies hiring field agents');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = companyFilterFromParams(searchParams);
  const search = useCompanySearch(filter);
  const [filtersOpen, filtersDrawer] = useDisclosure(false);
  const setFilter = (next: CompanyFilterState) => setSearchParams(companyParamsFromFilter(next));
  const badInput = search.error instanceof ApiRequestError && search.error.status === 400;
  const pages = search.data ? Math.ceil(search.data.count / PAGE_SIZE) : 0;

  const filters = (
    <CompanyFilters key={searchParams.toString()} filter={filter} onChange={setFilter} />
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
                  Companies
                </Title>
                <Text c="dimmed" aria-live="polite">
                  {search.data ? companyCountLabel(search.data.count) : 'Searching…'}
                </Text>
              </Box>
              <Button
                hiddenFrom="md"
                variant="default"
                leftSection={<IconAdjustments size={16} aria-hidden />}
                onClick={filtersDrawer.open}
              >
                Filters
              </Button>
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
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                aria-busy="true"
                aria-label="Loading companies"
              >
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} height={168} radius="md" />
                ))}
              </SimpleGrid>
            )}
            {search.data && search.data.results.length === 0 && (
              <EmptyState
                order={2}
                icon={<IconBuildingOff size={24} />}
                title="No companies match this search"
                description="Try a wider distance, another keyword or fewer filters."
                action={
                  <Button variant="light" onClick={() => setFilter(DEFAULT_COMPANY_FILTER)}>
                    Clear all filters
                  </Button>
                }
              />
            )}
            {search.data && search.data.results.length > 0 && (
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}
              >
                {search.data.results.map((company) => (
                  <CompanyCard key={company.id} company={company} />
                ))}
              </SimpleGrid>
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
        <Button fullWidth mt="lg" onClick={filtersDrawer.close}>
          {search.data ? `Show ${companyCountLabel(search.data.count)}` : 'Show results'}
        </Button>
      </Drawer>
    </Container>
  );
}
