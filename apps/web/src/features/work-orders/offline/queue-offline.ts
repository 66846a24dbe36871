import { WORK_ORDER_ACTIONS, type WorkOrder } from '@fieldhire/contract/work-orders';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { workOrderKey } from '../../../lib/work-order-query';
import type { ActionRequest, AnswerRequest } from '../api/work-order-actions';
import { outbox } from './outbox';

/** A work order as the phone shows it while its change waits to be sent. */
export type MaybeQueued = WorkOrder & { queued?: true };

/** The request never reached the server, or its answer never came back. */
const noSignal = (error: unknown) => !(error instanceof ApiRequestError) || error.status === 0;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends a change now, or, without a signal or behind earlier changes of the same work order still
 * waiting, keeps it in the outbox (sent with the same key, in order) and answers the work order as
 * it will be, so the agent can go on.
 */
export async function sendOrQueue<T extends ActionRequest | AnswerRequest>(
  queryClient: QueryClient,
  request: T,
  send: (request: T) => Promise<WorkOrder>,
): Promise<MaybeQueued> {
  if (!offline() && !outbox.holds(request.workOrderId)) {
    try {
      return await send(request);
    } catch (error) {
      if (!noSignal(error)) throw error;
    }
  }
  const createdAt = Date.now();
  const common = { key: request.idempotencyKey, workOrderId: request.workOrderId, createdAt };
  await outbox.add(
    'action' in request
      ? { ...common, kind: 'action', request }
      : { ...common, kind: 'answer', deliverableId: request.deliverableId, answer: request.answer },
  );
  const current = queryClient.getQueryData<WorkOrder>(workOrderKey(request.workOrderId));
  if (!current) throw new ApiRequestError(0, null);
  const next: MaybeQueued = { ...current, queued: true };
  if ('action' in request) next.status = WORK_ORDER_ACTIONS[request.action].to;
  else
    next.deliverables = current.deliverables.map((deliverable) =>
      deliverable.id === request.deliverableId
        ? {
            ...deliverable,
            items: [
              {
                id: -createdAt,
                url: null,
                thumb_url: null,
                name: null,
                taken_at: null,
                lat: null,
                lon: null,
                answer: request.answer,
                created_at: new Date(createdAt).toISOString(),
              },
            ],
          }
        : deliverable,
    );
  queryClient.setQueryData(workOrderKey(request.workOrderId), next);
  return next;
}
