import { Alert, Button, Textarea, Text, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SUSPENSION_REASON_MAX } from '@fieldhire/contract/operations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';

interface ReasonActionProps {
  label: string;
  title: string;
  /** What the action does, said before it is confirmed. */
  children: ReactNode;
  id: number;
  action: UseMutationResult<null, Error, { id: number; reason: string }>;
  done: string;
  color?: ButtonProps['color'];
}

/** An operator action on a record, after a confirmation with the reason the audit log keeps. */
export function ReasonAction({
  label,
  title,
  children,
  id,
  action,
  done,
  color,
}: ReasonActionProps) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const close = () => {
    setOpened(false);
    setReason('');
  };
  const confirm = () =>
    action.mutate(
      { id, reason: reason.trim() },
      {
        onSuccess: () => {
          close();
          notifications.show({ color: 'teal', message: done });
        },
      },
    );
  return (
    <>
      <Button
        color={color}
        variant="light"
        size="sm"
        onClick={() => {
          action.reset();
          setOpened(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={title}
        confirmLabel={label}
        confirmColor={typeof color === 'string' ? color : undefined}
        focusConfirm={false}
        canConfirm={reason.trim().length > 0}
        loading={action.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <Text size="sm">{children}</Text>
        <Textarea
          label="Reason"
          description="Kept in the audit log; the account concerned is told it."
          autosize
          minRows={3}
          maxLength={SUSPENSION_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        {action.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(action.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
