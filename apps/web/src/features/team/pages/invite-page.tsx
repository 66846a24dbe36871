import type { UserInfo } from '@fieldhire/contract/accounts';
import type { InviteInfo } from '@fieldhire/contract/companies';
import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockX } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CompanyAvatar } from '../../../components/company-avatar';
import { ErrorState } from '../../../components/error-state';
import { StatusPage } from '../../../components/status-page';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUserInfo, useViewer } from '../../../lib/user-info';
import { useAcceptInvite, useInviteInfo } from '../api/team-api';
import { ROLE_LABELS } from '../team-permissions';

const expiryLabel = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function InvalidInvite() {
  return (
    <StatusPage
      eyebrow="Invite"
      title="This invite link is not valid"
      actions={
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      }
    >
      Check that you opened the whole link from the email, or ask for a new invite.
    </StatusPage>
  );
}

function JoinActions({ invite, token }: { invite: InviteInfo; token: string }) {
  const userInfo = useUserInfo();
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const viewer: UserInfo | null = userInfo.data ?? null;

  if (userInfo.isPending) return <Skeleton height={36} width={200} />;
  if (!viewer) {
    const signup = new URLSearchParams({
      role: 'employer',
      join: '1',
      email: invite.email,
      next: here,
    });
    return (
      <Stack gap="sm">
        <Text size="sm">
          Log in with the company account for <b>{invite.email}</b>, or create one to join.
        </Text>
        <Group>
          <Button component={Link} to={`/login?${new URLSearchParams({ next: here })}`}>
            Log in to join
          </Button>
          <Button component={Link} to={`/signup?${signup}`} variant="default">
            Create an account
          </Button>
        </Group>
      </Stack>
    );
  }
  if (viewer.company?.id === invite.company.id) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">You are on the {invite.company.name} team.</Text>
        <Button component={Link} to="/employer/team">
          Open team page
        </Button>
      </Stack>
    );
  }
  if (viewer.role !== 'employer') {
    return (
      <Alert color="yellow" variant="light" title="This invite is for a company account">
        You are logged in as a field agent. Log out, then log in or sign up as a company with{' '}
        {invite.email}.
      </Alert>
    );
  }
  if (viewer.company) {
    return (
      <Alert color="yellow" variant="light" title="You already belong to a company">
        You are on the {viewer.company.name} team. An account can belong to one company.
      </Alert>
    );
  }
  if (viewer.email.toLowerCase() !== invite.email.toLowerCase()) {
    return (
      <Alert color="yellow" variant="light" title="This invite is for another email">
        It was sent to {invite.email}, and you are logged in as {viewer.email}. Log in with that
        account to accept it.
      </Alert>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      {accept.isError && (
        <Alert color="red" variant="light" role="alert" title="Could not join" w="100%">
          {errorMessage(accept.error)}
        </Alert>
      )}
      <Button
        size="md"
        loading={accept.isPending}
        onClick={() =>
          accept.mutate(token, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: `You joined ${invite.company.name}.` });
              void navigate('/employer/team', { replace: true });
            },
          })
        }
      >
        Join {invite.company.name}
      </Button>
    </Stack>
  );
}

function InviteCard({ invite, token }: { invite: InviteInfo; token: string }) {
  const alreadyOnTeam = useViewer()?.company?.id === invite.company.id;
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <Stack gap="lg">
        <Group wrap="nowrap" gap="md">
          <CompanyAvatar name={invite.company.name} src={invite.company.avatar} size={64} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {invite.invited_by
                ? `${invite.invited_by} invited you to join`
                : 'You are invited to join'}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {invite.company.name}
            </Title>
          </Stack>
        </Group>
        <Stack gap={4} component="dl" m={0}>
          <Group gap="xs">
            <Text component="dt" size="sm" c="dimmed" w={90}>
              Role
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {ROLE_LABELS[invite.role]}
            </Text>
          </Group>
          <Group gap="xs">
            <Text component="dt" size="sm" c="dimmed" w={90}>
              Sent to
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {invite.email}
            </Text>
          </Group>
          <Group gap="xs">
            <Text component="dt" size="sm" c="dimmed" w={90}>
              {new Date(invite.expires) > new Date() ? 'Expires' : 'Expired'}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {expiryLabel(invite.expires)}
            </Text>
          </Group>
        </Stack>
        {invite.valid || alreadyOnTeam ? (
          <JoinActions invite={invite} token={token} />
        ) : (
          <Alert
            color="gray"
            variant="light"
            icon={<IconClockX size={20} aria-hidden />}
            title="This invite can no longer be used"
          >
            It has expired or was already accepted. Ask someone at {invite.company.name} to send a
            new one.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

export function InvitePage() {
  usePageTitle('Team invite');
  const token = useSearchParams()[0].get('invite_token')?.trim() ?? '';
  const invite = useInviteInfo(token);

  if (!token) return <InvalidInvite />;
  if (invite.isPending) {
    return (
      <Container size="xs" py="xl" aria-busy="true" aria-label="Loading invite">
        <Skeleton height={280} radius="lg" />
      </Container>
    );
  }
  if (invite.isError) {
    if (invite.error instanceof ApiRequestError && [400, 404].includes(invite.error.status))
      return <InvalidInvite />;
    return (
      <Container size="xs" py="xl">
        <ErrorState
          message={errorMessage(invite.error)}
          onRetry={() => void invite.refetch()}
          retrying={invite.isFetching}
        />
      </Container>
    );
  }
  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <InviteCard invite={invite.data} token={token} />
    </Container>
  );
}
