import { Text } from '@mantine/core';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmWithdrawModalProps {
  opened: boolean;
  jobTitle: string;
  /** The agent was hired: withdrawing cancels the work assigned to them. */
  hired?: boolean;
  withdrawing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks a field agent to confirm withdrawing their application to a job. */
export function ConfirmWithdrawModal({
  opened,
  jobTitle,
  hired = false,
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
      {hired ? (
        <Text size="sm">
          You are hired for <strong>{jobTitle}</strong>. Withdrawing cancels the work assigned to
          you and the company is told; within a day of the start it counts as a late cancellation on
          your record.
        </Text>
      ) : (
        <Text size="sm">
          Withdraw your application to <strong>{jobTitle}</strong>? The company will no longer see
          you among its applicants. You can apply again while the job is open.
        </Text>
      )}
    </ConfirmDialog>
  );
}
