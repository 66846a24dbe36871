import type { WorkOrder } from '@fieldhire/contract/work-orders';

const HOUR_MS = 3_600_000;

/** Text as an iCalendar value: backslash, semicolon, comma and newlines escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20261125T143000Z */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded: continued on the next line after a space. */
function fold(line: string) {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 character: step back over continuation bytes.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

/** When the work ends: its window's end, else its start and expected duration, else an hour. */
function endOf(workOrder: WorkOrder) {
  if (workOrder.schedule.end) return new Date(workOrder.schedule.end);
  const start = new Date(workOrder.schedule.start).getTime();
  return new Date(
    start + (workOrder.duration_minutes ? workOrder.duration_minutes * 60_000 : HOUR_MS),
  );
}

/** The agent's work orders as an iCalendar feed (RFC 5545), one event each. */
export function calendarFeed(workOrders: WorkOrder[], publicUrl: string, host: string) {
  const now = utcStamp(new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fieldhire//Work orders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Fieldhire work',
  ];
  for (const workOrder of workOrders) {
    const site = workOrder.site;
    const place = [site.address, site.city, `${site.state} ${site.zip ?? ''}`.trim()]
      .filter(Boolean)
      .join(', ');
    const url = `${publicUrl}/work-orders/${workOrder.id}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:work-order-${workOrder.id}@${host}`,
      `DTSTAMP:${now}`,
      `LAST-MODIFIED:${utcStamp(new Date(workOrder.updated_at))}`,
      `DTSTART:${utcStamp(new Date(workOrder.schedule.start))}`,
      `DTEND:${utcStamp(endOf(workOrder))}`,
      `SUMMARY:${escapeText(`${workOrder.job.title} (${workOrder.company.name})`)}`,
      `LOCATION:${escapeText(place)}`,
      `GEO:${site.lat};${site.lon}`,
      `DESCRIPTION:${escapeText(
        `${workOrder.schedule.type === 'window' ? 'Arrival window' : 'Hard start'}. ${url}`,
      )}`,
      `URL:${url}`,
      `STATUS:${workOrder.status === 'canceled' ? 'CANCELLED' : workOrder.status === 'assigned' ? 'TENTATIVE' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
