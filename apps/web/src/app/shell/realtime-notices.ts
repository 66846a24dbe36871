import type { UserInfo } from '@fieldhire/contract/accounts';
import type { ServerEvent } from '@fieldhire/contract/messaging';
import type { WorkOrder } from '@fieldhire/contract/work-orders';

export interface Notice {
  title: string;
  message: string;
}

const STATUS_WORDS: Record<string, string> = {
  reviewed: 'reviewed',
  shortlisted: 'shortlisted',
  approved: 'approved',
  rejected: 'not selected',
};

/** What the other side did to a work order, as the viewer's toast says it. */
const WORK_ORDER_WORDS: Partial<Record<WorkOrder['timeline'][number]['type'], string>> = {
  confirmed: 'confirmed',
  declined: 'declined',
  checked_in: 'checked in',
  submitted: 'submitted for approval',
  revision_requested: 'needs a revision',
  approved: 'approved',
  canceled: 'canceled',
};

function workOrderNotice(workOrder: WorkOrder, viewerId: number): Notice | null {
  const last = workOrder.timeline.at(-1);
  if (!last || last.actor?.id === viewerId) return null;
  const words = WORK_ORDER_WORDS[last.type];
  return words
    ? { title: 'Work order update', message: `${workOrder.job.title}: ${words}.` }
    : null;
}

/** The toast, if any, for an event the viewer did not cause. */
export function noticeFor(
  event: ServerEvent,
  viewer: Pick<UserInfo, 'role' | 'id'>,
): Notice | null {
  if (event.type === 'work_order') return workOrderNotice(event.work_order, viewer.id);
  if (event.type === 'application') {
    const { status, job } = event.application;
    if (viewer.role === 'candidate' && STATUS_WORDS[status]) {
      return { title: 'Application update', message: `${job.title}: ${STATUS_WORDS[status]}.` };
    }
    if (viewer.role === 'employer' && status === 'pending') {
      return { title: 'New applicant', message: `Someone applied to ${job.title}.` };
    }
    if (viewer.role === 'employer' && status === 'withdrawn') {
      return {
        title: 'Application withdrawn',
        message: `An applicant withdrew from ${job.title}.`,
      };
    }
    return null;
  }
  if (event.type === 'invite') {
    return {
      title: 'Job invitation',
      message: `${event.from.name} invited you to ${event.job.title}.`,
    };
  }
  return null;
}
