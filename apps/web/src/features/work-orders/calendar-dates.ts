import type { WorkOrder } from '@fieldhire/contract/work-orders';

export type CalendarView = 'week' | 'month';

export const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate());
export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
export const addMonths = (date: Date, months: number) =>
  new Date(date.getFullYear(), date.getMonth() + months, 1);
/** Weeks start on Sunday, as American calendars show them. */
export const startOfWeek = (date: Date) => addDays(date, -date.getDay());
export const startOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

export const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

const pad = (value: number) => String(value).padStart(2, '0');
/** The local date as YYYY-MM-DD (for the address). */
export const dateParam = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A YYYY-MM-DD from the address as a local date; today when it is not one. */
export function readDateParam(value: string | null, today = new Date()) {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return startOfDay(today);
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? startOfDay(today) : date;
}

export const readView = (value: string | null): CalendarView =>
  value === 'month' ? 'month' : 'week';

/** The days a view shows: a week, or the whole weeks that hold the month. */
export function daysOf(view: CalendarView, anchor: Date): Date[] {
  const first = view === 'week' ? startOfWeek(anchor) : startOfWeek(startOfMonth(anchor));
  const lastWeek = view === 'week' ? first : startOfWeek(addDays(addMonths(anchor, 1), -1));
  const days: Date[] = [];
  for (let day = first; day <= addDays(lastWeek, 6); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The view's first moment and the moment after its last day, for the list's from and to. */
export function rangeOf(view: CalendarView, anchor: Date) {
  const days = daysOf(view, anchor);
  const first = days[0] ?? startOfDay(anchor);
  const last = days.at(-1) ?? first;
  return { from: first.toISOString(), to: addDays(last, 1).toISOString() };
}

/** Work orders by the local day they start on (YYYY-MM-DD), each day by start time. */
export function byStartDay(orders: readonly WorkOrder[]) {
  const days = new Map<string, WorkOrder[]>();
  const sorted = [...orders].sort(
    (a, b) => Date.parse(a.schedule.start) - Date.parse(b.schedule.start),
  );
  for (const order of sorted) {
    const key = dateParam(new Date(order.schedule.start));
    days.set(key, [...(days.get(key) ?? []), order]);
  }
  return days;
}

/** The anchor one step back or forward. */
export const step = (view: CalendarView, anchor: Date, direction: 1 | -1) =>
  view === 'week' ? addDays(anchor, 7 * direction) : addMonths(anchor, direction);

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "June 2030", or "Jun 9 – Jun 15, 2030". */
export function viewTitle(view: CalendarView, anchor: Date) {
  if (view === 'month') return monthTitle.format(anchor);
  const first = startOfWeek(anchor);
  const last = addDays(first, 6);
  return `${shortDay.format(first)} – ${shortDay.format(last)}, ${last.getFullYear()}`;
}
