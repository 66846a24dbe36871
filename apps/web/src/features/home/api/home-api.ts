import type { HomeInfo, JobsByType } from '@fieldhire/contract/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const TAB_COUNT = 6;
export const JOBS_PER_TYPE = 4;

/** The job types with the most open work, most first: one tab each on the home page. */
export const popularJobTypes = (home: HomeInfo) =>
  home.job_types
    .filter((jobType) => jobType.count > 0)
    .toSorted((a, b) => b.count - a.count)
    .slice(0, TAB_COUNT);

export const homeInfoKey = ['home-info'] as const;
export const jobsByTypeKey = (jobTypeId: number | null, limit: number) =>
  ['jobs-by-type', jobTypeId, limit] as const;

export const homeInfoQuery = queryOptions({
  queryKey: homeInfoKey,
  queryFn: ({ signal }) => apiClient.get<HomeInfo>('/api/home-info', { signal }),
  staleTime: 30_000,
});

export function useHomeInfo() {
  return useQuery(homeInfoQuery);
}

export const jobsByTypeQuery = (jobTypeId: number | null, limit: number) =>
  queryOptions({
    queryKey: jobsByTypeKey(jobTypeId, limit),
    queryFn: ({ signal }) =>
      apiClient.get<JobsByType>(`/api/jobs-by-type/?job_type=${jobTypeId}&limit=${limit}`, {
        signal,
      }),
    staleTime: 30_000,
  });

/** The newest jobs of one job type with the type's open-job count (GET /api/jobs-by-type/). */
export function useJobsByType(jobTypeId: number | null, limit: number) {
  return useQuery({ ...jobsByTypeQuery(jobTypeId, limit), enabled: jobTypeId !== null });
}
