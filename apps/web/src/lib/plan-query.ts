import type { PlanEntry } from '@fieldhire/contract/billing';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** The company's packages (GET /api/plan/), which posting, featuring and contacting agents use up. */
export const planQueryKey = ['billing', 'plan'] as const;

export const invalidatePlan = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: planQueryKey });

export const fetchPlan = (signal?: AbortSignal) =>
  apiClient.get<PlanEntry[]>('/api/plan/', { signal });

export function usePlan() {
  return useQuery({
    queryKey: planQueryKey,
    queryFn: ({ signal }) => fetchPlan(signal),
    // Posting, featuring and contacting agents use it up from other pages.
    staleTime: 0,
  });
}
