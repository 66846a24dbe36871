import type { TeamRole } from '@fieldhire/contract/accounts';
import { TEAM_ROLES } from '@fieldhire/contract/accounts';
import { SPENDING_TEXT } from '@fieldhire/contract/accounts';
import type { Company, TeamMember, UpdateTeamBody } from '@fieldhire/contract/companies';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PersonAvatar } from '../../../components/person-avatar';
import { useUpdateTeam } from '../api/team-api';
import { teamUpdateErrorMessage } from '../team-messages';
import { memberActions, ROLE_LABELS } from '../team-permissions';

interface MemberListProps {
  company: Company & { team: TeamMember[] };
  viewerId: number;
  viewerRole: TeamRole;
}

const memberName = (member: TeamMember) => member.user.name.trim() || member.user.username;

function successMessage(body: UpdateTeamBody, name: string) {
  if (body.action === 'remove') return 'Removed from the team.';
  if (body.action === 'set_role') return 'Role changed.';
  return body.may_approve_spending ? SPENDING_TEXT.granted(name) : SPENDING_TEXT.withdrawn(name);
}
const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function MemberList({ company, viewerId, viewerRole }: MemberListProps) {
  const update = useUpdateTeam(company.id);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const busyId = update.isPending ? update.variables.employee_id : null;

  const run = (body: Parameters<typeof update.mutate>[0], done?: () => void, name = '') =>
    update.mutate(body, {
      onSuccess: () => {
        notifications.show({ message: successMessage(body, name) });
        done?.();
      },
      onError: (error) => {
        notifications.show({ color: 'red', message: teamUpdateErrorMessage(error) });
        done?.();
      },
    });

  return (
    <Stack gap="sm">
      {update.isError && (
        <Alert color="red" variant="light" role="alert" title="Could not update the team">
          {teamUpdateErrorMessage(update.error)}
        </Alert>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {company.team.map((member) => {
          const name = memberName(member);
          const actions = memberActions(viewerRole, viewerId, member);
          return (
            <Paper key={member.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <PersonAvatar name={name} src={member.user.avatar} size={40} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>
                      {name}
                      {actions.isSelf && (
                        <Text component="span" c="dimmed" fw={400}>
                          {' '}
                          (you)
                        </Text>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {member.user.email}
                    </Text>
                    {member.role === 'member' && !actions.grantSpending && (
                      <Text size="xs" c="dimmed">
                        {member.may_approve_spending
                          ? 'May approve spending'
                          : 'Cannot approve spending'}
                      </Text>
                    )}
                  </Stack>
                </Group>
                {actions.grantSpending && (
                  <Switch
                    size="sm"
                    label="May approve spending"
                    aria-label={`${name} may approve spending`}
                    description="Approving work charges the company’s card."
                    checked={member.may_approve_spending}
                    disabled={busyId === member.user.id}
                    onChange={(event) =>
                      run(
                        {
                          action: 'set_spending',
                          company_id: company.id,
                          employee_id: member.user.id,
                          may_approve_spending: event.currentTarget.checked,
                        },
                        undefined,
                        name,
                      )
                    }
                    style={{ flex: '1 1 200px' }}
                  />
                )}
                <Group gap="xs" wrap="nowrap">
                  {actions.changeRole ? (
                    <Select
                      aria-label={`Role of ${name}`}
                      size="xs"
                      w={116}
                      data={ROLE_OPTIONS}
                      allowDeselect={false}
                      value={member.role}
                      disabled={busyId === member.user.id}
                      onChange={(role) => {
                        if (role && role !== member.role)
                          run({
                            action: 'set_role',
                            company_id: company.id,
                            employee_id: member.user.id,
                            role: role as TeamRole,
                          });
                      }}
                    />
                  ) : (
                    <Badge variant="light" color={member.role === 'member' ? 'gray' : 'brand'}>
                      {ROLE_LABELS[member.role]}
                    </Badge>
                  )}
                  {!actions.remove && viewerRole !== 'member' && <Box w={84} aria-hidden />}
                  {actions.remove && (
                    <Button
                      size="xs"
                      miw={84}
                      variant="subtle"
                      color="red"
                      aria-label={actions.isSelf ? 'Leave the team' : `Remove ${name}`}
                      loading={busyId === member.user.id && update.variables?.action === 'remove'}
                      onClick={() => setRemoving(member)}
                    >
                      {actions.isSelf ? 'Leave' : 'Remove'}
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>

      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={
          removing && removing.user.id === viewerId
            ? `Leave ${company.name}?`
            : `Remove ${removing ? memberName(removing) : ''}?`
        }
        centered
      >
        <Text size="sm" mb="lg">
          {removing && removing.user.id === viewerId
            ? 'You will lose access to the company’s jobs, applicants and team.'
            : `They will lose access to ${company.name}’s jobs, applicants and team. You can invite them again later.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={update.isPending}
            onClick={() =>
              removing &&
              run({ action: 'remove', company_id: company.id, employee_id: removing.user.id }, () =>
                setRemoving(null),
              )
            }
          >
            {removing && removing.user.id === viewerId ? 'Leave team' : 'Remove'}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
