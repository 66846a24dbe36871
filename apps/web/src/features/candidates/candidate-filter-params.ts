import { CANDIDATE_SORTS } from '@fieldhire/contract/candidates';
import { DIRECTORY_DISTANCE_MAX } from '@fieldhire/contract/companies';

export const PAGE_SIZE = 12;

export interface CandidateFilterState {
  keyword: string;
  location: string;
  destination: [number, number];
  category: string;
  candidateGender: string;
  datePost: string;
  experiences: string[];
  qualifications: string[];
  sort: string;
  page: number;
}

export const DEFAULT_CANDIDATE_FILTER: CandidateFilterState = {
  keyword: '',
  location: '',
  destination: [0, DIRECTORY_DISTANCE_MAX],
  category: '',
  candidateGender: '',
  datePost: 'all',
  experiences: [],
  qualifications: [],
  sort: 'newest',
  page: 0,
};

const numberOr = (value: string | null, fallback: number) => {
  const parsed = value === null ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const list = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const knownSort = (value: string | null) => CANDIDATE_SORTS.find((sort) => sort === value);

/** The page URL holds the filter, with the server's parameter names. */
export function candidateFilterFromParams(params: URLSearchParams): CandidateFilterState {
  const defaults = DEFAULT_CANDIDATE_FILTER;
  return {
    keyword: params.get('keyword') ?? '',
    location: params.get('location') ?? '',
    destination: [
      numberOr(params.get('destination_min'), defaults.destination[0]),
      numberOr(params.get('destination_max'), defaults.destination[1]),
    ],
    category: params.get('category') ?? '',
    candidateGender: params.get('candidateGender') ?? '',
    datePost: params.get('datePost') ?? defaults.datePost,
    experiences: list(params, 'experiences'),
    qualifications: list(params, 'qualifications'),
    sort: knownSort(params.get('sort')) ?? defaults.sort,
    page: Math.max(0, Math.floor(numberOr(params.get('start'), 0) / PAGE_SIZE)),
  };
}

/** Sorting by distance needs a location; without one the directory is sorted newest first. */
export const sortsByDistanceWithoutLocation = (filter: CandidateFilterState) =>
  filter.sort === 'distance' && !filter.location.trim();

/** Only what differs from the defaults; the distance and its sort only count with a location. */
export function paramsFromCandidateFilter(filter: CandidateFilterState): URLSearchParams {
  const defaults = DEFAULT_CANDIDATE_FILTER;
  const params = new URLSearchParams();
  const text = (key: string, value: string) => {
    if (value.trim()) params.set(key, value.trim());
  };
  text('keyword', filter.keyword);
  text('location', filter.location);
  if (filter.location.trim()) {
    if (filter.destination[0] !== defaults.destination[0])
      params.set('destination_min', String(filter.destination[0]));
    if (filter.destination[1] !== defaults.destination[1])
      params.set('destination_max', String(filter.destination[1]));
  }
  text('category', filter.category);
  text('candidateGender', filter.candidateGender);
  if (filter.datePost !== defaults.datePost) params.set('datePost', filter.datePost);
  for (const value of filter.experiences) params.append('experiences', value);
  for (const value of filter.qualifications) params.append('qualifications', value);
  if (filter.sort !== defaults.sort && !sortsByDistanceWithoutLocation(filter))
    params.set('sort', filter.sort);
  if (filter.page > 0) {
    params.set('start', String(filter.page * PAGE_SIZE));
    params.set('end', String((filter.page + 1) * PAGE_SIZE));
  }
  return params;
}

/** The directory request: the URL's filter plus the page range of the first page. */
export function candidateDirectoryQuery(filter: CandidateFilterState): string {
  const params = paramsFromCandidateFilter(filter);
  if (!params.has('start')) {
    params.set('start', '0');
    params.set('end', String(PAGE_SIZE));
  }
  return params.toString();
}
