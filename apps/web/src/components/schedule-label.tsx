import { useSyncExternalStore } from 'react';
import { formatDateTime, formatSchedule, type ScheduleValue } from './schedule-text';

const subscribeNever = () => () => undefined;

/**
 * False while rendering on the server and while hydrating that render, true after: times show in
 * UTC until the browser, which knows the viewer's time zone, has taken the page over.
 */
function useLocalTimeZone() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** A schedule in words, in the viewer's time zone once the page runs in the browser. */
export function ScheduleLabel({ schedule }: { schedule: ScheduleValue }) {
  const local = useLocalTimeZone();
  return <time dateTime={schedule.start}>{formatSchedule(schedule, local ? 'local' : 'utc')}</time>;
}

/** One time in words, in the viewer's time zone once the page runs in the browser. */
export function ScheduleDateTime({ iso }: { iso: string }) {
  const local = useLocalTimeZone();
  return <time dateTime={iso}>{formatDateTime(iso, local ? 'local' : 'utc')}</time>;
}
