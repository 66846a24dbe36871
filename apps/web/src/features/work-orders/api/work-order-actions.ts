import {
  IDEMPOTENCY_HEADER,
  type LocationBody,
  type Reason,
  type SubmitBody,
  type WorkOrder,
  type WorkOrderAction,
} from '@fieldhire/contract/work-orders';
import { apiClient } from '../../../lib/api-client';

const ACTION_PATHS: Record<WorkOrderAction, string> = {
  confirm: 'confirm',
  decline: 'decline',
  check_in: 'check-in',
  check_out: 'check-out',
  submit: 'submit',
  approve: 'approve',
  request_revision: 'request-revision',
  cancel: 'cancel',
};

/** An action with what it sends. */
export type ActionInput =
  | { action: 'confirm' | 'approve' }
  | { action: 'submit'; body?: SubmitBody }
  | { action: 'decline' | 'request_revision' | 'cancel'; body: Reason }
  | { action: 'check_in' | 'check_out'; body: LocationBody };

/** One change of a work order as plain data, so it can be stored and sent again later. */
export type ActionRequest = ActionInput & { workOrderId: number; idempotencyKey: string };

const keyHeader = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** Sends one action; the server answers the work order as it now is. */
export function runWorkOrderAction(request: ActionRequest) {
  const body = 'body' in request ? request.body : undefined;
  return apiClient.post<WorkOrder>(
    `/api/work-orders/${request.workOrderId}/${ACTION_PATHS[request.action]}/`,
    body,
    { headers: keyHeader(request.idempotencyKey) },
  );
}

export interface AnswerRequest {
  workOrderId: number;
  deliverableId: string;
  answer: string;
  idempotencyKey: string;
}

export const saveAnswer = ({ workOrderId, deliverableId, answer, idempotencyKey }: AnswerRequest) =>
  apiClient.post<WorkOrder>(
    `/api/work-orders/${workOrderId}/deliverables/${deliverableId}/`,
    { answer },
    { headers: keyHeader(idempotencyKey) },
  );

export interface DeleteItemRequest {
  workOrderId: number;
  itemId: number;
  idempotencyKey: string;
}

export const deleteItem = ({ workOrderId, itemId, idempotencyKey }: DeleteItemRequest) =>
  apiClient.delete<WorkOrder>(`/api/work-orders/${workOrderId}/items/${itemId}/`, {
    headers: keyHeader(idempotencyKey),
  });
