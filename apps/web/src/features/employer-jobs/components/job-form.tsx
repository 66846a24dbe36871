import { Link } from 'react-router';
import { CATEGORIES, EXPERIENCES, SKILL_TAGS } from '@fieldhire/contract/constants';
import { JobInput, SALARY_UNITS, type Job } from '@fieldhire/contract/jobs';
import {
  Alert,
  Anchor,
  Button,
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
import { ERROR_CODES } from '@fieldhire/contract/errors';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors, zodResolver } from '../../../lib/form-errors';
import { useJobTypes } from '../../../lib/job-types';

interface JobFormProps {
  job?: Job;
  saving: boolean;
  error: unknown;
  onSubmit: (input: JobInput) => void;
}

type FormValues = ReturnType<typeof initialValues>;

const toInput = (values: FormValues) => ({
  ...values,
  job_type: values.job_type ? Number(values.job_type) : undefined,
  deadline: values.deadline || null,
  address: values.address || null,
  zip: values.zip || null,
});

const initialValues = (job?: Job) => ({
  title: job?.title ?? '',
  description: job?.description ?? '',
  category: job?.category ?? 'Residential',
  job_type: job ? String(job.job_type.id) : '',
  tags: job?.tags ?? [],
  experience: job?.experience ?? 'Fresh',
  salary_min: job?.salary_min ?? 0,
  salary_max: job?.salary_max ?? 0,
  salary_unit: job?.salary_unit ?? 'job',
  address: job?.address ?? '',
  city: job?.city ?? '',
  state: job?.state ?? '',
  zip: job?.zip ?? '',
  deadline: job?.deadline ? job.deadline.slice(0, 10) : '',
});

export function JobForm({ job, saving, error, onSubmit }: JobFormProps) {
  const jobTypes = useJobTypes();
  const form = useForm({
    initialValues: initialValues(job),
    validate: zodResolver(JobInput, toInput),
  });
  const serverFields = serverFieldErrors(error);
  const fieldError = (name: string) => form.errors[name] ?? serverFields?.[name];
  const unverified =
    error instanceof ApiRequestError && error.code === ERROR_CODES.emailNotVerified;

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
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {job ? 'Save changes' : 'Post job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
