import type { WorkOrder, WorkOrderList, WorkOrderStatus } from '@fieldhire/contract/work-orders';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** What a list of work orders asks for (GET /api/work-orders/). */
export interface WorkOrderFilter {
  status?: readonly WorkOrderStatus[];
  /** Scheduled to start at or after `from` and before `to` (ISO dates or times). */
  from?: string;
  to?: string;
  /** `-start`: the latest first, for a history. */
  order?: 'start' | '-start';
  start?: number;
  end?: number;
}

/** Every work-order query (lists and single work orders) lives under this key. */
export const workOrdersKey = ['work-orders'] as const;
export const workOrderListsKey = [...workOrdersKey, 'list'] as const;
export const workOrderListKey = (filter: WorkOrderFilter) =>
  [...workOrderListsKey, filter] as const;
export const workOrderKey = (id: number) => [...workOrdersKey, 'detail', id] as const;

export const fetchWorkOrders = (filter: WorkOrderFilter, signal?: AbortSignal) =>
  apiClient.get<WorkOrderList>('/api/work-orders/', {
    query: {
      status: filter.status,
      from: filter.from,
      to: filter.to,
      order: filter.order,
      start: filter.start,
      end: filter.end,
    },
    signal,
  });

export const fetchWorkOrder = (id: number, signal?: AbortSignal) =>
  apiClient.get<WorkOrder>(`/api/work-orders/${id}/`, { signal });

export const workOrderListQuery = (filter: WorkOrderFilter) =>
  queryOptions({
    queryKey: workOrderListKey(filter),
    queryFn: ({ signal }) => fetchWorkOrders(filter, signal),
  });

export const workOrderQuery = (id: number) =>
  queryOptions({ queryKey: workOrderKey(id), queryFn: ({ signal }) => fetchWorkOrder(id, signal) });

const isWorkOrderId = (id: number) => Number.isInteger(id) && id > 0;

/** The viewer's work orders (an agent's own, or their company's). */
export function useWorkOrders(filter: WorkOrderFilter, enabled = true) {
  return useQuery({ ...workOrderListQuery(filter), enabled });
}

/** One work order; idle for an id that is not one. */
export function useWorkOrder(id: number) {
  return useQuery({ ...workOrderQuery(id), enabled: isWorkOrderId(id) });
}

/**
 * A work order as the server now has it (an action's answer, or a realtime event): its page shows
 * it at once, and the lists that may hold it are read again.
 */
export function applyWorkOrder(queryClient: QueryClient, workOrder: WorkOrder) {
  // An event can arrive after the answer to a later change; the newer copy stays.
  queryClient.setQueryData<WorkOrder>(workOrderKey(workOrder.id), (cached) =>
    cached && Date.parse(cached.updated_at) > Date.parse(workOrder.updated_at) ? cached : workOrder,
  );
  return queryClient.invalidateQueries({ queryKey: workOrderListsKey });
}
