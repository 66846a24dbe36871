import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import {
  ALERT_FREQUENCY_LABELS,
  savedFilterQuery,
  type AlertChannel,
  type SavedSearch,
} from '@fieldhire/contract/saved-searches';
import { COUNT_CAP } from '@fieldhire/contract/constants';
import { groupDigits } from '@fieldhire/contract/group-digits';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import {
  useDeleteSavedSearch,
  useMarkSearchSeen,
  useUpdateSavedSearch,
} from '../../../lib/saved-searches-query';
import { EditAlertDialog } from './edit-alert-dialog';

const CHANNEL_LABELS: Record<AlertChannel, string> = {
  email: 'email',
  in_app: 'the bell',
  push: 'push',
};

const newMatches = (count: number) =>
  count >= COUNT_CAP ? `${groupDigits(COUNT_CAP)}+ new` : `${groupDigits(count)} new`;

export function AlertCard({ alert }: { alert: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const markSeen = useMarkSearchSeen();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const labels = alert.channels.map((channel) => CHANNEL_LABELS[channel]);
  const how =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={alert.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={4} miw={0}>
            <Text fw={600} component="h2" fz="md" m={0}>
              {alert.name}
            </Text>
            <Text size="sm" c="dimmed">
              {ALERT_FREQUENCY_LABELS[alert.frequency]} by {how}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap">
            {alert.new_count > 0 && !alert.paused && (
              <Badge color="teal" variant="light">
                {newMatches(alert.new_count)}
              </Badge>
            )}
            {alert.paused && (
              <Badge color="gray" variant="light">
                Paused
              </Badge>
            )}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`More for ${alert.name}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDeleting(true)}
                >
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Group justify="space-between" gap="sm">
          <Switch
            label="Alerts on"
            checked={!alert.paused}
            disabled={update.isPending}
            onChange={(event) => {
              const paused = !event.currentTarget.checked;
              update.mutate(
                { id: alert.id, patch: { paused } },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: 'teal',
                      message: paused ? 'Alert paused.' : 'Alert on again.',
                    }),
                  onError: (error) =>
                    notifications.show({ color: 'red', message: errorMessage(error) }),
                },
              );
            }}
          />
          <Button
            component={Link}
            to={`/jobs?${savedFilterQuery(alert.filter)}`}
            variant="light"
            size="sm"
            leftSection={<IconSearch size={16} aria-hidden />}
            onClick={() => markSeen.mutate(alert.id)}
          >
            Open search
          </Button>
        </Group>
      </Stack>
      {editing && <EditAlertDialog alert={alert} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        opened={deleting}
        title="Delete this alert?"
        confirmLabel="Delete alert"
        confirmColor="red"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(alert.id, {
            onSuccess: () => notifications.show({ color: 'teal', message: 'Alert deleted.' }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
            onSettled: () => setDeleting(false),
          })
        }
      >
        <Text size="sm">
          You will get no more jobs from &ldquo;{alert.name}&rdquo;. The search itself stays on the
          job list.
        </Text>
      </ConfirmDialog>
    </Card>
  );
}
