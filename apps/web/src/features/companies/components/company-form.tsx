import {
  CompanyFields,
  FOUNDED_MAX,
  FOUNDED_MIN,
  type Company,
} from '@fieldhire/contract/companies';
import { CATEGORIES, COMPANY_SIZES } from '@fieldhire/contract/constants';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { serverFieldErrors, zodFieldErrors } from '../../../lib/form-errors';
import { uploadErrorMessage } from '../../../lib/upload-errors';
import {
  companyFields,
  companyFormValues,
  TEXT_FIELDS,
  type CompanyFormValues,
} from '../company-form-values';
import { sizeLabel } from '../company-labels';
import { AvatarInput } from './avatar-input';

interface CompanyFormProps {
  company?: Company;
  saving: boolean;
  error: unknown;
  onSubmit: (values: CompanyFormValues) => void;
}

const FORM_FIELDS = new Set<string>([...TEXT_FIELDS, 'avatar']);

function validate(values: CompanyFormValues) {
  const errors = zodFieldErrors(CompanyFields, companyFields(values));
  if (!values.name.trim()) errors.name = 'Enter the company name.';
  return errors;
}

export function CompanyForm({ company, saving, error, onSubmit }: CompanyFormProps) {
  const form = useForm<CompanyFormValues>({ initialValues: companyFormValues(company), validate });
  const serverFields = serverFieldErrors(error);
  const fieldError = (name: string) => {
    const error = form.errors[name];
    return typeof error === 'string' ? error : serverFields?.[name];
  };
  const showAlert =
    Boolean(error) &&
    (!serverFields || Object.keys(serverFields).some((field) => !FORM_FIELDS.has(field)));

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Company profile">
      <Stack gap="xl">
        {showAlert && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={company ? 'Could not save the company' : 'Could not create the company'}
            style={{ whiteSpace: 'pre-line' }}
          >
            {uploadErrorMessage(error)}
          </Alert>
        )}

        <Stack gap="md" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={700} fz="lg" mb="xs">
            Profile
          </Text>
          <AvatarInput
            name={form.values.name}
            currentSrc={company?.avatar ?? null}
            value={form.values.avatar}
            onChange={(file) => form.setFieldValue('avatar', file)}
            error={fieldError('avatar')}
          />
          <TextInput
            label="Company name"
            required
            autoComplete="organization"
            {...form.getInputProps('name')}
            error={fieldError('name')}
          />
          <Textarea
            label="About"
            description="What you do, where you work and what field agents can expect."
            autosize
            minRows={4}
            maxRows={14}
            {...form.getInputProps('about')}
            error={fieldError('about')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Category"
              placeholder="Choose a category"
              clearable
              data={[...CATEGORIES]}
              {...form.getInputProps('category')}
              error={fieldError('category')}
            />
            <Select
              label="Company size"
              placeholder="Choose a size"
              clearable
              data={COMPANY_SIZES.map((value) => ({ value, label: sizeLabel(value) }))}
              {...form.getInputProps('size')}
              error={fieldError('size')}
            />
            <NumberInput
              label="Founded"
              placeholder="Year"
              min={FOUNDED_MIN}
              max={FOUNDED_MAX}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              {...form.getInputProps('founded_year')}
              error={fieldError('founded_year')}
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="md" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={700} fz="lg" mb="xs">
            Contact
          </Text>
          <TextInput
            label="Website"
            placeholder="https://example.com"
            type="url"
            autoComplete="url"
            {...form.getInputProps('website')}
            error={fieldError('website')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
              error={fieldError('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
              error={fieldError('phone')}
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="md" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={700} fz="lg" mb="xs">
            Location
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="City"
              autoComplete="address-level2"
              {...form.getInputProps('city')}
              error={fieldError('city')}
            />
            <TextInput
              label="State"
              placeholder="TX"
              autoComplete="address-level1"
              {...form.getInputProps('state')}
              error={fieldError('state')}
            />
            <TextInput
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              {...form.getInputProps('zip')}
              error={fieldError('zip')}
            />
          </SimpleGrid>
        </Stack>

        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {company ? 'Save changes' : 'Create company'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
