import {
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  type WorkOrder,
  type WorkOrderStatus,
} from '@fieldhire/contract/work-orders';
import { addDays, dateParam, startOfDay } from './calendar-dates';

export type BoardView = 'status' | 'day';

export interface BoardGroup {
  key: string;
  title: string;
  orders: WorkOrder[];
}

export const readBoardView = (value: string | null): BoardView =>
  value === 'day' ? 'day' : 'status';

/** The statuses from the address (`?status=submitted,assigned`), in the workflow's order. */
export function readBoardStatuses(value: string | null): WorkOrderStatus[] {
  const chosen = new Set(value?.split(',') ?? []);
  return WORK_ORDER_STATUSES.filter((status) => chosen.has(status));
}

const byStart = (a: WorkOrder, b: WorkOrder) =>
  Date.parse(a.schedule.start) - Date.parse(b.schedule.start);

/** One group per status that has work, in the workflow's order. */
export function groupByStatus(orders: readonly WorkOrder[]): BoardGroup[] {
  return WORK_ORDER_STATUSES.map((status) => ({
    key: status,
    title: WORK_ORDER_STATUS_LABELS[status],
    orders: orders.filter((order) => order.status === status).sort(byStart),
  })).filter((group) => group.orders.length > 0);
}

const dayTitle = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});
const dayTitleWithYear = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function titleOf(day: Date, today: Date) {
  const key = dateParam(day);
  if (key === dateParam(today)) return 'Today';
  if (key === dateParam(addDays(today, 1))) return 'Tomorrow';
  if (key === dateParam(addDays(today, -1))) return 'Yesterday';
  return day.getFullYear() === today.getFullYear()
    ? dayTitle.format(day)
    : dayTitleWithYear.format(day);
}

/** One group per local day the work starts on, earliest first. */
export function groupByDay(orders: readonly WorkOrder[], now = new Date()): BoardGroup[] {
  const today = startOfDay(now);
  const groups = new Map<string, BoardGroup>();
  for (const order of [...orders].sort(byStart)) {
    const day = startOfDay(new Date(order.schedule.start));
    const key = dateParam(day);
    const group = groups.get(key) ?? { key, title: titleOf(day, today), orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return [...groups.values()];
}
