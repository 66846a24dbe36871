import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertChannel,
  type AlertFrequency,
} from '@fieldhire/contract/saved-searches';

/** The ways an alert can tell its owner that this app offers. */
const CHANNELS: { value: AlertChannel; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'in_app', label: 'In Fieldhire (the bell)' },
];

interface AlertSettingsFieldsProps {
  frequency: AlertFrequency;
  channels: AlertChannel[];
  onFrequencyChange: (frequency: AlertFrequency) => void;
  onChannelsChange: (channels: AlertChannel[]) => void;
  channelsError?: string | null;
}

/** How often an alert tells, and how: shared by saving a search and editing an alert. */
export function AlertSettingsFields({
  frequency,
  channels,
  onFrequencyChange,
  onChannelsChange,
  channelsError,
}: AlertSettingsFieldsProps) {
  return (
    <Stack gap="md">
      <Radio.Group
        label="How often"
        value={frequency}
        onChange={(value) => onFrequencyChange(value as AlertFrequency)}
      >
        <Stack gap={6} mt={6}>
          {ALERT_FREQUENCIES.map((value) => (
            <Radio key={value} value={value} label={ALERT_FREQUENCY_LABELS[value]} />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox.Group
        label="Tell me by"
        value={channels}
        onChange={(value) => onChannelsChange(value as AlertChannel[])}
        error={channelsError}
      >
        <Group gap="lg" mt={6}>
          {CHANNELS.map((channel) => (
            <Checkbox key={channel.value} value={channel.value} label={channel.label} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
