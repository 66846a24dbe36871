import type { RefItem } from '@fieldhire/contract/reference';
import { toOptions } from './reference-data';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export function fetchJobTypes({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<RefItem[]>('/api/dyn/jobtype/', { signal });
}

/** Job types as the spec's label/value pairs. */
export function useJobTypes() {
  return useQuery({
    queryKey: ['reference', 'jobtype'],
    queryFn: fetchJobTypes,
    select: toOptions,
    staleTime: 60 * 60_000,
  });
}
