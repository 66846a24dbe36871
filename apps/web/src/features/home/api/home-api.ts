import type { HomeInfo, JobsByType } from '@fieldhire/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const homeInfoKey = ['home-info'] as const;
export const jobsByTypeKey = (jobTypeId: number | null, limit: number) =>
  ['jobs-by-type', jobTypeId, limit] as const;

export function useHomeInfo() {
  return useQuery({
    queryKey: homeInfoKey,
    queryFn: ({ signal }) => apiClient.get<HomeInfo>('/api/home-info', { signal }),
    staleTime: 30_000,
  });
}

/** The newest jobs of one job type with the type's open-job count (GET /api/jobs-by-type/). */
export function useJobsByType(jobTypeId: number | null, limit: number) {
  return useQuery({
    queryKey: jobsByTypeKey(jobTypeId, limit),
    queryFn: ({ signal }) =>
      apiClient.get<JobsByType>(`/api/jobs-by-type/?job_type=${jobTypeId}&limit=${limit}`, {
        signal,
      }),
    enabled: jobTypeId !== null,
    staleTime: 30_000,
  });
}
