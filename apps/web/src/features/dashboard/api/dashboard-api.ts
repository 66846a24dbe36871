import type { Dashboard, MyApplication } from '@fieldhire/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => apiClient.get<Dashboard>('/api/dashboard/', { signal }),
    enabled,
  });
}

export function useMyApplications(enabled: boolean) {
  return useQuery({
    queryKey: ['applications'],
    queryFn: ({ signal }) => apiClient.get<MyApplication[]>('/api/applications/', { signal }),
    enabled,
  });
}
