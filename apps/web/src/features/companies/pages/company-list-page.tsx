import { Button, SimpleGrid, Skeleton } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DirectoryLayout } from '../../../components/directory-layout';
import { EmptyState } from '../../../components/empty-state';
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
import { locationError } from '../../../lib/location-error';

export function CompanyListPage() {
  usePageTitle('Companies hiring field agents');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = companyFilterFromParams(searchParams);
  const search = useCompanySearch(filter);
  const setFilter = (next: CompanyFilterState) => setSearchParams(companyParamsFromFilter(next));
  const pages = search.data ? Math.ceil(search.data.count / PAGE_SIZE) : 0;

  const filters = (
    <CompanyFilters
      key={searchParams.toString()}
      filter={filter}
      onChange={setFilter}
      locationError={locationError(search.error)}
    />
  );

  return (
    <DirectoryLayout
      filters={filters}
      title="Companies"
      count={
        search.data
          ? companyCountLabel(search.data.count)
          : search.isError
            ? 'No results'
            : 'Searching…'
      }
      drawerCloseLabel={
        search.data ? `Show ${companyCountLabel(search.data.count)}` : 'Show results'
      }
      query={search}
      pages={pages}
      page={filter.page + 1}
      onPageChange={(page) => setFilter({ ...filter, page: page - 1 })}
    >
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
    </DirectoryLayout>
  );
}
