import type { UserInfo } from '@fieldhire/contract/accounts';
import { Button, Card, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { RequireCompany, type CompanyViewer } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTeam } from '../api/team-api';
import { InviteForm } from '../components/invite-form';
import { MemberList } from '../components/member-list';
import { PendingInvites } from '../components/pending-invites';
import { canManageTeam, ROLE_LABELS } from '../team-permissions';

type Membership = NonNullable<UserInfo['company']>;

const companyPagePath = (id: number) => `/companies/${btoa(String(id))}`;

function Team({ viewerId, membership }: { viewerId: number; membership: Membership }) {
  const team = useTeam(membership.id);
  const manager = canManageTeam(membership.role);

  if (team.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading team">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (team.isError) {
    return (
      <ErrorState
        message={errorMessage(team.error)}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  }
  const { team: members, invites = [] } = team.data;
  if (!members) {
    return (
      <ErrorState
        title="You are no longer on this team"
        message="Reload the page to see your account as it is now."
        onRetry={() => window.location.reload()}
      />
    );
  }

  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: manager ? 7 : 12 }}>
        <Stack gap="xl">
          <Stack gap="sm" component="section" aria-labelledby="team-members">
            <Title order={2} fz="lg" id="team-members">
              Members ({members.length})
            </Title>
            <MemberList
              company={{ ...team.data, team: members }}
              viewerId={viewerId}
              viewerRole={membership.role}
            />
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="team-invites">
            <Title order={2} fz="lg" id="team-invites">
              Pending invites
            </Title>
            <PendingInvites invites={invites} />
          </Stack>
        </Stack>
      </Grid.Col>
      {manager && (
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby="team-invite"
          >
            <Title order={2} fz="lg" id="team-invite">
              Invite people
            </Title>
            <Text size="sm" c="dimmed" mt={4} mb="md">
              Each person gets an email with a link to join {membership.name}. Links expire after 7
              days.
            </Text>
            <InviteForm companyId={membership.id} viewerRole={membership.role} />
          </Card>
        </Grid.Col>
      )}
    </Grid>
  );
}

function TeamForViewer({ viewer }: { viewer: CompanyViewer }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Team
          </Title>
          <Text c="dimmed">
            {viewer.company.name} · your role: {ROLE_LABELS[viewer.company.role]}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={
            canManageTeam(viewer.company.role)
              ? '/employer/company'
              : companyPagePath(viewer.company.id)
          }
          variant="default"
          leftSection={<IconBuilding size={16} aria-hidden />}
        >
          {canManageTeam(viewer.company.role) ? 'Company profile' : 'Company page'}
        </Button>
      </Group>
      <Team viewerId={viewer.id} membership={viewer.company} />
    </Stack>
  );
}

export function TeamPage() {
  usePageTitle('Team');
  return (
    <Container size="lg" py="xl">
      <RequireCompany reason="Teams belong to company accounts.">
        {(viewer) => <TeamForViewer viewer={viewer} />}
      </RequireCompany>
    </Container>
  );
}
