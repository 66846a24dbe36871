import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@fieldhire/contract/saved-searches';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateSavedSearch } from '../../../lib/saved-searches-query';
import { AlertSettingsFields } from '../../../components/alert-settings-fields';

export function EditAlertDialog({ alert, onClose }: { alert: SavedSearch; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(alert.name);
  const [frequency, setFrequency] = useState(alert.frequency);
  const [channels, setChannels] = useState(alert.channels);
  const nameError = name.trim() ? null : 'Name the alert.';
  const channelsError = channels.length ? null : 'Choose at least one way to be told.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError || channelsError) return;
    update.mutate(
      { id: alert.id, patch: { name: name.trim(), frequency, channels } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: 'Alert saved.' });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Edit alert" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <AlertSettingsFields
            frequency={frequency}
            channels={channels}
            onFrequencyChange={setFrequency}
            onChannelsChange={setChannels}
            channelsError={channelsError}
          />
          {update.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(update.error)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={Boolean(nameError || channelsError)}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
