import { Checkbox, Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

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
}

/** Any number of choices among a short list, all shown. */
export function CheckboxFilter({ label, options, value, onChange }: CheckboxFilterProps) {
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange}>
      <Stack gap={6} mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
