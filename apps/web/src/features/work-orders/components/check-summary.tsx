import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime, formatDistance } from '../work-order-format';

type Place = NonNullable<WorkOrder['check_in']> | NonNullable<WorkOrder['check_out']>;

function PlaceRow({ label, place }: { label: string; place: Place }) {
  return (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Text size="sm">
        <Text span fw={600}>
          {label}
        </Text>{' '}
        {formatDateTime(place.at)} · {formatDistance(place.distance_m)} from the site
      </Text>
      <Group gap={6}>
        {'on_time' in place && (
          <Badge
            variant="light"
            color={place.on_time ? 'teal' : 'orange'}
            c={place.on_time ? 'teal.9' : 'orange.9'}
          >
            {place.on_time ? 'On time' : 'Late'}
          </Badge>
        )}
        {place.far && (
          <Badge variant="light" color="red" c="red.9">
            Far from site
          </Badge>
        )}
      </Group>
    </Group>
  );
}

/** When and how far from the site the agent checked in and out. */
export function CheckSummary({ workOrder }: { workOrder: WorkOrder }) {
  const { check_in: checkIn, check_out: checkOut } = workOrder;
  if (!checkIn && !checkOut) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Check-in and check-out">
      <Stack gap={6}>
        {checkIn && <PlaceRow label="Checked in" place={checkIn} />}
        {checkOut && <PlaceRow label="Checked out" place={checkOut} />}
      </Stack>
    </Paper>
  );
}
