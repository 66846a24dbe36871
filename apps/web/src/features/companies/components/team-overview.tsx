import type { PendingInvite, TeamMember } from '@fieldhire/contract/companies';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';

interface TeamOverviewProps {
  team: TeamMember[];
  invites: PendingInvite[];
  canManage: boolean;
}

/** The team as its members see it on the company page; managing happens on the team page. */
export function TeamOverview({ team, invites, canManage }: TeamOverviewProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-team">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="company-team">
          Your team
        </Title>
        <Button component={Link} to="/employer/team" variant="light" size="xs">
          {canManage ? 'Manage team' : 'Open team page'}
        </Button>
      </Group>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {team.map((member) => (
          <Group key={member.id} component="li" wrap="nowrap" gap="sm">
            <PersonAvatar name={member.user.name} src={member.user.avatar} size={36} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {member.user.name || member.user.username}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {member.user.email}
              </Text>
            </Stack>
            <Badge
              variant="light"
              color={member.role === 'member' ? 'gray' : 'brand'}
              tt="capitalize"
            >
              {member.role}
            </Badge>
          </Group>
        ))}
      </Stack>
      {invites.length > 0 && (
        <>
          <Title order={3} fz="sm" mt="lg" mb="xs">
            Pending invites
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {invites.map((invite) => (
              <Group key={invite.id} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {invite.email}
                </Text>
                <Text size="xs" c="dimmed" tt="capitalize">
                  {invite.role}
                </Text>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Card>
  );
}
