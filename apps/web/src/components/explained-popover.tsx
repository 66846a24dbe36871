import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/**
 * How a record is computed, in Mantine's popover under its info button: it replaces the plain
 * button that loaded it, open and focused, as if that press had opened it.
 */
export function ExplainedPopover({ label, lines }: { label: string; lines: string[] }) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => target.current?.focus(), []);
  return (
    <Popover width={300} position="bottom-start" withArrow shadow="md" defaultOpened>
      <Popover.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" size="sm" aria-label={label}>
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          {lines.map((line) => (
            <Text size="xs" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
