import {
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
import { IconBellCheck, IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmGuestAlert } from '../../../lib/saved-searches-query';
import { usePageTitle } from '../../../lib/use-page-title';

function Outcome({
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
      <Outcome
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
      </Outcome>
    ) : (
      <Outcome icon={<IconLinkOff size={28} />} color="red" title="Could not confirm your alert">
        <ErrorState
          title="Nothing changed yet"
          message={errorMessage(confirmation.error)}
          onRetry={() => void confirmation.refetch()}
          retrying={confirmation.isFetching}
        />
      </Outcome>
    );
  }
  const { name, email } = confirmation.data;
  return (
    <Outcome icon={<IconBellCheck size={28} />} color="brand" title="Your job alert is on">
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
    </Outcome>
  );
}
