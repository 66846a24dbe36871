import type { WorkOrder, WorkOrderStatus } from '@fieldhire/contract/work-orders';

export const MY_WORK_TABS = ['today', 'upcoming', 'action', 'done'] as const;
export type MyWorkTab = (typeof MY_WORK_TABS)[number];
export const MY_WORK_TAB_LABELS: Record<MyWorkTab, string> = {
  today: 'Today',
  upcoming: 'Upcoming',
  action: 'Needs action',
  done: 'Done',
};

/** Work the agent has finished with (or that ended): the Done tab. */
export const DONE_STATUSES: WorkOrderStatus[] = ['submitted', 'approved', 'canceled'];
export const ACTIVE_STATUSES: WorkOrderStatus[] = [
  'assigned',
  'confirmed',
  'checked_in',
  'checked_out',
  'revision_requested',
];
/** The agent has to do something before the work can move on. */
const ACTION_STATUSES: WorkOrderStatus[] = [
  'assigned',
  'revision_requested',
  'checked_in',
  'checked_out',
];

export const readMyWorkTab = (value: string | null): MyWorkTab =>
  MY_WORK_TABS.find((tab) => tab === value) ?? 'today';

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

const byStart = (a: WorkOrder, b: WorkOrder) =>
  Date.parse(a.schedule.start) - Date.parse(b.schedule.start);
const byLatestChange = (a: WorkOrder, b: WorkOrder) =>
  Date.parse(b.updated_at) - Date.parse(a.updated_at);

/**
 * The agent's work by tab. Today and Upcoming hold the work still to do, by when it starts (an
 * arrival window that spans today counts as today); Needs action can hold the same work.
 */
export function groupMyWork(orders: readonly WorkOrder[], now = new Date()) {
  const today = startOfDay(now).getTime();
  const tomorrow = addDays(now, 1).getTime();
  const groups: Record<MyWorkTab, WorkOrder[]> = { today: [], upcoming: [], action: [], done: [] };
  for (const order of orders) {
    if (DONE_STATUSES.includes(order.status)) {
      groups.done.push(order);
      continue;
    }
    const start = Date.parse(order.schedule.start);
    const end = order.schedule.end ? Date.parse(order.schedule.end) : start;
    if (start < tomorrow && end >= today) groups.today.push(order);
    else if (start >= tomorrow) groups.upcoming.push(order);
    // Confirmed work whose day has passed without a check-in needs the agent too.
    const overdue = order.status === 'confirmed' && end < today;
    if (ACTION_STATUSES.includes(order.status) || overdue) groups.action.push(order);
  }
  groups.today.sort(byStart);
  groups.upcoming.sort(byStart);
  groups.action.sort(byStart);
  groups.done.sort(byLatestChange);
  return groups;
}
