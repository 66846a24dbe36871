import { Button, Group, Modal, Stack, Text } from '@mantine/core';

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
    <Modal opened={opened} onClose={onCancel} title="Withdraw application?" centered>
      <Stack gap="md">
        <Text size="sm">
          Withdraw your application to <strong>{jobTitle}</strong>? The company will no longer see
          you among its applicants. You can apply again while the job is open.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Keep application
          </Button>
          <Button color="red" loading={withdrawing} onClick={onConfirm}>
            Withdraw
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
