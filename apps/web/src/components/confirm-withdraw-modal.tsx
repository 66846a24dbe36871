import { Text } from '@mantine/core';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmWithdrawModalProps {
  opened: boolean;
  jobTitle: string;
  withdrawing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks a field agent to confirm withdrawing their application to a job. */
export function ConfirmWithdrawModal({
  opened,
  jobTitle,
  withdrawing,
  onConfirm,
  onCancel,
}: ConfirmWithdrawModalProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Withdraw application?"
      confirmLabel="Withdraw"
      confirmColor="red"
      cancelLabel="Keep application"
      focusConfirm={false}
      loading={withdrawing}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      <Text size="sm">
        Withdraw your application to <strong>{jobTitle}</strong>? The company will no longer see you
        among its applicants. You can apply again while the job is open.
      </Text>
    </ConfirmDialog>
  );
}
