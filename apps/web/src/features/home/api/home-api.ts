import type { HomeInfo, JobsByType } from '@fieldhire/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useHomeInfo() {
  return useQuery({
    queryKey: ['home-info'],
    queryFn: ({ signal }) => apiClient.get<HomeInfo>('/api/home-info', { signal }),
    staleTime: 30_000,
  });
}

/** The newest jobs of one job type with the type's open-job count (GET /api/jobs-by-type/). */
export function useJobsByType(jobTypeId: number | null, limit: number) {
  return useQuery({
    queryKey: ['jobs-by-type', jobTypeId, limit],
    queryFn: ({ signal }) =>
      apiClient.get<JobsByType>(`/api/jobs-by-type/?job_type=${jobTypeId}&limit=${limit}`, {
        signal,
      }),
    enabled: jobTypeId !== null,
    staleTime: 30_000,
  });
}
