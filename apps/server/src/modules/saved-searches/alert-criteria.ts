import { JOB_FILTER_DEFAULTS } from '@fieldhire/contract/constants';
import { nearestTown } from '../../platform/geo/geo-data';
import { milesToMeters } from '../../platform/geo/geo-math';
import { timeZoneOfState } from '../../platform/geo/state-time-zones';
import type { SearchCriteria } from '../jobs/search-query';
import type { NewSavedSearch } from './saved-searches.repository';

/**
 * A saved search resolved for matching new jobs: what the job list's search would test, with
 * null for "any". The slider's ends mean no bound, as in the search.
 */
export function alertCriteriaOf({
  filter,
  point,
  stateFips,
}: SearchCriteria): Pick<
  NewSavedSearch,
  | 'keyword'
  | 'lat'
  | 'lon'
  | 'minMeters'
  | 'maxMeters'
  | 'stateFips'
  | 'jobTypeIds'
  | 'category'
  | 'experiences'
  | 'salaryFloor'
  | 'salaryCeiling'
  | 'tag'
  | 'companyId'
  | 'timeZone'
> {
  const placeState = point ? nearestTown(point.lat, point.lon)?.fips.slice(0, 2) : undefined;
  return {
    keyword: filter.keyword?.trim() || null,
    lat: point?.lat ?? null,
    lon: point?.lon ?? null,
    minMeters: point ? milesToMeters(filter.destination_min) : null,
    maxMeters: point ? milesToMeters(filter.destination_max) : null,
    stateFips,
    jobTypeIds: filter.jobType?.length ? filter.jobType : null,
    category: filter.category ?? null,
    experiences: filter.experience?.length ? filter.experience : null,
    salaryFloor: filter.salary_min > 0 ? filter.salary_min : null,
    salaryCeiling: filter.salary_max < JOB_FILTER_DEFAULTS.salary_max ? filter.salary_max : null,
    tag: filter.tag ?? null,
    companyId: filter.company ?? null,
    timeZone: timeZoneOfState(stateFips ?? placeState),
  };
}
