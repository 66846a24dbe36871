import { CANDIDATE_SORTS } from '@fieldhire/contract/candidates';
import { CATEGORIES, DATE_POSTED, GENDERS } from '@fieldhire/contract/constants';
import { directoryDistanceParam } from '../../lib/directory-distance-param';
import { choice, list, pageRange, searchParamsCodec, text } from '../../lib/search-params';

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
  /** Agents holding each of these documents verified by Fieldhire. */
  verified: string[];
  sort: string;
  page: number;
}

const DATE_POSTED_VALUES = DATE_POSTED.map((option) => option.value);

const candidateFilterParams = searchParamsCodec<CandidateFilterState>({
  keyword: text('keyword'),
  location: text('location'),
  destination: directoryDistanceParam,
  category: choice('category', CATEGORIES, ''),
  candidateGender: choice('candidateGender', GENDERS, ''),
  datePost: choice('datePost', DATE_POSTED_VALUES, 'all'),
  experiences: list('experiences'),
  qualifications: list('qualifications'),
  verified: list('verified', { joined: true }),
  sort: choice('sort', CANDIDATE_SORTS, 'newest'),
  page: pageRange(PAGE_SIZE),
});

export const DEFAULT_CANDIDATE_FILTER = candidateFilterParams.defaults;

/** The page URL holds the filter, with the server's parameter names. */
export const candidateFilterFromParams = (params: URLSearchParams) =>
  candidateFilterParams.read(params);

/** Sorting by distance needs a location; without one the directory is sorted newest first. */
export const sortsByDistanceWithoutLocation = (filter: CandidateFilterState) =>
  filter.sort === 'distance' && !filter.location.trim();

/** The distance and the nearest-first sort only count with a location. */
function unlocated(filter: CandidateFilterState): (keyof CandidateFilterState)[] {
  if (filter.location.trim()) return [];
  return filter.sort === 'distance' ? ['destination', 'sort'] : ['destination'];
}

/** Only what differs from the defaults; the distance and its sort only count with a location. */
export const paramsFromCandidateFilter = (filter: CandidateFilterState) =>
  candidateFilterParams.write(filter, { skip: unlocated(filter) });

/** The directory request: the URL's filter plus the page range of the first page. */
export const candidateDirectoryQuery = (filter: CandidateFilterState) =>
  candidateFilterParams.write(filter, { skip: unlocated(filter), keep: ['page'] }).toString();
