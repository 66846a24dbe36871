import type { PendingInvite } from '@fieldhire/contract/companies';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { ROLE_LABELS } from '../team-permissions';

const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export function PendingInvites({ invites }: { invites: PendingInvite[] }) {
  if (invites.length === 0) {
    return (
      <EmptyState
        icon={<IconMailForward size={24} />}
        title="No pending invites"
        description="Invites you send wait here until they are accepted or expire."
      />
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {invites.map((invite) => (
        <Paper key={invite.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs">
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
              <Text size="sm" fw={600} truncate>
                {invite.email}
              </Text>
              <Text size="xs" c="dimmed">
                {invite.invited_by ? `Invited by ${invite.invited_by} · ` : ''}expires{' '}
                {dateLabel(invite.expires)}
              </Text>
            </Stack>
            <Badge variant="outline" color="gray">
              {ROLE_LABELS[invite.role]}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
