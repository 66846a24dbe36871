import type { WorkOrderStatus } from '@fieldhire/contract/work-orders';
import { describe, expect, it } from 'vitest';
import { groupMyWork, readMyWorkTab } from './my-work-groups';
import { workOrder } from './test/work-order-fixtures';

const NOW = new Date(2030, 5, 12, 10, 0);
const at = (day: number, hour: number) => new Date(2030, 5, day, hour).toISOString();
const order = (id: number, status: WorkOrderStatus, start: string) =>
  workOrder({ id, status, schedule: { type: 'hard_start', start, end: null } });

const ids = (list: { id: number }[]) => list.map((o) => o.id);

describe('my work tabs', () => {
  it('puts work by its day and state, Needs action holding what waits on the agent', () => {
    const groups = groupMyWork(
      [
        order(1, 'assigned', at(12, 15)),
        order(2, 'confirmed', at(12, 8)),
        order(3, 'confirmed', at(14, 9)),
        order(4, 'revision_requested', at(10, 9)),
        order(5, 'checked_out', at(12, 7)),
        order(6, 'approved', at(11, 9)),
        order(7, 'canceled', at(13, 9)),
        order(8, 'submitted', at(9, 9)),
        order(9, 'confirmed', at(9, 9)),
        order(10, 'assigned', at(20, 9)),
      ],
      NOW,
    );
    expect(ids(groups.today)).toEqual([5, 2, 1]);
    expect(ids(groups.upcoming)).toEqual([3, 10]);
    expect(ids(groups.action)).toEqual([9, 4, 5, 1, 10]);
    expect(ids(groups.done).sort()).toEqual([6, 7, 8]);
  });

  it('counts an arrival window that spans today as today', () => {
    const spanning = workOrder({
      id: 1,
      status: 'confirmed',
      schedule: { type: 'window', start: at(11, 9), end: at(13, 17) },
    });
    expect(ids(groupMyWork([spanning], NOW).today)).toEqual([1]);
  });

  it('reads the tab from the address, Today by default', () => {
    expect(readMyWorkTab('done')).toBe('done');
    expect(readMyWorkTab('nope')).toBe('today');
    expect(readMyWorkTab(null)).toBe('today');
  });
});
