import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { applyWorkOrder, workOrderKey } from '../../../lib/work-order-query';
import { sendOrQueue, type MaybeQueued } from '../offline/queue-offline';
import {
  deleteItem,
  runWorkOrderAction,
  saveAnswer,
  type ActionRequest,
  type AnswerRequest,
} from './work-order-actions';

function useApplyResult(workOrderId: number) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (workOrder: MaybeQueued) =>
      workOrder.queued ? undefined : applyWorkOrder(queryClient, workOrder),
    // Someone else changed it first: show what it is now.
    onError: (error: unknown) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: workOrderKey(workOrderId) });
    },
  };
}

/** A change of state; without a signal it waits in the outbox and the answer is `queued`. */
export function useWorkOrderAction(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ActionRequest) => sendOrQueue(queryClient, request, runWorkOrderAction),
    ...useApplyResult(workOrderId),
  });
}

export function useSaveAnswer(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AnswerRequest) => sendOrQueue(queryClient, request, saveAnswer),
    ...useApplyResult(workOrderId),
  });
}

export function useDeleteItem(workOrderId: number) {
  return useMutation({ mutationFn: deleteItem, ...useApplyResult(workOrderId) });
}
