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
    <Badge color={COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
