import type { ApplicationStatus } from '@fieldhire/contract/jobs';
import { Badge } from '@mantine/core';

const COLORS: Record<ApplicationStatus, string> = {
  pending: 'gray',
  reviewed: 'blue',
  shortlisted: 'teal',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    // Shade 9 text keeps every status readable (4.5:1) on its light background; the badge keeps its
    // width beside a title that wraps.
    <Badge
      color={COLORS[status]}
      c={`${COLORS[status]}.9`}
      variant="light"
      style={{ flexShrink: 0 }}
    >
      {status}
    </Badge>
  );
}
