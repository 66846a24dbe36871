import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SAVED_SEARCH_NAME_MAX,
  type AlertChannel,
  type AlertFrequency,
} from '@fieldhire/contract/saved-searches';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useSaveSearch } from '../../../lib/saved-searches-query';
import { savedSearchFilter } from '../job-filter-params';
import { AlertSettingsFields } from '../../../components/alert-settings-fields';

interface SaveSearchDialogProps {
  query: URLSearchParams;
  onClose: () => void;
}

export function SaveSearchDialog({ query, onClose }: SaveSearchDialogProps) {
  const save = useSaveSearch();
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [channels, setChannels] = useState<AlertChannel[]>(['email', 'in_app']);
  const noChannel = channels.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noChannel) return;
    save.mutate(
      {
        ...(name.trim() && { name: name.trim() }),
        filter: savedSearchFilter(query),
        frequency,
        channels,
      },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: `Alert saved: ${saved.name}` });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Get alerts for this search" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            We tell you when a job matching this search is posted. Manage your alerts under{' '}
            <Anchor component={Link} to="/alerts" onClick={onClose}>
              Alerts
            </Anchor>
            .
          </Text>
          <TextInput
            label="Name"
            description="Leave it empty to name the alert after the search."
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <AlertSettingsFields
            frequency={frequency}
            channels={channels}
            onFrequencyChange={setFrequency}
            onChannelsChange={setChannels}
            channelsError={noChannel ? 'Choose at least one way to be told.' : null}
          />
          {save.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(save.error)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={noChannel}>
              Save alert
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
