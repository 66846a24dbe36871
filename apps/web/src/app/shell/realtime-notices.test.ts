import { describe, expect, it } from 'vitest';
import { workOrder } from '../../lib/test/work-order-fixtures';
import { CANDIDATE, EMPLOYER } from '../../lib/test/users';
import { noticeFor } from './realtime-notices';

const approvedBy = (actorId: number) =>
  workOrder({
    status: 'approved',
    timeline: [
      {
        type: 'approved',
        at: new Date().toISOString(),
        actor: { id: actorId, name: 'Grace Hopper' },
        api_key: null,
        note: null,
      },
    ],
  });

describe('work order notices', () => {
  it('tells the agent what the company did', () => {
    expect(
      noticeFor({ type: 'work_order', work_order: approvedBy(EMPLOYER.id) }, CANDIDATE),
    ).toEqual({
      title: 'Work order update',
      message: 'Roof photos in Austin: approved.',
    });
  });

  it('says nothing of the viewer’s own change', () => {
    expect(
      noticeFor({ type: 'work_order', work_order: approvedBy(EMPLOYER.id) }, EMPLOYER),
    ).toBeNull();
  });
});
