import type { Dispute, DisputeMessage, OpenDisputeBody } from '@fieldhire/contract/disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { workOrderKey } from '../../../lib/work-order-query';

export const workOrderDisputeKey = (id: number) => [...workOrderKey(id), 'dispute'] as const;

/** The work order's dispute with its thread; asked for only once one was opened. */
export function useWorkOrderDispute(id: number, enabled: boolean) {
  return useQuery({
    queryKey: workOrderDisputeKey(id),
    queryFn: ({ signal }) => apiClient.get<Dispute>(`/api/work-orders/${id}/dispute/`, { signal }),
    enabled,
  });
}

export function useOpenDispute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenDisputeBody) =>
      apiClient.post<Dispute>(`/api/work-orders/${id}/dispute/`, body),
    onSuccess: async (dispute) => {
      queryClient.setQueryData(workOrderDisputeKey(id), dispute);
      await queryClient.invalidateQueries({ queryKey: workOrderKey(id), exact: true });
    },
  });
}

/** A message, or a photo with its caption, added to the thread. */
export function useDisputeMessage(workOrderId: number, disputeId: number) {
  const queryClient = useQueryClient();
  const added = (message: DisputeMessage) =>
    queryClient.setQueryData<Dispute>(workOrderDisputeKey(workOrderId), (dispute) =>
      dispute ? { ...dispute, messages: [...dispute.messages, message] } : dispute,
    );
  const message = useMutation({
    mutationFn: (body: string) =>
      apiClient.post<DisputeMessage>(`/api/disputes/${disputeId}/messages/`, { body }),
    onSuccess: added,
  });
  const photo = useMutation({
    mutationFn: ({ file, caption }: { file: File; caption: string }) => {
      const form = new FormData();
      form.append('caption', caption);
      form.append('file', file);
      return apiClient.post<DisputeMessage>(`/api/disputes/${disputeId}/photos/`, form);
    },
    onSuccess: added,
  });
  return { message, photo };
}
