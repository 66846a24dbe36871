import { Button, Checkbox, Radio, Stack } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

interface Option {
  value: string;
  label: ReactNode;
}

interface RadioFilterProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
}

/** One choice among a short list, all shown. */
export function RadioFilter({ label, options, value, onChange }: RadioFilterProps) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Stack gap={6} mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

interface CheckboxFilterProps {
  label: string;
  options: readonly Option[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Past this many options, the rest (but the checked ones) wait behind a "Show all" button. */
  shown?: number;
  /** What the options are, for that button: "job types". */
  pluralLabel?: string;
}

/** Any number of choices, all shown, or the first few with the rest a click away. */
export function CheckboxFilter({
  label,
  options,
  value,
  onChange,
  shown = Infinity,
  pluralLabel = 'options',
}: CheckboxFilterProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  // One hidden option is not worth a button.
  const collapsible = options.length > shown + 1;
  const visible =
    collapsible && !expanded
      ? options.filter((option, index) => index < shown || value.includes(option.value))
      : options;
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange}>
      <Stack gap={6} mt="xs" id={listId}>
        {visible.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
      {collapsible && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={6}
          px={4}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? `Show fewer ${pluralLabel}` : `Show all ${options.length} ${pluralLabel}`}
        </Button>
      )}
    </Checkbox.Group>
  );
}
