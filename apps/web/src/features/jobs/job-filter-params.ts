import { CATEGORIES, DATE_POSTED, JOB_FILTER_DEFAULTS } from '@fieldhire/contract/constants';
import type { Job } from '@fieldhire/contract/jobs';
import { choice, list, pageRange, range, searchParamsCodec, text } from '../../lib/search-params';

export const PAGE_SIZE = 10;

export interface JobFilterState {
  keyword: string;
  location: string;
  /** A city or ZIP from a shared link; the location box replaces it once edited. */
  location_city_zip: string;
  location_state: string;
  destination: [number, number];
  category: string;
  jobType: string[];
  datePosted: string;
  experience: string[];
  salary: [number, number];
  tag: string;
  /** A company id: only that company's jobs. */
  company: string;
  sort: string;
  page: number;
}

const DATE_POSTED_VALUES = DATE_POSTED.map((option) => option.value);

const jobFilterParams = searchParamsCodec<JobFilterState>({
  keyword: text('keyword'),
  location: text('location'),
  location_city_zip: text('location_city_zip'),
  location_state: text('location_state'),
  destination: range(['destination_min', 'destination_max'], {
    fallback: [JOB_FILTER_DEFAULTS.destination_min, JOB_FILTER_DEFAULTS.destination_max],
  }),
  category: choice('category', CATEGORIES, ''),
  jobType: list('jobType'),
  datePosted: choice('datePosted', DATE_POSTED_VALUES, 'all'),
  experience: list('experience'),
  salary: range(['salary_min', 'salary_max'], {
    fallback: [JOB_FILTER_DEFAULTS.salary_min, JOB_FILTER_DEFAULTS.salary_max],
  }),
  tag: text('tag'),
  company: text('company', { accepts: /^[1-9]\d{0,9}$/ }),
  sort: text('sort', { fallback: 'newest' }),
  page: pageRange(PAGE_SIZE),
});

export const DEFAULT_FILTER = jobFilterParams.defaults;

/** The place a search measures distance from, if it has one. */
export const placeOf = (filter: JobFilterState) =>
  filter.location.trim() || filter.location_city_zip.trim();

/** The URL is the source of truth for a search, so a search can be shared or bookmarked. */
export const filterFromParams = (params: URLSearchParams) => jobFilterParams.read(params);

/** Only what differs from the defaults goes into the URL, with the server's parameter names. */
export const paramsFromFilter = (filter: JobFilterState) =>
  jobFilterParams.write(filter, { skip: placeOf(filter) ? [] : ['destination'] });

/** The query of GET /api/jobs/: the URL's filter plus the page range the server needs. */
export const jobSearchQuery = (filter: JobFilterState) =>
  jobFilterParams
    .write(filter, { skip: placeOf(filter) ? [] : ['destination'], keep: ['page'] })
    .toString();

/** Open jobs of the same type as a job, nearest to it first. */
export const similarJobsFilter = (job: Job): JobFilterState => ({
  ...DEFAULT_FILTER,
  location: job.zip ?? `${job.city}, ${job.state}`,
  jobType: [String(job.job_type.id)],
  sort: 'distance',
});

/**
 * A job list URL's query as a saved search's filter: each parameter under its own name, a
 * repeated one as a list, without the page and the order.
 */
export function savedSearchFilter(params: URLSearchParams): Record<string, string | string[]> {
  const filter: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (key === 'page' || key === 'sort') continue;
    const values = params.getAll(key);
    filter[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return filter;
}
