import type { PayoutAccount } from '@fieldhire/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Where the agent's payouts go and whether it is set up (GET /api/payouts/account/). */
export const payoutAccountKey = ['payments', 'payout-account'] as const;

export const fetchPayoutAccount = (signal?: AbortSignal) =>
  apiClient.get<PayoutAccount>('/api/payouts/account/', { signal });

export function usePayoutAccount() {
  return useQuery({
    queryKey: payoutAccountKey,
    queryFn: ({ signal }) => fetchPayoutAccount(signal),
  });
}
