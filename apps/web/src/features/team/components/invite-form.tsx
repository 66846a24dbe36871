import type { TeamRole } from '@fieldhire/contract/accounts';
import { MAX_INVITES_PER_CALL, TeamInviteBody } from '@fieldhire/contract/companies';
import { MESSAGES } from '@fieldhire/contract/constants';
import { ActionIcon, Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zodResolver } from '../../../lib/form-errors';
import { useTeamInvites } from '../api/team-api';
import { inviteErrorMessage } from '../team-messages';
import { invitableRoles, ROLE_LABELS } from '../team-permissions';

interface InviteRow {
  key: string;
  email: string;
  role: 'admin' | 'member';
}

const newRow = (): InviteRow => ({ key: randomId(), email: '', role: 'member' });
const toBody = (values: { invites: InviteRow[] }) => ({
  invites: values.invites.map(({ email, role }) => ({ email, role })),
});

export function InviteForm({ companyId, viewerRole }: { companyId: number; viewerRole: TeamRole }) {
  const invite = useTeamInvites(companyId);
  const roles = invitableRoles(viewerRole).map((role) => ({
    value: role,
    label: ROLE_LABELS[role],
  }));
  const form = useForm({
    initialValues: { invites: [newRow()] },
    validate: zodResolver(TeamInviteBody, toBody),
  });
  const rows = form.values.invites;

  const submit = form.onSubmit((values) =>
    invite.mutate(TeamInviteBody.parse(toBody(values)), {
      onSuccess: (response) => {
        notifications.show({ color: 'teal', message: response.message || MESSAGES.invitesSent });
        form.setValues({ invites: [newRow()] });
        form.clearErrors();
      },
      onError: (error) => notifications.show({ color: 'red', message: inviteErrorMessage(error) }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Invite people">
      <Stack gap="sm">
        {invite.isError && (
          <Alert color="red" variant="light" role="alert" title="Invites not sent">
            {inviteErrorMessage(invite.error)}
          </Alert>
        )}
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1, minWidth: 0 }}
              type="email"
              label={index === 0 ? 'Email' : undefined}
              aria-label={`Email ${index + 1}`}
              placeholder="name@example.com"
              autoComplete="off"
              {...form.getInputProps(`invites.${index}.email`)}
            />
            <Select
              w={136}
              size="md"
              label={index === 0 ? 'Role' : undefined}
              aria-label={`Role ${index + 1}`}
              data={roles}
              allowDeselect={false}
              disabled={roles.length === 1}
              {...form.getInputProps(`invites.${index}.role`)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={42}
              mt={index === 0 ? 25 : 0}
              aria-label={`Remove email ${index + 1}`}
              disabled={rows.length === 1}
              onClick={() => form.removeListItem('invites', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {typeof form.errors.invites === 'string' && (
          <Alert color="red" variant="light">
            {form.errors.invites}
          </Alert>
        )}
        <Group justify="space-between" mt="xs">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= MAX_INVITES_PER_CALL}
            onClick={() => form.insertListItem('invites', newRow())}
          >
            Add another
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {rows.length > 1 ? `Send ${rows.length} invites` : 'Send invite'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
