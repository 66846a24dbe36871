import type { ScheduleType } from '@fieldhire/contract/work-terms';

/** A job's or work order's schedule as the API answers it. */
export interface ScheduleValue {
  type: ScheduleType;
  start: string;
  end: string | null;
}

/**
 * `local`: the viewer's time zone (the browser's). `utc`: the same on every machine, for a page
 * rendered on the server before the browser takes it over.
 */
export type TimeZoneChoice = 'local' | 'utc';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
}

function partsOf(date: Date, zone: TimeZoneChoice): Parts {
  return zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        weekday: date.getDay(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };
}

// Written out rather than with Intl: ICU versions differ in the space before AM/PM, and the
// server's text must equal the browser's while the page hydrates.
const clock = ({ hours, minutes }: Parts) =>
  `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;

const day = (parts: Parts, withYear: boolean) =>
  `${WEEKDAYS[parts.weekday]}, ${MONTHS[parts.month]} ${parts.day}${withYear ? `, ${parts.year}` : ''}`;

const sameDay = (a: Parts, b: Parts) => a.year === b.year && a.month === b.month && a.day === b.day;

const zoneSuffix = (zone: TimeZoneChoice) => (zone === 'utc' ? ' UTC' : '');

/** "Tue, Dec 1, 9:00 AM"; the year is added when it is not the current one. */
export function formatDateTime(
  iso: string,
  zone: TimeZoneChoice = 'local',
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = partsOf(date, zone);
  return `${day(parts, parts.year !== partsOf(now, zone).year)}, ${clock(parts)}${zoneSuffix(zone)}`;
}

/** "Starts Tue, Dec 1, 9:00 AM" or "Arrive between Tue, Dec 1, 9:00 AM and 11:00 AM". */
export function formatSchedule(
  schedule: ScheduleValue,
  zone: TimeZoneChoice = 'local',
  now: Date = new Date(),
): string {
  const start = new Date(schedule.start);
  const end = schedule.end ? new Date(schedule.end) : null;
  if (schedule.type === 'hard_start' || !end || Number.isNaN(end.getTime())) {
    return `Starts ${formatDateTime(schedule.start, zone, now)}`;
  }
  const startParts = partsOf(start, zone);
  const endParts = partsOf(end, zone);
  const endText = sameDay(startParts, endParts)
    ? `${clock(endParts)}${zoneSuffix(zone)}`
    : formatDateTime(schedule.end!, zone, now);
  const startText = sameDay(startParts, endParts)
    ? `${day(startParts, startParts.year !== partsOf(now, zone).year)}, ${clock(startParts)}`
    : formatDateTime(schedule.start, zone, now);
  return `Arrive between ${startText} and ${endText}`;
}

/** "45 min", "2 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
