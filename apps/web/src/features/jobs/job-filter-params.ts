import { JOB_FILTER_DEFAULTS } from '@fieldhire/contract/constants';

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

export const DEFAULT_FILTER: JobFilterState = {
  keyword: '',
  location: '',
  location_city_zip: '',
  location_state: '',
  destination: [JOB_FILTER_DEFAULTS.destination_min, JOB_FILTER_DEFAULTS.destination_max],
  category: '',
  jobType: [],
  datePosted: 'all',
  experience: [],
  salary: [JOB_FILTER_DEFAULTS.salary_min, JOB_FILTER_DEFAULTS.salary_max],
  tag: '',
  company: '',
  sort: 'newest',
  page: 0,
};

const numberOr = (value: string | null, fallback: number) => {
  const parsed = value === null ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** The place a search measures distance from, if it has one. */
export const placeOf = (filter: JobFilterState) =>
  filter.location.trim() || filter.location_city_zip.trim();

/** The URL is the source of truth for a search, so a search can be shared or bookmarked. */
export function filterFromParams(params: URLSearchParams): JobFilterState {
  const start = numberOr(params.get('start'), 0);
  return {
    keyword: params.get('keyword') ?? '',
    location: params.get('location') ?? '',
    location_city_zip: params.get('location_city_zip') ?? '',
    location_state: params.get('location_state') ?? '',
    destination: [
      numberOr(params.get('destination_min'), DEFAULT_FILTER.destination[0]),
      numberOr(params.get('destination_max'), DEFAULT_FILTER.destination[1]),
    ],
    category: params.get('category') ?? '',
    jobType: params
      .getAll('jobType')
      .flatMap((value) => value.split(','))
      .filter(Boolean),
    datePosted: params.get('datePosted') ?? 'all',
    experience: params.getAll('experience'),
    salary: [
      numberOr(params.get('salary_min'), DEFAULT_FILTER.salary[0]),
      numberOr(params.get('salary_max'), DEFAULT_FILTER.salary[1]),
    ],
    tag: params.get('tag') ?? '',
    company: /^[1-9]\d{0,9}$/.test(params.get('company') ?? '') ? params.get('company')! : '',
    sort: params.get('sort') ?? 'newest',
    page: Math.max(0, Math.floor(start / PAGE_SIZE)),
  };
}

/** Only what differs from the defaults goes into the URL, with the server's parameter names. */
export function paramsFromFilter(filter: JobFilterState): URLSearchParams {
  const params = new URLSearchParams();
  const text = (key: string, value: string) => value.trim() && params.set(key, value.trim());
  text('keyword', filter.keyword);
  text('location', filter.location);
  text('location_city_zip', filter.location_city_zip);
  text('location_state', filter.location_state);
  if (placeOf(filter)) {
    if (filter.destination[0] !== DEFAULT_FILTER.destination[0])
      params.set('destination_min', String(filter.destination[0]));
    if (filter.destination[1] !== DEFAULT_FILTER.destination[1])
      params.set('destination_max', String(filter.destination[1]));
  }
  text('category', filter.category);
  for (const id of filter.jobType) params.append('jobType', id);
  if (filter.datePosted !== 'all') params.set('datePosted', filter.datePosted);
  for (const value of filter.experience) params.append('experience', value);
  if (filter.salary[0] !== DEFAULT_FILTER.salary[0])
    params.set('salary_min', String(filter.salary[0]));
  if (filter.salary[1] !== DEFAULT_FILTER.salary[1])
    params.set('salary_max', String(filter.salary[1]));
  text('tag', filter.tag);
  text('company', filter.company);
  if (filter.sort !== 'newest') params.set('sort', filter.sort);
  if (filter.page > 0) {
    params.set('start', String(filter.page * PAGE_SIZE));
    params.set('end', String(filter.page * PAGE_SIZE + PAGE_SIZE));
  }
  return params;
}
