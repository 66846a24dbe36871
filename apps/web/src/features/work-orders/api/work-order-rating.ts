import type { RatingBody, WorkOrderRatings } from '@fieldhire/contract/reputation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { workOrderKey } from '../../../lib/work-order-query';

export const workOrderRatingKey = (id: number) => [...workOrderKey(id), 'rating'] as const;

export function useWorkOrderRating(id: number, enabled: boolean) {
  return useQuery({
    queryKey: workOrderRatingKey(id),
    queryFn: ({ signal }) =>
      apiClient.get<WorkOrderRatings>(`/api/work-orders/${id}/rating/`, { signal }),
    enabled,
  });
}

export function useRateWorkOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) =>
      apiClient.post<WorkOrderRatings>(`/api/work-orders/${id}/rating/`, body),
    onSuccess: (ratings) => queryClient.setQueryData(workOrderRatingKey(id), ratings),
  });
}
