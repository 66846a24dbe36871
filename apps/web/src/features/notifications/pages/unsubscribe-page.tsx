import type { UnsubscribeResult } from '@fieldhire/contract/notifications';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconLinkOff, IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { OutcomeCard } from '../../../components/outcome-card';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSetUnsubscribed, useUnsubscribe } from '../api/notifications-api';

/** Where the person chooses these emails: an alert's own page, or the notification settings. */
const SettingsLink = ({ alert = false }: { alert?: boolean }) =>
  alert ? (
    <Button component={Link} to="/alerts" variant="default">
      Manage alerts
    </Button>
  ) : (
    <Button component={Link} to="/settings/notifications" variant="default">
      Notification settings
    </Button>
  );

/** A link a mail client or a person can never make valid again: unknown, or not a token at all. */
const isInvalidLink = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

function Outcome({ token, result }: { token: string; result: UnsubscribeResult }) {
  const [subscribed, setSubscribed] = useState(false);
  const change = useSetUnsubscribed(token);
  const toggle = () =>
    change.mutate(subscribed, { onSuccess: () => setSubscribed((value) => !value) });

  return (
    <OutcomeCard
      icon={subscribed ? <IconMailCheck size={28} /> : <IconMailOff size={28} />}
      color="brand"
      title={subscribed ? 'You are subscribed again' : 'You are unsubscribed'}
    >
      <Text aria-live="polite">
        {subscribed ? (
          <>
            Emails about {result.label} will come to <strong>{result.email}</strong> again.
          </>
        ) : (
          <>
            You will no longer get emails about {result.label} at <strong>{result.email}</strong>.
          </>
        )}
      </Text>
      {change.isError && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {errorMessage(change.error)}
        </Alert>
      )}
      <Group gap="sm">
        <Button loading={change.isPending} onClick={toggle}>
          {subscribed ? 'Unsubscribe' : 'Undo'}
        </Button>
        {result.has_account && <SettingsLink alert={result.type === 'alert_match'} />}
      </Group>
    </OutcomeCard>
  );
}

/** Where an email's unsubscribe link leads: it stops that kind of email at once, no login needed. */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe(token);

  if (unsubscribe.isPending) {
    return (
      <Stack align="center" py={96} gap="sm" role="status" aria-label="Unsubscribing">
        <Loader />
        <Text c="dimmed">Unsubscribing…</Text>
      </Stack>
    );
  }
  if (unsubscribe.isError && isInvalidLink(unsubscribe.error)) {
    return (
      <OutcomeCard
        icon={<IconLinkOff size={28} />}
        color="orange"
        title="This unsubscribe link is not valid"
      >
        <Text>
          The link may be cut short: open it again from the email, or copy the whole address. You
          can also choose which emails you get in your notification settings.
        </Text>
        <SettingsLink />
      </OutcomeCard>
    );
  }
  if (unsubscribe.isError) {
    return (
      <OutcomeCard icon={<IconMailOff size={28} />} color="red" title="Could not unsubscribe you">
        <ErrorState
          title="Nothing changed yet"
          message={errorMessage(unsubscribe.error)}
          onRetry={() => void unsubscribe.refetch()}
          retrying={unsubscribe.isFetching}
        />
      </OutcomeCard>
    );
  }
  return <Outcome token={token} result={unsubscribe.data} />;
}
