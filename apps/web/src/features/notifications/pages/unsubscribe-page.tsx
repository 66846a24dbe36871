import type { UnsubscribeResult } from '@fieldhire/contract/notifications';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLinkOff, IconMailCheck, IconMailOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSetUnsubscribed, useUnsubscribe } from '../api/notifications-api';

function Card({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }} px={{ base: 'md', sm: 'lg' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

const SettingsLink = () => (
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
    <Card
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
        {result.has_account && <SettingsLink />}
      </Group>
    </Card>
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
      <Card
        icon={<IconLinkOff size={28} />}
        color="orange"
        title="This unsubscribe link is not valid"
      >
        <Text>
          The link may be cut short: open it again from the email, or copy the whole address. You
          can also choose which emails you get in your notification settings.
        </Text>
        <SettingsLink />
      </Card>
    );
  }
  if (unsubscribe.isError) {
    return (
      <Card icon={<IconMailOff size={28} />} color="red" title="Could not unsubscribe you">
        <ErrorState
          title="Nothing changed yet"
          message={errorMessage(unsubscribe.error)}
          onRetry={() => void unsubscribe.refetch()}
          retrying={unsubscribe.isFetching}
        />
      </Card>
    );
  }
  return <Outcome token={token} result={unsubscribe.data} />;
}
