import { Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  SAVED_SEARCH_NAME_MAX,
  type AlertChannel,
  type AlertFrequency,
} from '@fieldhire/contract/saved-searches';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../lib/error-message';
import { enablePush, pushSupported } from '../lib/push-subscription';

/** The ways an alert can tell its owner: push where this browser takes it. */
const channelsOffered = (withPush: boolean): { value: AlertChannel; label: string }[] => [
  { value: 'email', label: 'Email' },
  { value: 'in_app', label: 'In Fieldhire (the bell)' },
  ...(withPush ? [{ value: 'push' as const, label: 'Push to this device' }] : []),
];

export interface AlertFormValues {
  name: string;
  frequency: AlertFrequency;
  channels: AlertChannel[];
}

interface AlertFormProps {
  initial: AlertFormValues;
  /** An empty name is allowed: the server names the alert after its search. */
  nameOptional?: boolean;
  intro?: ReactNode;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: AlertFormValues) => void;
  onCancel: () => void;
}

/** How often a job alert tells: as jobs come, or in a daily or weekly digest. */
export function AlertFrequencyField({
  value,
  onChange,
}: {
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
}) {
  return (
    <Radio.Group
      label="How often"
      value={value}
      onChange={(choice) => onChange(choice as AlertFrequency)}
    >
      <Stack gap={6} mt={6}>
        {ALERT_FREQUENCIES.map((frequency) => (
          <Radio key={frequency} value={frequency} label={ALERT_FREQUENCY_LABELS[frequency]} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** A job alert's name, how often it tells and how: saving a search and editing an alert. */
export function AlertForm({
  initial,
  nameOptional = false,
  intro,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: AlertFormProps) {
  const [name, setName] = useState(initial.name);
  const [frequency, setFrequency] = useState(initial.frequency);
  const [channels, setChannels] = useState(initial.channels);
  const [offered] = useState(() =>
    channelsOffered(pushSupported() || initial.channels.includes('push')),
  );
  const [enabling, setEnabling] = useState(false);
  const [pushError, setPushError] = useState<unknown>(null);
  const nameError = nameOptional || name.trim() ? null : 'Name the alert.';
  const channelsError = channels.length ? null : 'Choose at least one way to be told.';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nameError || channelsError) return;
    setPushError(null);
    if (channels.includes('push') && pushSupported()) {
      // The browser asks for permission here, on the person's own click.
      setEnabling(true);
      try {
        await enablePush();
      } catch (failure) {
        setPushError(failure);
        return;
      } finally {
        setEnabling(false);
      }
    }
    onSubmit({ name: name.trim(), frequency, channels });
  };
  const shownError = pushError ?? error;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {intro}
        <TextInput
          label="Name"
          description={
            nameOptional ? 'Leave it empty to name the alert after the search.' : undefined
          }
          required={!nameOptional}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          error={nameError}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <AlertFrequencyField value={frequency} onChange={setFrequency} />
        <Checkbox.Group
          label="Tell me by"
          value={channels}
          onChange={(value) => setChannels(value as AlertChannel[])}
          error={channelsError}
        >
          <Group gap="lg" mt={6}>
            {offered.map((channel) => (
              <Checkbox key={channel.value} value={channel.value} label={channel.label} />
            ))}
          </Group>
        </Checkbox.Group>
        {shownError ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(shownError)}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={pending || enabling}
            disabled={Boolean(nameError || channelsError)}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
