import type { NotificationInvitation } from '@fieldhire/contract/notifications';
import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../lib/error-message';
import { useDeclineInvitation } from '../lib/notifications-query';
import { ConfirmDialog } from './confirm-dialog';

interface InvitationActionsProps {
  invitation: NotificationInvitation;
  /** Accepting opens the job page, where applying accepts the invitation. */
  onAccept: () => void;
  onDeclined?: () => void;
  /** Told when the confirm dialog opens and closes, so a panel around it stays open meanwhile. */
  onDialogChange?: (open: boolean) => void;
}

export function InvitationActions({
  invitation,
  onAccept,
  onDeclined,
  onDialogChange,
}: InvitationActionsProps) {
  const decline = useDeclineInvitation();
  const [confirming, setConfirming] = useState(false);
  // Also when the item leaves the page with its dialog open (the panel switching layouts).
  useEffect(() => {
    if (!confirming) return;
    onDialogChange?.(true);
    return () => onDialogChange?.(false);
  }, [confirming, onDialogChange]);

  if (invitation.status === 'accepted') {
    return (
      <Badge variant="light" color="brand">
        Accepted: you applied
      </Badge>
    );
  }
  if (invitation.status === 'declined') {
    return (
      <Badge variant="light" color="gray">
        Declined
      </Badge>
    );
  }
  return (
    <>
      <Group gap="xs">
        <Button
          component={Link}
          to={`/jobs/${invitation.job_id}?apply=1`}
          size="xs"
          onClick={onAccept}
        >
          Accept
        </Button>
        <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
          Decline
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Decline this invitation?"
        confirmLabel="Decline invitation"
        confirmColor="red"
        cancelLabel="Keep it"
        loading={decline.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          decline.mutate(invitation.id, {
            onSuccess: () => {
              setConfirming(false);
              onDeclined?.();
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
          })
        }
      >
        <Text size="sm">
          The invitation will show as declined. You can still apply to the job later while it is
          open.
        </Text>
      </ConfirmDialog>
    </>
  );
}
