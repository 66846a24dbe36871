import type { MyJobSummary } from '@fieldhire/contract/jobs';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { usePlan } from '../../../lib/plan-query';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { plural } from '../../../lib/plural';

interface FeatureJobDialogProps {
  job: MyJobSummary;
  loading: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before featuring a job, saying what it costs: one of the featured posts left. */
export function FeatureJobDialog({
  job,
  loading,
  error,
  onConfirm,
  onClose,
}: FeatureJobDialogProps) {
  const plan = usePlan();
  const now = Date.now();
  const left = plan.data
    ?.filter(
      (entry) =>
        entry.status === 'active' && (!entry.expires_at || Date.parse(entry.expires_at) > now),
    )
    .reduce((sum, entry) => sum + entry.featured_posts.remaining, 0);
  return (
    <ConfirmDialog
      opened
      title={`Feature “${job.title}”?`}
      confirmLabel="Feature job"
      canConfirm={left === undefined ? plan.isError : left > 0}
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text size="sm">A featured job is shown first in search results and on the home page.</Text>
      {plan.isPending && <Text size="sm">Checking your featured posts…</Text>}
      {plan.isError && <Text size="sm">{errorMessage(plan.error)}</Text>}
      {left !== undefined && left > 0 && (
        <Text size="sm" fw={500}>
          This uses 1 of your {plural(left, 'featured post')} left; {left - 1} will remain.
        </Text>
      )}
      {left === 0 && (
        <Text size="sm" fw={500}>
          You have no featured posts left.{' '}
          <Anchor component={Link} to="/pricing">
            See packages
          </Anchor>
        </Text>
      )}
      {error !== null && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
