import type { ReactNode } from 'react';
import { MAX_OPENINGS } from '@fieldhire/contract/work-terms';
import { Fieldset, Group, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { JobFormValues } from './job-form-values';

interface JobTermsFieldsProps {
  form: UseFormReturnType<JobFormValues>;
  fieldError: (name: string) => ReactNode;
  /** Agents already assigned to the job being edited. */
  filled: number;
}

/** Openings, schedule and expected duration of the job. */
export function JobTermsFields({ form, fieldError, filled }: JobTermsFieldsProps) {
  const scheduleType = form.values.schedule_type;
  return (
    <Stack gap="md">
      <NumberInput
        label="Openings"
        description={
          filled > 0
            ? `How many agents you need (1-${MAX_OPENINGS}); ${filled} already assigned`
            : `How many agents you need (1-${MAX_OPENINGS})`
        }
        min={1}
        max={MAX_OPENINGS}
        allowDecimal={false}
        allowNegative={false}
        w={{ base: '100%', sm: 240 }}
        {...form.getInputProps('openings')}
        error={fieldError('openings')}
      />
      <Radio.Group
        label="Schedule"
        {...form.getInputProps('schedule_type')}
        error={fieldError('schedule')}
      >
        <Group gap="lg" mt="xs">
          <Radio value="none" label="No set time" />
          <Radio value="hard_start" label="Fixed start time" />
          <Radio value="window" label="Arrival window" />
        </Group>
      </Radio.Group>
      {scheduleType !== 'none' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={scheduleType === 'window' ? 'Arrive from' : 'Starts at'}
            description="In your time zone"
            required
            {...form.getInputProps('schedule_start')}
            error={fieldError('schedule.start')}
          />
          {scheduleType === 'window' && (
            <TextInput
              type="datetime-local"
              label="Arrive by"
              description="The end of the arrival window"
              required
              {...form.getInputProps('schedule_end')}
              error={fieldError('schedule.end')}
            />
          )}
        </SimpleGrid>
      )}
      <Fieldset legend="Expected duration (optional)" variant="unstyled">
        <Group gap="sm" align="flex-start">
          <NumberInput
            label="Hours"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            w={120}
            {...form.getInputProps('duration_hours')}
          />
          <NumberInput
            label="Minutes"
            min={0}
            max={59}
            allowDecimal={false}
            allowNegative={false}
            w={120}
            {...form.getInputProps('duration_mins')}
            error={fieldError('duration_minutes')}
          />
        </Group>
      </Fieldset>
    </Stack>
  );
}
