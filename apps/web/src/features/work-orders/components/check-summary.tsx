import { checkInTiming, type CheckInTiming, type WorkOrder } from '@fieldhire/contract/work-orders';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime, formatDistance } from '../../../components/work-order-format';

type Place = NonNullable<WorkOrder['check_in']> | NonNullable<WorkOrder['check_out']>;

const TIMING_BADGES: Record<CheckInTiming, { label: string; color: string }> = {
  early: { label: 'Early', color: 'orange' },
  on_time: { label: 'On time', color: 'teal' },
  late: { label: 'Late', color: 'orange' },
};

function PlaceRow({
  label,
  place,
  timing,
}: {
  label: string;
  place: Place;
  timing?: CheckInTiming;
}) {
  const badge = timing && TIMING_BADGES[timing];
  return (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Text size="sm">
        <Text span fw={600}>
          {label}
        </Text>{' '}
        {formatDateTime(place.at)} · {formatDistance(place.distance_m)} from the site
      </Text>
      <Group gap={6}>
        {badge && (
          <Badge variant="light" color={badge.color} c={`${badge.color}.9`}>
            {badge.label}
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
        {checkIn && (
          <PlaceRow
            label="Checked in"
            place={checkIn}
            timing={checkInTiming(workOrder.schedule, checkIn.at)}
          />
        )}
        {checkOut && <PlaceRow label="Checked out" place={checkOut} />}
      </Stack>
    </Paper>
  );
}
