import type { OpsVerificationItem } from '@fieldhire/contract/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './ops-api';

type ReviewStatus = 'pending' | 'verified' | 'rejected';
const verificationKey = [...opsKey, 'verification'] as const;

export function useVerificationQueue(status: ReviewStatus) {
  return useQuery({
    queryKey: [...verificationKey, status],
    queryFn: ({ signal }) =>
      apiClient.get<{ results: OpsVerificationItem[] }>('/api/ops/verification/', {
        query: { status },
        signal,
      }),
  });
}

/** Verifying or rejecting a document moves it out of the queue. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: verificationKey });
  const verify = useMutation({
    mutationFn: (id: number) =>
      apiClient.post<OpsVerificationItem>(`/api/ops/verification/${id}/verify/`),
    onSuccess: settled,
  });
  const reject = useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) => {
      await apiClient.post<OpsVerificationItem>(`/api/ops/verification/${id}/reject/`, { reason });
      return null;
    },
    onSuccess: settled,
  });
  return { verify, reject };
}
