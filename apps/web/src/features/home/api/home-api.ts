import type { HomeInfo } from '@fieldhire/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useHomeInfo() {
  return useQuery({
    queryKey: ['home-info'],
    queryFn: ({ signal }) => apiClient.get<HomeInfo>('/api/home-info', { signal }),
    staleTime: 30_000,
  });
}
