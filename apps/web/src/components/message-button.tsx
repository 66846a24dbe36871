import type { Conversation } from '@fieldhire/contract/messaging';
import { MESSAGING_TEXT } from '@fieldhire/contract/realtime';
import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiRequestError, apiClient } from '../lib/api-client';
import { invalidatePlan } from '../lib/plan-query';
import { useViewer } from '../lib/user-info';

interface MessageButtonProps extends Omit<ButtonProps, 'children'> {
  /** Whom to message; without it, `jobId` names the job whose company to message. */
  userId?: number;
  jobId?: number;
  label?: string;
  /** Names whom the button messages where several stand together (a list of applicants). */
  'aria-label'?: string;
}

/**
 * Opens (or reuses) the conversation with a person, optionally about a job, and goes to it.
 * "Message employer" on a job page: `<MessageButton jobId={job.id} label="Message employer" />`;
 * "Message" on an applicant or a candidate profile: `<MessageButton userId={id} jobId={jobId} />`.
 */
export function MessageButton({
  userId,
  jobId,
  label = 'Message',
  ...buttonProps
}: MessageButtonProps) {
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (body: { user_id?: number; job_id?: number }) =>
      apiClient.post<Conversation>('/api/conversations/', body),
    onSuccess: () => invalidatePlan(queryClient),
  });
  const icon = <IconMessageCircle size={18} aria-hidden />;

  if (!viewer) {
    const next = encodeURIComponent(location.pathname + location.search);
    return (
      <Button
        component={Link}
        to={`/login?next=${next}`}
        variant="default"
        leftSection={icon}
        {...buttonProps}
      >
        {label}
      </Button>
    );
  }
  if (userId === viewer.id) return null;

  return (
    <Button
      variant="default"
      leftSection={icon}
      loading={start.isPending}
      onClick={() =>
        start.mutate(
          { user_id: userId, job_id: jobId },
          {
            onSuccess: (conversation) => void navigate(`/messages/${conversation.id}`),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message:
                  error instanceof ApiRequestError &&
                  error.status >= 400 &&
                  error.status < 500 &&
                  error.detail
                    ? error.detail
                    : MESSAGING_TEXT.startFailed,
              }),
          },
        )
      }
      {...buttonProps}
    >
      {label}
    </Button>
  );
}
