import type {
  Dispute,
  DisputeMessage,
  DisputeSummary,
  ResolveDisputeBody,
} from '@fieldhire/contract/disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './ops-api';

const disputesKey = [...opsKey, 'disputes'] as const;
const disputeKey = (id: number) => [...disputesKey, 'detail', id] as const;

export function useOpsDisputes(status: 'open' | 'resolved') {
  return useQuery({
    queryKey: [...disputesKey, 'list', status],
    queryFn: ({ signal }) =>
      apiClient.get<{ results: DisputeSummary[] }>('/api/ops/disputes/', {
        query: { status },
        signal,
      }),
  });
}

export function useOpsDispute(id: number) {
  return useQuery({
    queryKey: disputeKey(id),
    queryFn: ({ signal }) => apiClient.get<Dispute>(`/api/ops/disputes/${id}/`, { signal }),
  });
}

export function useOpsDisputeMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiClient.post<DisputeMessage>(`/api/ops/disputes/${id}/messages/`, { body }),
    onSuccess: (message) =>
      queryClient.setQueryData<Dispute>(disputeKey(id), (dispute) =>
        dispute ? { ...dispute, messages: [...dispute.messages, message] } : dispute,
      ),
  });
}

export function useResolveDispute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveDisputeBody) =>
      apiClient.post<Dispute>(`/api/ops/disputes/${id}/resolve/`, body),
    onSuccess: async (dispute) => {
      queryClient.setQueryData(disputeKey(id), dispute);
      await queryClient.invalidateQueries({ queryKey: [...disputesKey, 'list'] });
    },
  });
}
