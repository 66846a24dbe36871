import { Group } from './ui/layout';
import { Text } from './ui/text';

export function Wordmark() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-7)" />
        <path d="M10 24V8h12v3.2h-8.4v3.3h7.4v3.2h-7.4V24z" fill="#fff" />
      </svg>
      <Text component="span" fw={700} fz="lg" c="dark.8" lts={-0.2}>
        Fieldhire
      </Text>
    </Group>
  );
}
