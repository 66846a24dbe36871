import { COMPANY_SORTS, FOUNDED_MAX, FOUNDED_MIN } from '@fieldhire/contract/companies';
import { CATEGORIES, COMPANY_SIZES } from '@fieldhire/contract/constants';
import { directoryDistanceParam } from '../../lib/directory-distance-param';
import { choice, pageRange, range, searchParamsCodec, text } from '../../lib/search-params';

export const PAGE_SIZE = 12;

export type CompanySort = (typeof COMPANY_SORTS)[number];

export interface CompanyFilterState {
  keyword: string;
  location: string;
  destination: [number, number];
  category: string;
  companySize: string;
  foundation: [number, number];
  sort: CompanySort;
  page: number;
}

const companyFilterParams = searchParamsCodec<CompanyFilterState>({
  keyword: text('keyword'),
  location: text('location'),
  destination: directoryDistanceParam,
  category: choice('category', CATEGORIES, ''),
  companySize: choice('companySize', COMPANY_SIZES, ''),
  foundation: range(['foundation_min', 'foundation_max'], {
    fallback: [FOUNDED_MIN, FOUNDED_MAX],
    min: FOUNDED_MIN,
    max: FOUNDED_MAX,
    integer: true,
  }),
  sort: choice('sort', COMPANY_SORTS, 'newest'),
  page: pageRange(PAGE_SIZE),
});

export const DEFAULT_COMPANY_FILTER = companyFilterParams.defaults;

/** The distance and the nearest-first sort only count with a location. */
function unlocated(filter: CompanyFilterState): (keyof CompanyFilterState)[] {
  if (filter.location.trim()) return [];
  return filter.sort === 'distance' ? ['destination', 'sort'] : ['destination'];
}

/** The URL is the source of truth for the directory, so a search can be shared or bookmarked. */
export const companyFilterFromParams = (params: URLSearchParams) =>
  companyFilterParams.read(params);

/** Only what differs from the defaults goes into the URL, with the server's parameter names. */
export const companyParamsFromFilter = (filter: CompanyFilterState) =>
  companyFilterParams.write(filter, { skip: unlocated(filter) });

/** The query of GET /api/companies/: the URL's filter plus the page range the server needs. */
export const companySearchQuery = (filter: CompanyFilterState) =>
  companyFilterParams.write(filter, { skip: unlocated(filter), keep: ['page'] }).toString();
