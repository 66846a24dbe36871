import type { Job } from '@fieldhire/contract/jobs';
import {
  Button,
  Fieldset,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { formatPay } from '@fieldhire/contract/format-pay';
import { fromLocalInputValue } from '../../../components/schedule-input';
import { ScheduleLabel, siteReadingIfOther } from '../../../components/schedule-label';
import type { FieldErrors } from '../../../lib/form-errors';
import type { CounterOfferDraft } from './counter-offer-draft';

interface CounterOfferFieldsProps {
  job: Job;
  opened: boolean;
  onToggle: () => void;
  draft: CounterOfferDraft;
  onChange: (draft: CounterOfferDraft) => void;
  errors: FieldErrors;
}

const SECTION_ID = 'counter-offer-fields';

/** Optional other pay, another start and a note, proposed with an application. */
export function CounterOfferFields({
  job,
  opened,
  onToggle,
  draft,
  onChange,
  errors,
}: CounterOfferFieldsProps) {
  const set = (patch: Partial<CounterOfferDraft>) => onChange({ ...draft, ...patch });
  const start = draft.start ? fromLocalInputValue(draft.start) : '';
  const atTheSite = start && start !== draft.start ? siteReadingIfOther(start, job.state) : null;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        px={0}
        w="fit-content"
        aria-expanded={opened}
        aria-controls={SECTION_ID}
        rightSection={
          opened ? (
            <IconChevronUp size={16} aria-hidden />
          ) : (
            <IconChevronDown size={16} aria-hidden />
          )
        }
        onClick={onToggle}
      >
        Propose other terms
      </Button>
      {opened && (
        <Fieldset id={SECTION_ID} legend="Your proposal" radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Listed: {formatPay(job.salary_min, job.salary_max, job.salary_unit)}
              {job.schedule && (
                <>
                  {' · '}
                  <ScheduleLabel schedule={job.schedule} siteState={job.state} />
                </>
              )}
            </Text>
            <Text size="sm" c="dimmed">
              Leave a field empty to keep the listed terms.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={`Pay from ($ per ${job.salary_unit})`}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                value={draft.salary_min}
                onChange={(value) => set({ salary_min: value })}
                error={errors.salary_min}
              />
              <NumberInput
                label={`Pay to ($ per ${job.salary_unit})`}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                value={draft.salary_max}
                onChange={(value) => set({ salary_max: value })}
                error={errors.salary_max}
              />
            </SimpleGrid>
            <TextInput
              type="datetime-local"
              label="Another start"
              description={
                atTheSite ? `In your time zone (${atTheSite} at the site)` : 'In your time zone'
              }
              value={draft.start}
              onChange={(event) => set({ start: event.currentTarget.value })}
              error={errors.start}
            />
            <Textarea
              label="Note about your proposal"
              autosize
              minRows={2}
              maxLength={2000}
              value={draft.note}
              onChange={(event) => set({ note: event.currentTarget.value })}
              error={errors.note}
            />
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
