import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from './test/render';
import { applyWorkOrder, workOrderKey, workOrderListKey } from './work-order-query';

const order = (updatedAt: string, status: WorkOrder['status']) =>
  ({ id: 5, status, updated_at: updatedAt }) as WorkOrder;

describe('applying a work order from the server', () => {
  it('stores it and marks every list stale', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(workOrderListKey({ end: 50 }), { count: 0, results: [] });
    await applyWorkOrder(queryClient, order('2030-01-01T10:00:00Z', 'confirmed'));
    expect(queryClient.getQueryData<WorkOrder>(workOrderKey(5))?.status).toBe('confirmed');
    expect(queryClient.getQueryState(workOrderListKey({ end: 50 }))?.isInvalidated).toBe(true);
  });

  it('keeps a newer copy when an older one arrives late', async () => {
    const queryClient = createTestQueryClient();
    await applyWorkOrder(queryClient, order('2030-01-01T10:05:00Z', 'checked_in'));
    await applyWorkOrder(queryClient, order('2030-01-01T10:00:00Z', 'confirmed'));
    expect(queryClient.getQueryData<WorkOrder>(workOrderKey(5))?.status).toBe('checked_in');
  });
});
