import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  cancelLabel?: string;
  /** Whether the confirm button takes the focus when the dialog opens (else the dialog itself does). */
  focusConfirm?: boolean;
  /** False while the dialog cannot confirm yet (or at all). */
  canConfirm?: boolean;
  loading?: boolean;
  /** Why the last confirmation failed, shown above the buttons; the dialog stays open. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  cancelLabel = 'Cancel',
  focusConfirm = true,
  canConfirm = true,
  loading = false,
  error = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        {children}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            color={confirmColor}
            disabled={!canConfirm}
            loading={loading}
            onClick={onConfirm}
            data-autofocus={focusConfirm || undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
