import {
  COMPANY_SORTS,
  DIRECTORY_DISTANCE_MAX,
  FOUNDED_MAX,
  FOUNDED_MIN,
} from '@fieldhire/contract/companies';
import { CATEGORIES, COMPANY_SIZES } from '@fieldhire/contract/constants';

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

export const DEFAULT_COMPANY_FILTER: CompanyFilterState = {
  keyword: '',
  location: '',
  destination: [0, DIRECTORY_DISTANCE_MAX],
  category: '',
  companySize: '',
  foundation: [FOUNDED_MIN, FOUNDED_MAX],
  sort: 'newest',
  page: 0,
};

const numberIn = (value: string | null, min: number, max: number, fallback: number) => {
  const parsed = value === null || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, Math.round(parsed))) : fallback;
};

const choice = <T extends string>(value: string | null, options: readonly T[]): T | '' =>
  options.includes(value as T) ? (value as T) : '';

const ordered = ([a, b]: [number, number]): [number, number] => (a <= b ? [a, b] : [b, a]);

/** The URL is the source of truth for the directory, so a search can be shared or bookmarked. */
export function companyFilterFromParams(params: URLSearchParams): CompanyFilterState {
  const start = numberIn(params.get('start'), 0, 100_000, 0);
  const defaults = DEFAULT_COMPANY_FILTER;
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    destination: ordered([
      numberIn(params.get('destination_min'), 0, DIRECTORY_DISTANCE_MAX, defaults.destination[0]),
      numberIn(params.get('destination_max'), 0, DIRECTORY_DISTANCE_MAX, defaults.destination[1]),
    ]),
    category: choice(params.get('category'), CATEGORIES),
    companySize: choice(params.get('companySize'), COMPANY_SIZES),
    foundation: ordered([
      numberIn(params.get('foundation_min'), FOUNDED_MIN, FOUNDED_MAX, defaults.foundation[0]),
      numberIn(params.get('foundation_max'), FOUNDED_MIN, FOUNDED_MAX, defaults.foundation[1]),
    ]),
    sort: choice(params.get('sort'), COMPANY_SORTS) || 'newest',
    page: Math.floor(start / PAGE_SIZE),
  };
}

/** Only what differs from the defaults goes into the URL, with the server's parameter names. */
export function companyParamsFromFilter(filter: CompanyFilterState): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_COMPANY_FILTER;
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
  text('companySize', filter.companySize);
  if (filter.foundation[0] !== defaults.foundation[0])
    params.set('foundation_min', String(filter.foundation[0]));
  if (filter.foundation[1] !== defaults.foundation[1])
    params.set('foundation_max', String(filter.foundation[1]));
  if (filter.sort !== 'newest' && (filter.sort !== 'distance' || filter.location.trim()))
    params.set('sort', filter.sort);
  if (filter.page > 0) {
    params.set('start', String(filter.page * PAGE_SIZE));
    params.set('end', String(filter.page * PAGE_SIZE + PAGE_SIZE));
  }
  return params;
}

/** The query of GET /api/companies/: the URL's filter plus the page range the server needs. */
export function companySearchQuery(filter: CompanyFilterState): string {
  const params = companyParamsFromFilter(filter);
  if (!params.has('start')) {
    params.set('start', '0');
    params.set('end', String(PAGE_SIZE));
  }
  return params.toString();
}
