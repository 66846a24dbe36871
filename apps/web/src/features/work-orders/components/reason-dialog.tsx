import { Reason } from '@fieldhire/contract/work-orders';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What the reason is for, above the box. */
  children?: ReactNode;
  label: string;
  confirmLabel: string;
  confirmColor?: string;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

type ReasonFormProps = Omit<ReasonDialogProps, 'opened' | 'title'>;

// Inside the modal, so each opening starts with an empty box.
function ReasonForm({
  children,
  label,
  confirmLabel,
  confirmColor,
  loading,
  onConfirm,
  onClose,
}: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = Reason.safeParse({ reason });
        if (parsed.success) onConfirm(parsed.data.reason);
        else setError(parsed.error.issues[0]?.message ?? 'Give a reason.');
      }}
    >
      <Stack gap="md">
        {children}
        <Textarea
          label={label}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          maxLength={1000}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" color={confirmColor} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks why before an action that needs a reason (decline, cancel, request a revision). */
export function ReasonDialog({ opened, title, onClose, ...form }: ReasonDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <ReasonForm onClose={onClose} {...form} />
    </Modal>
  );
}
