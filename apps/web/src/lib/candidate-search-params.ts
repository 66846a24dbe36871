import { COVERAGE_SORTS, MAX_SEARCH_PAGE_SIZE } from '@fieldhire/contract/candidates';
import type { TownRef } from './geo';
import { choice, list, number, searchParamsCodec, text } from './search-params';

export const SEARCH_PAGE_SIZES = ['10', '20', '50'] as const;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;

/** How often an agent's check-ins were on time, at least: the choices offered. */
export const ON_TIME_CHOICES = [
  { value: '', label: 'Any' },
  { value: '0.9', label: '90%+' },
  { value: '0.95', label: '95%+' },
] as const;
type OnTimeChoice = (typeof ON_TIME_CHOICES)[number]['value'];

export const SORT_CHOICES = [
  { value: 'coverage', label: 'Most towns covered' },
  { value: 'reliability', label: 'Most reliable' },
] as const;

export interface CandidateSearchState {
  jobTypes: string[];
  stateFips: string;
  townFips: string[];
  sort: (typeof COVERAGE_SORTS)[number];
  onTimeMin: OnTimeChoice;
  /** Agents holding each of these documents verified by Fieldhire. */
  verified: string[];
  page: number;
  pageSize: number;
}

const candidateSearchParams = searchParamsCodec<CandidateSearchState>({
  page: number('page', { fallback: 1, min: 1, integer: true }),
  pageSize: number('page_size', {
    fallback: DEFAULT_SEARCH_PAGE_SIZE,
    min: 1,
    max: MAX_SEARCH_PAGE_SIZE,
    integer: true,
  }),
  jobTypes: list('job_types', { joined: true }),
  stateFips: text('state_fips', { accepts: /^\d{2}$/ }),
  townFips: list('town_fips'),
  sort: choice('sort', COVERAGE_SORTS, 'coverage'),
  onTimeMin: choice('on_time_min', ['0.9', '0.95'] as const, ''),
  verified: list('verified', { joined: true }),
});

export const searchStateFromParams = (params: URLSearchParams) =>
  candidateSearchParams.read(params);

/**
 * The parameters of GET /api/candidate-search/ (and of the page URL): the page always, job types
 * as one comma list, towns as repeated town_fips.
 */
export const searchParamsFromState = (state: CandidateSearchState) =>
  candidateSearchParams.write(state, { keep: ['page', 'pageSize'] });

/** What the search page keeps in its history entry: the names of the towns picked. */
export interface CandidateSearchLocationState {
  townNames?: Record<string, string>;
}

/** Town names for the picked GEOIDs: remembered picks first, then what the results say. */
export function pickedTowns(
  fips: string[],
  remembered: Record<string, string> | undefined,
  fromResults: TownRef[],
): TownRef[] {
  const names = new Map(fromResults.map((town) => [town.fips, town.name]));
  return fips.map((id) => ({ fips: id, name: remembered?.[id] ?? names.get(id) ?? id }));
}
