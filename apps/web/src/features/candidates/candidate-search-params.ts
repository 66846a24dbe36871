import type { TownRef } from '../../lib/geo';

export const SEARCH_PAGE_SIZES = ['10', '20', '50'] as const;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;

export interface CandidateSearchState {
  jobTypes: string[];
  stateFips: string;
  townFips: string[];
  page: number;
  pageSize: number;
}

const positive = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export function searchStateFromParams(params: URLSearchParams): CandidateSearchState {
  return {
    jobTypes: (params.get('job_types') ?? '').split(',').filter(Boolean),
    stateFips: params.get('state_fips') ?? '',
    townFips: params.getAll('town_fips').filter(Boolean),
    page: positive(params.get('page'), 1),
    pageSize: positive(params.get('page_size'), DEFAULT_SEARCH_PAGE_SIZE),
  };
}

/**
 * The parameters of GET /api/candidate-search/ (and of the page URL): job types as one comma
 * list, towns as repeated town_fips.
 */
export function searchParamsFromState(state: CandidateSearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(state.page));
  params.set('page_size', String(state.pageSize));
  if (state.jobTypes.length) params.set('job_types', state.jobTypes.join(','));
  if (state.stateFips) params.set('state_fips', state.stateFips);
  for (const fips of state.townFips) params.append('town_fips', fips);
  return params;
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
