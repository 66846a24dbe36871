import { useSyncExternalStore } from 'react';
import { formatDateTime, formatSchedule, siteClocks, type ScheduleValue } from './schedule-text';
import { Text } from './ui/text';

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

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A schedule in words. With the site's state, on the site's clocks (the same text on the server
 * and in the browser), followed once the page runs in the browser by the viewer's clocks where
 * they read otherwise; without it, in the viewer's time zone once the page runs in the browser.
 */
export function ScheduleLabel({
  schedule,
  siteState,
}: {
  schedule: ScheduleValue;
  siteState?: string;
}) {
  const local = useLocalTimeZone();
  if (siteState === undefined) {
    return (
      <time dateTime={schedule.start}>{formatSchedule(schedule, local ? 'local' : 'utc')}</time>
    );
  }
  const there = formatSchedule(schedule, siteClocks(siteState));
  const here = local ? formatSchedule(schedule, { timeZone: viewerTimeZone() }) : there;
  return (
    <>
      <time dateTime={schedule.start}>{there}</time>
      {here !== there && (
        <Text component="span" size="xs" c="dimmed" style={{ display: 'block' }}>
          {here} in your time zone
        </Text>
      )}
    </>
  );
}

/**
 * A time as the site's clocks read it ("Wed, Dec 2, 10:00 AM EST"), or null where the viewer's
 * read the same: what an agent sees beside a start they enter in their own time zone.
 */
export function siteReadingIfOther(iso: string, siteState: string): string | null {
  const there = formatDateTime(iso, siteClocks(siteState));
  return there === formatDateTime(iso, { timeZone: viewerTimeZone() }) ? null : there;
}

/** One time in words, in the viewer's time zone once the page runs in the browser. */
export function ScheduleDateTime({ iso }: { iso: string }) {
  const local = useLocalTimeZone();
  return <time dateTime={iso}>{formatDateTime(iso, local ? 'local' : 'utc')}</time>;
}
