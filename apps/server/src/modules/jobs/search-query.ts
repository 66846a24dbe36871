import { COUNT_CAP, JOB_FILTER_DEFAULTS } from '@fieldhire/contract/constants';
import type { JobFilter } from '@fieldhire/contract/jobs';
import type { SearchIndexQuery } from './job-search-index';
import { milesToMeters } from '../../platform/geo/geo-math';
import { DATE_WINDOWS_US } from './index-query';
import { nearValue } from './search-index.repository';

export interface SearchPoint {
  lat: number;
  lon: number;
}

export interface SearchCriteria {
  filter: JobFilter;
  point: SearchPoint | null;
  stateFips: string | null;
}

/**
 * A radius search within this many miles finds its neighborhood with the database's GiST index
 * (kept per place and radius, the smallest of these that covers it); a wider one reads every job.
 */
const NEIGHBORHOOD_MILES = [10, 25, 50, 100, 250, 500];

/** Relevance ranks the newest matches only: ranking every match of a common word reads every row. */
export const RELEVANCE_WINDOW = 500;

/** The search index query of a filter, whose place and state are resolved. */
export function indexQuery(
  { filter, point, stateFips }: SearchCriteria,
  nowUs: number,
): SearchIndexQuery {
  const relevance = filter.sort === 'relevance' && filter.keyword !== undefined;
  const within: SearchIndexQuery['within'] = [];
  if (filter.keyword) within.push({ kind: 'keyword', value: filter.keyword.trim().toLowerCase() });
  if (filter.tag) within.push({ kind: 'tag', value: filter.tag });
  if (filter.company) within.push({ kind: 'company', value: String(filter.company) });
  const maxMeters = milesToMeters(filter.destination_max);
  const neighborhood = NEIGHBORHOOD_MILES.find((miles) => milesToMeters(miles) >= maxMeters);
  if (point && neighborhood !== undefined)
    within.push({
      kind: 'near',
      value: nearValue(point.lat, point.lon, milesToMeters(neighborhood)),
    });
  return {
    nowUs,
    point,
    minMeters: milesToMeters(filter.destination_min),
    maxMeters,
    stateFips,
    category: filter.category,
    jobTypes: filter.jobType,
    experiences: filter.experience,
    createdAfterUs: filter.datePosted === 'all' ? null : nowUs - DATE_WINDOWS_US[filter.datePosted],
    // The slider's ends mean "no bound": 0 has no floor and 20,000 reads as "20,000 and up".
    salaryFloor: filter.salary_min > 0 ? filter.salary_min : null,
    salaryCeiling: filter.salary_max < JOB_FILTER_DEFAULTS.salary_max ? filter.salary_max : null,
    within,
    sort: relevance ? 'newest_plain' : filter.sort === 'relevance' ? 'newest' : filter.sort,
    limit: relevance ? Math.max(RELEVANCE_WINDOW, filter.end) : filter.end,
    countCap: COUNT_CAP,
  };
}
