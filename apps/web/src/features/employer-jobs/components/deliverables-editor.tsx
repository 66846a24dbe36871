import {
  DELIVERABLE_KIND_LABELS,
  DELIVERABLE_KINDS,
  MAX_DELIVERABLES,
  MAX_PHOTO_SET,
} from '@fieldhire/contract/work-terms';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { newDeliverableRow, type JobFormValues } from './job-form-values';

const KIND_OPTIONS = DELIVERABLE_KINDS.map((kind) => ({
  value: kind,
  label: DELIVERABLE_KIND_LABELS[kind],
}));

const PLACEHOLDERS = {
  photo: 'Front of the house',
  document: 'Signed inspection form',
  question: 'Was the property occupied?',
} as const;

const labelInputId = (key: string) => `deliverable-${key}-label`;

interface DeliverablesEditorProps {
  form: UseFormReturnType<JobFormValues>;
  fieldError: (name: string) => ReactNode;
}

/** The photos, documents and answers an agent hands in: added, removed and ordered here. */
export function DeliverablesEditor({ form, fieldError }: DeliverablesEditorProps) {
  const rows = form.values.deliverables;
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusKey === null) return;
    document.getElementById(labelInputId(focusKey))?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const add = () => {
    const row = newDeliverableRow();
    form.insertListItem('deliverables', row);
    setFocusKey(row.key);
  };
  const listError = fieldError('deliverables');

  return (
    <Fieldset legend="Deliverables" variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          What the agent hands in to finish the work: photo sets, documents and answers to
          questions, in the order they should be done.
        </Text>
        {rows.length === 0 && (
          <Text size="sm" fs="italic">
            No deliverables yet.
          </Text>
        )}
        {rows.map((row, index) => {
          const n = index + 1;
          const path = `deliverables.${index}`;
          return (
            <Fieldset key={row.key} legend={`Deliverable ${n}`} radius="md">
              <Stack gap="xs">
                <Group gap="sm" align="flex-start" wrap="wrap">
                  <NativeSelect
                    label="Kind"
                    data={KIND_OPTIONS}
                    w={150}
                    {...form.getInputProps(`${path}.kind`)}
                    error={fieldError(`${path}.kind`)}
                  />
                  <TextInput
                    id={labelInputId(row.key)}
                    label="What is needed"
                    placeholder={PLACEHOLDERS[row.kind]}
                    maxLength={200}
                    required
                    style={{ flex: '1 1 14rem' }}
                    {...form.getInputProps(`${path}.label`)}
                    error={fieldError(`${path}.label`)}
                  />
                  {row.kind === 'photo' && (
                    <NumberInput
                      label="Photos needed"
                      min={1}
                      max={MAX_PHOTO_SET}
                      allowDecimal={false}
                      allowNegative={false}
                      w={130}
                      {...form.getInputProps(`${path}.min_count`)}
                      error={fieldError(`${path}.min_count`)}
                    />
                  )}
                </Group>
                <Group justify="space-between" gap="xs">
                  <Checkbox
                    label="Required"
                    {...form.getInputProps(`${path}.required`, { type: 'checkbox' })}
                  />
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move deliverable ${n} up`}
                      disabled={index === 0}
                      onClick={() =>
                        form.reorderListItem('deliverables', { from: index, to: index - 1 })
                      }
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move deliverable ${n} down`}
                      disabled={index === rows.length - 1}
                      onClick={() =>
                        form.reorderListItem('deliverables', { from: index, to: index + 1 })
                      }
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove deliverable ${n}`}
                      onClick={() => {
                        form.removeListItem('deliverables', index);
                        addButton.current?.focus();
                      }}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Group gap="sm">
          <Button
            ref={addButton}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= MAX_DELIVERABLES}
            onClick={add}
          >
            Add deliverable
          </Button>
          <Text size="xs" c="dimmed">
            {rows.length} of {MAX_DELIVERABLES}
          </Text>
        </Group>
      </Stack>
    </Fieldset>
  );
}
