import type { Job } from '@fieldhire/contract/jobs';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyWithMantine } from '../../../components/lazy-with-mantine';
import { SiteLink } from '../../../components/site-link';
import { Button } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';
import { useViewer } from '../../../lib/user-info';

export interface ApplyOutcome {
  applied: boolean;
  failure: { status: number; message: string } | null;
}

/** Whether the viewer has applied (an application not withdrawn), and the last failure with its status and message. */
export function applyOutcome(job: Job, failure: ApplyOutcome['failure']): ApplyOutcome {
  const status = job.application?.status;
  return { applied: status !== undefined && status !== 'withdrawn', failure };
}

// A field agent's form and dialogs, with Mantine: a guest's job page carries none of them.
const CandidateApplyPanel = lazyWithMantine(() =>
  import('./candidate-apply-panel').then((m) => m.CandidateApplyPanel),
);

export function ApplyPanel({ job }: { job: Job }) {
  const viewer = useViewer();
  const location = useLocation();

  // Companies see no apply action at all; guests and agents are told the job is closed.
  if (job.status !== 'open' && !applyOutcome(job, null).applied && viewer?.role !== 'employer') {
    return <Text c="dimmed">This job is no longer taking applications.</Text>;
  }
  if (!viewer) {
    return (
      <Button
        component={SiteLink}
        to={`/login?next=${encodeURIComponent(location.pathname)}`}
        size="md"
      >
        Log in to apply
      </Button>
    );
  }
  if (viewer.role !== 'candidate') return null;
  return (
    <Suspense fallback={null}>
      <CandidateApplyPanel job={job} />
    </Suspense>
  );
}
