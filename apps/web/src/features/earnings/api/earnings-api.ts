import type { Earnings, Payout } from '@fieldhire/contract/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The field agent's balances, yearly totals and money movements (GET /api/earnings/). */
export const earningsKey = ['payments', 'earnings'] as const;

export const fetchEarnings = (signal?: AbortSignal) =>
  apiClient.get<Earnings>('/api/earnings/', { signal });

export function useEarnings() {
  return useQuery({
    queryKey: earningsKey,
    queryFn: ({ signal }) => fetchEarnings(signal),
    // Work approved by a company since the last visit is money the agent expects to see.
    staleTime: 0,
  });
}

/** Pays out the whole available balance, then reads the balances again. */
export function usePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<Payout>('/api/payouts/'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKey }),
  });
}
