import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { dateParam, sameDay } from '../calendar-dates';
import { plural } from '../../../lib/plural';
import { STATUS_COLORS } from '../../../lib/work-order-status';
import { CalendarEntry } from './calendar-entry';
import classes from './calendar.module.css';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

interface CalendarMonthProps {
  days: Date[];
  month: number;
  orders: Map<string, WorkOrder[]>;
  today: Date;
  selected: Date;
  onSelect: (day: Date) => void;
}

/** A month grid with a dot per work order; the chosen day's work is listed below it. */
export function CalendarMonth({
  days,
  month,
  orders,
  today,
  selected,
  onSelect,
}: CalendarMonthProps) {
  const selectedList = orders.get(dateParam(selected)) ?? [];
  return (
    <Stack gap="md">
      <div className={classes.monthGrid} role="group" aria-label="Month">
        {WEEKDAYS.map((name) => (
          <div key={name} className={classes.weekdayHead} aria-hidden>
            {name}
          </div>
        ))}
        {days.map((day) => {
          const list = orders.get(dateParam(day)) ?? [];
          return (
            <UnstyledButton
              key={dateParam(day)}
              className={classes.monthDay}
              data-outside={day.getMonth() !== month || undefined}
              data-today={sameDay(day, today) || undefined}
              aria-pressed={sameDay(day, selected)}
              aria-label={`${longDay.format(day)}: ${list.length ? plural(list.length, 'work order') : 'no work'}`}
              onClick={() => onSelect(day)}
            >
              <span className={classes.dayNumber}>{day.getDate()}</span>
              <span className={classes.dots} aria-hidden>
                {list.slice(0, 4).map((workOrder) => (
                  <span
                    key={workOrder.id}
                    className={classes.dot}
                    style={{
                      backgroundColor: `var(--mantine-color-${STATUS_COLORS[workOrder.status]}-6)`,
                    }}
                  />
                ))}
              </span>
            </UnstyledButton>
          );
        })}
      </div>
      <section aria-labelledby="calendar-day-heading">
        <Title order={2} fz="md" id="calendar-day-heading" mb="xs">
          {longDay.format(selected)}
        </Title>
        {selectedList.length === 0 ? (
          <Text size="sm" c="dimmed">
            No work this day.
          </Text>
        ) : (
          <Stack gap={6}>
            {selectedList.map((workOrder) => (
              <CalendarEntry key={workOrder.id} workOrder={workOrder} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
