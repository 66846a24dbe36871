import { useId, useState, type ReactNode } from 'react';
import classes from './option-filter.module.css';
import { Button } from './ui/button';
import { classes as ui } from './ui/classes';
import { Stack } from './ui/layout';
import { SharedIcon } from './ui/shared-icons';

// Native inputs drawn as Mantine's Checkbox and Radio: the same look, labels and keyboard, without
// their components' code in the page's first scripts.

interface Option {
  value: string;
  label: ReactNode;
}

interface OptionInputProps {
  type: 'checkbox' | 'radio';
  name?: string;
  option: Option;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function OptionInput({ type, name, option, checked, onChange }: OptionInputProps) {
  const id = useId();
  return (
    <div className={classes.option}>
      <div className={classes.control}>
        <input
          id={id}
          type={type}
          name={name}
          value={option.value}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className={`mantine-focus-auto ${classes.input}`}
        />
        {type === 'checkbox' ? (
          <SharedIcon name="check" className={classes.check} />
        ) : (
          <SharedIcon name="dot" className={classes.dot} />
        )}
      </div>
      <label htmlFor={id} className={classes.label}>
        {option.label}
      </label>
    </div>
  );
}

/** A labelled group of options: the label names the group for assistive technology. */
function OptionGroup({
  label,
  role,
  children,
}: {
  label: string;
  role: 'group' | 'radiogroup';
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className={ui.input.root}>
      <div className={ui.input.label} id={labelId}>
        {label}
      </div>
      <div role={role} aria-labelledby={labelId}>
        {children}
      </div>
    </div>
  );
}

interface RadioFilterProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
}

/** One choice among a short list, all shown. */
export function RadioFilter({ label, options, value, onChange }: RadioFilterProps) {
  const name = useId();
  return (
    <OptionGroup label={label} role="radiogroup">
      <Stack gap={6} mt="xs">
        {options.map((option) => (
          <OptionInput
            key={option.value}
            type="radio"
            name={name}
            option={option}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
        ))}
      </Stack>
    </OptionGroup>
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
    <OptionGroup label={label} role="group">
      <Stack gap={6} mt="xs" id={listId}>
        {visible.map((option) => (
          <OptionInput
            key={option.value}
            type="checkbox"
            option={option}
            checked={value.includes(option.value)}
            onChange={(checked) =>
              onChange(
                checked
                  ? [...value, option.value]
                  : value.filter((checkedValue) => checkedValue !== option.value),
              )
            }
          />
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
    </OptionGroup>
  );
}
