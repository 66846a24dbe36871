import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBellCheck, IconLinkOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { OutcomeCard } from '../../../components/outcome-card';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmGuestAlert } from '../../../lib/saved-searches-query';
import { usePageTitle } from '../../../lib/use-page-title';

/** Where a guest's alert confirmation link leads: the alert starts, no account needed. */
export function ConfirmAlertPage() {
  usePageTitle('Confirm your job alert');
  const { token = '' } = useParams();
  const confirmation = useConfirmGuestAlert(token);

  if (confirmation.isPending) {
    return (
      <Stack align="center" py={96} gap="sm" role="status" aria-label="Confirming">
        <Loader />
        <Text c="dimmed">Confirming your alert…</Text>
      </Stack>
    );
  }
  if (confirmation.isError) {
    const spent =
      confirmation.error instanceof ApiRequestError &&
      (confirmation.error.status === 404 || confirmation.error.status === 400);
    return spent ? (
      <OutcomeCard
        icon={<IconLinkOff size={28} />}
        color="orange"
        title="This link does not start an alert"
      >
        <Text>
          It may be cut short, or the alert is already on: a confirmation link works once. Ask for
          the alert again from the job list if no email comes.
        </Text>
        <Button component={Link} to="/jobs" variant="default">
          Find jobs
        </Button>
      </OutcomeCard>
    ) : (
      <OutcomeCard
        icon={<IconLinkOff size={28} />}
        color="red"
        title="Could not confirm your alert"
      >
        <ErrorState
          title="Nothing changed yet"
          message={errorMessage(confirmation.error)}
          onRetry={() => void confirmation.refetch()}
          retrying={confirmation.isFetching}
        />
      </OutcomeCard>
    );
  }
  const { name, email } = confirmation.data;
  return (
    <OutcomeCard icon={<IconBellCheck size={28} />} color="brand" title="Your job alert is on">
      <Text>
        New jobs for <strong>{name}</strong> will come to <strong>{email}</strong>. Each email has a
        link to stop the alert.
      </Text>
      <Text size="sm" c="dimmed">
        Sign up with this address to see your alerts in one place and get them in the app too.
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/jobs">
          Find jobs
        </Button>
        <Button component={Link} to="/signup" variant="default">
          Sign up
        </Button>
      </Group>
    </OutcomeCard>
  );
}
