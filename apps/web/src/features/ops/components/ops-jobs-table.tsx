import type { OpsCompanyRecord } from '@fieldhire/contract/operations';
import { Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

type OpsJob = OpsCompanyRecord['jobs'][number];

export function HeldBadge({ reason }: { reason: OpsJob['held_reason'] }) {
  if (!reason) return null;
  return (
    <Badge color={reason === 'removed' ? 'red' : 'orange'} variant="light">
      {reason === 'removed' ? 'Removed' : 'Held: account suspended'}
    </Badge>
  );
}

export function OpsJobsTable({ jobs }: { jobs: OpsJob[] }) {
  if (jobs.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No jobs.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Job</Table.Th>
            <Table.Th>Where</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Link to={`/ops/jobs/${job.id}`}>{job.title}</Link>
              </Table.Td>
              <Table.Td>
                {job.city}, {job.state}
              </Table.Td>
              <Table.Td>
                {job.status} <HeldBadge reason={job.held_reason} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
