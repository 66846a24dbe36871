import { type Job, LISTING_DAYS } from '@fieldhire/contract/jobs';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRenewJob } from '../api/employer-jobs-api';
import { ListingErrorAlert } from './listing-error-alert';
import { listingPeriod, listingRenewable } from './listing-period';

interface RenewListingButtonProps {
  job: Pick<Job, 'id' | 'title' | 'status' | 'expires_at'>;
  size?: 'xs' | 'sm';
}

/** "Renew" for a listing that ends within the reminder window or has ended, after a confirmation. */
export function RenewListingButton({ job, size = 'xs' }: RenewListingButtonProps) {
  const renew = useRenewJob();
  const [asking, setAsking] = useState(false);
  if (!listingRenewable(job)) return null;
  const confirm = () =>
    renew.mutate(job.id, {
      onSuccess: (renewed) => {
        setAsking(false);
        notifications.show({
          color: 'teal',
          message: `“${renewed.title}” is renewed. ${listingPeriod(renewed) ?? ''}.`,
        });
      },
    });
  return (
    <>
      <Button
        variant="light"
        color="teal"
        size={size}
        onClick={() => {
          renew.reset();
          setAsking(true);
        }}
      >
        Renew
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Renew “${job.title}”?`}
        confirmLabel="Renew listing"
        loading={renew.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        <Text size="sm">
          The listing shows in search for another listing period, added to what is left of it. It
          uses your free listing ({LISTING_DAYS} more days) if no other job holds it, otherwise one
          job post from your packages (its package&apos;s display period).
        </Text>
        {renew.isError && <ListingErrorAlert error={renew.error} />}
      </ConfirmDialog>
    </>
  );
}
