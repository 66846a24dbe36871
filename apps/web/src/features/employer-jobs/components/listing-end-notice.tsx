import type { Job } from '@fieldhire/contract/jobs';
import { Alert, Group, Text } from '@mantine/core';
import { listingPeriod, listingRenewable, listingRuns } from './listing-period';
import { RenewListingButton } from './renew-listing-button';

/** On a job's own page: its listing ends soon, or has ended, and may be renewed. */
export function ListingEndNotice({
  job,
}: {
  job: Pick<Job, 'id' | 'title' | 'status' | 'expires_at'>;
}) {
  if (!listingRenewable(job)) return null;
  const running = listingRuns(job);
  return (
    <Alert color={running ? 'yellow' : 'red'} variant="light" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {listingPeriod(job)}.{' '}
          {running
            ? 'Renew it to keep agents finding it.'
            : 'Agents no longer find it; renew it to list it again.'}
        </Text>
        <RenewListingButton job={job} size="sm" />
      </Group>
    </Alert>
  );
}
