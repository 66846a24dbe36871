import type { WorkOrderStatus } from '@fieldhire/contract/work-orders';
import { describe, expect, it } from 'vitest';
import { groupByDay, groupByStatus, readBoardStatuses } from './board-groups';
import { workOrder } from '../../lib/test/work-order-fixtures';

const NOW = new Date(2030, 5, 12, 10, 0);
const at = (day: number, hour: number) => new Date(2030, 5, day, hour).toISOString();
const order = (id: number, status: WorkOrderStatus, start: string) =>
  workOrder({ id, status, schedule: { type: 'hard_start', start, end: null } });

describe('work board groups', () => {
  const orders = [
    order(1, 'submitted', at(13, 9)),
    order(2, 'assigned', at(12, 15)),
    order(3, 'submitted', at(12, 8)),
    order(4, 'approved', at(20, 9)),
  ];

  it('groups by status in the workflow’s order, leaving out empty statuses', () => {
    const groups = groupByStatus(orders);
    expect(groups.map((g) => [g.title, g.orders.map((o) => o.id)])).toEqual([
      ['Assigned', [2]],
      ['Submitted', [3, 1]],
      ['Approved', [4]],
    ]);
  });

  it('groups by the day the work starts, naming today and tomorrow', () => {
    const groups = groupByDay(orders, NOW);
    expect(groups.map((g) => [g.title, g.orders.map((o) => o.id)])).toEqual([
      ['Today', [3, 2]],
      ['Tomorrow', [1]],
      ['Thursday, Jun 20', [4]],
    ]);
  });

  it('reads only known statuses from the address', () => {
    expect(readBoardStatuses('submitted,nope,assigned')).toEqual(['assigned', 'submitted']);
    expect(readBoardStatuses(null)).toEqual([]);
  });
});
