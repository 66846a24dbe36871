import { Link } from 'react-router';
import { CATEGORIES, EXPERIENCES, SKILL_TAGS } from '@fieldhire/contract/constants';
import { JobInput, LISTING_REMINDER_DAYS, SALARY_UNITS, type Job } from '@fieldhire/contract/jobs';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage, refusedUntilVerified } from '../../../lib/error-message';
import { serverFieldErrors, zodResolver } from '../../../lib/form-errors';
import { useJobTypes } from '../../../lib/job-types';
import { DeliverablesEditor } from './deliverables-editor';
import { initialValues, toInput } from './job-form-values';
import { listingRuns } from './listing-period';
import { JobTermsFields } from './job-terms-fields';

interface JobFormProps {
  job?: Job;
  saving: boolean;
  error: unknown;
  onSubmit: (input: JobInput) => void;
}

export function JobForm({ job, saving, error, onSubmit }: JobFormProps) {
  const jobTypes = useJobTypes();
  const form = useForm({
    initialValues: initialValues(job),
    validate: zodResolver(JobInput, toInput),
  });
  const serverFields = serverFieldErrors(error);
  const fieldError = (name: string) => form.errors[name] ?? serverFields?.[name];
  const unverified = refusedUntilVerified(error);

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(JobInput.parse(toInput(values))))}
      noValidate
    >
      <Stack gap="md">
        {unverified && (
          <VerifyEmailNotice>
            Open the link we emailed you, then post the job again.
          </VerifyEmailNotice>
        )}
        {Boolean(error) && !unverified && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={
              error instanceof ApiRequestError && error.status === 402
                ? 'Plan limit reached'
                : 'Could not save the job'
            }
          >
            {errorMessage(error)}
            {error instanceof ApiRequestError && error.status === 402 && (
              <>
                {' Close an open job, or buy a package to post more. '}
                <Anchor component={Link} to="/pricing">
                  See packages
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <TextInput
          label="Title"
          required
          {...form.getInputProps('title')}
          error={fieldError('title')}
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={5}
          {...form.getInputProps('description')}
          error={fieldError('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Job type"
            required
            searchable
            data={jobTypes.data ?? []}
            {...form.getInputProps('job_type')}
            error={fieldError('job_type')}
          />
          <Select
            label="Category"
            required
            data={[...CATEGORIES]}
            allowDeselect={false}
            {...form.getInputProps('category')}
            error={fieldError('category')}
          />
          <Select
            label="Experience"
            required
            data={[...EXPERIENCES]}
            allowDeselect={false}
            {...form.getInputProps('experience')}
            error={fieldError('experience')}
          />
        </SimpleGrid>
        <TagsInput
          label="Tags"
          data={[...SKILL_TAGS]}
          maxTags={12}
          {...form.getInputProps('tags')}
          error={fieldError('tags')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Pay from ($)"
            min={0}
            thousandSeparator=","
            {...form.getInputProps('salary_min')}
            error={fieldError('salary_min')}
          />
          <NumberInput
            label="Pay to ($)"
            min={0}
            thousandSeparator=","
            {...form.getInputProps('salary_max')}
            error={fieldError('salary_max')}
          />
          <Select
            label="Paid per"
            data={[...SALARY_UNITS]}
            allowDeselect={false}
            {...form.getInputProps('salary_unit')}
            error={fieldError('salary_unit')}
          />
        </SimpleGrid>
        <TextInput
          label="Street address"
          description="Optional; shown to applicants"
          {...form.getInputProps('address')}
          error={fieldError('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="City"
            required
            {...form.getInputProps('city')}
            error={fieldError('city')}
          />
          <TextInput
            label="State"
            required
            placeholder="TX"
            {...form.getInputProps('state')}
            error={fieldError('state')}
          />
          <TextInput label="ZIP code" {...form.getInputProps('zip')} error={fieldError('zip')} />
        </SimpleGrid>
        <TextInput
          type="date"
          label="Apply by"
          description="Optional"
          {...form.getInputProps('deadline')}
          error={fieldError('deadline')}
        />
        {job && listingRuns(job) && (
          <TextInput
            type="date"
            label="Listed until"
            description={`Agents find the job until the end of this day. To list it longer, renew it from ${LISTING_REMINDER_DAYS} days before it ends.`}
            min={new Date().toISOString().slice(0, 10)}
            max={job.expires_at!.slice(0, 10)}
            {...form.getInputProps('expires_at')}
            error={fieldError('expires_at')}
          />
        )}
        <Divider label="The work" labelPosition="left" />
        <JobTermsFields form={form} fieldError={fieldError} filled={job?.filled ?? 0} />
        <DeliverablesEditor form={form} fieldError={fieldError} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {job ? 'Save changes' : 'Post job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
