import type { ViewerApplication } from '@fieldhire/contract/jobs';
import { Button, type ButtonProps } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

interface OpenWorkOrderButtonProps extends ButtonProps {
  application: Pick<ViewerApplication, 'status' | 'work_order_id'>;
  /** The job, named to assistive technology where several applications are listed. */
  jobTitle?: string;
}

/** The way from the agent's approved application to its work order; nothing for any other. */
export function OpenWorkOrderButton({ application, jobTitle, ...props }: OpenWorkOrderButtonProps) {
  if (application.status !== 'approved' || application.work_order_id === null) return null;
  return (
    <Button
      component={Link}
      to={`/work-orders/${application.work_order_id}`}
      leftSection={<IconClipboardCheck size={16} aria-hidden />}
      aria-label={jobTitle ? `Open work order for ${jobTitle}` : undefined}
      {...props}
    >
      Open work order
    </Button>
  );
}
