import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { Stack, Text } from '@mantine/core';
import { dateParam, sameDay } from '../calendar-dates';
import { formatDay } from '../../../components/work-order-format';
import { CalendarEntry } from './calendar-entry';
import classes from './calendar.module.css';

interface CalendarWeekProps {
  days: Date[];
  orders: Map<string, WorkOrder[]>;
  today: Date;
}

/** A week as a list of days, which reads the same on a phone and a desk. */
export function CalendarWeek({ days, orders, today }: CalendarWeekProps) {
  return (
    <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Week">
      {days.map((day) => {
        const key = dateParam(day);
        const list = orders.get(key) ?? [];
        const isToday = sameDay(day, today);
        return (
          <li key={key} className={classes.weekDay} data-today={isToday || undefined}>
            <Text className={classes.dayName} component="h2" mb={6}>
              {formatDay(day.toISOString())}
              {isToday && ' · Today'}
            </Text>
            {list.length === 0 ? (
              <Text size="sm" c="dimmed">
                No work
              </Text>
            ) : (
              <Stack gap={6}>
                {list.map((workOrder) => (
                  <CalendarEntry key={workOrder.id} workOrder={workOrder} />
                ))}
              </Stack>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
