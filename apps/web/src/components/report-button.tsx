import {
  OPS_TEXT,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@fieldhire/contract/operations';
import type { Detail } from '@fieldhire/contract/errors';
import {
  Alert,
  Button,
  Modal,
  Radio,
  Stack,
  Textarea,
  Group,
  type ButtonProps,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';

interface ReportButtonProps extends Omit<ButtonProps, 'children'> {
  targetType: ReportTarget;
  targetId: number;
  /** What is reported, as the dialog's title says it ("this job"). */
  what: string;
  'aria-label'?: string;
}

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/** "Report" for a signed-in user: a reason from the list and a note, sent to the Fieldhire team. */
export function ReportButton({ targetType, targetId, what, ...buttonProps }: ReportButtonProps) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () =>
      apiClient.post<Detail>('/api/reports/', {
        target_type: targetType,
        target_id: targetId,
        reason,
        note: note.trim(),
      }),
  });
  const close = () => {
    setOpened(false);
    setReason(null);
    setNote('');
    send.reset();
  };
  const submit = () =>
    send.mutate(undefined, {
      onSuccess: () => {
        close();
        notifications.show({ color: 'teal', message: OPS_TEXT.reported });
      },
    });
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        {...buttonProps}
      >
        Report
      </Button>
      <Modal opened={opened} onClose={close} title={`Report ${what}`} centered>
        <Stack gap="md">
          <Radio.Group
            label="What is wrong?"
            value={reason}
            onChange={(value) => setReason(value as ReportReason)}
            required
          >
            <Stack gap={8} mt={8}>
              {REASONS.map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Anything we should know"
            description="Optional. Only the Fieldhire team reads it."
            autosize
            minRows={3}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {send.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(send.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" disabled={!reason} loading={send.isPending} onClick={submit}>
              Send report
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
