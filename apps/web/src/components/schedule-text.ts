import { timeZoneOfStateCode } from '@fieldhire/contract/state-time-zones';
import type { ScheduleType } from '@fieldhire/contract/work-terms';

/** A job's or work order's schedule as the API answers it. */
export interface ScheduleValue {
  type: ScheduleType;
  start: string;
  end: string | null;
}

/**
 * `local`: the viewer's time zone (the browser's). `utc`: the same on every machine, for a page
 * rendered on the server before the browser takes it over. `{ timeZone }`: a place's clocks (a
 * job's site), named by the zone's abbreviation; also the same on the server and in the browser.
 */
export type TimeZoneChoice = 'local' | 'utc' | { timeZone: string };

/** The clocks of a site in this state (a USPS code), named by their zone. */
export const siteClocks = (state: string): TimeZoneChoice => ({
  timeZone: timeZoneOfStateCode(state),
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
  /** The zone's abbreviation ("EST"), for a place's clocks. */
  zoneName?: string;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string) {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      timeZoneName: 'short',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The numbers of a time on a place's clocks; only they are taken from Intl, the words are ours. */
function partsIn(date: Date, timeZone: string): Parts {
  const read: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of zoneFormat(timeZone).formatToParts(date)) read[part.type] = part.value;
  return {
    year: Number(read.year),
    month: Number(read.month) - 1,
    day: Number(read.day),
    weekday: WEEKDAYS.indexOf(read.weekday ?? ''),
    hours: Number(read.hour) % 24,
    minutes: Number(read.minute),
    zoneName: read.timeZoneName,
  };
}

function partsOf(date: Date, zone: TimeZoneChoice): Parts {
  if (typeof zone === 'object') return partsIn(date, zone.timeZone);
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

const zoneSuffix = (zone: TimeZoneChoice, parts: Parts) =>
  zone === 'utc' ? ' UTC' : parts.zoneName ? ` ${parts.zoneName}` : '';

/** "Tue, Dec 1, 9:00 AM"; the year is added when it is not the current one. */
export function formatDateTime(
  iso: string,
  zone: TimeZoneChoice = 'local',
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = partsOf(date, zone);
  return `${day(parts, parts.year !== partsOf(now, zone).year)}, ${clock(parts)}${zoneSuffix(zone, parts)}`;
}

/**
 * A calendar day ("Tue, Dec 15"; the year when it is not the current one) kept as the midnight UTC
 * that starts it, as an "apply by" date is: the day picked, wherever it is read.
 */
export function formatCalendarDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = partsOf(date, 'utc');
  return day(parts, parts.year !== partsOf(now, 'utc').year);
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
    ? `${clock(endParts)}${zoneSuffix(zone, endParts)}`
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
