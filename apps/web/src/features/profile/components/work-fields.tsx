import { CATEGORIES, EXPERIENCES, GENDERS } from '@fieldhire/contract/constants';
import { COVERAGE_RADIUS_MAX } from '@fieldhire/contract/profiles';
import { MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { experienceLabel } from '../../../lib/experience-label';
import { useReferenceOptions } from '../../../lib/reference-data';
import type { ProfileFormValues } from '../profile-form-values';

type ReferenceField = 'job_types' | 'skill_tags' | 'certifications' | 'educations';

interface WorkFieldsProps {
  form: UseFormReturnType<ProfileFormValues>;
  fieldError: (name: keyof ProfileFormValues) => string | undefined;
}

/** The part of a profile only field agents have: what they do and where they live. */
export function WorkFields({ form, fieldError }: WorkFieldsProps) {
  const jobTypes = useReferenceOptions('jobtype');
  const skillTags = useReferenceOptions('skilltag');
  const certifications = useReferenceOptions('certification');
  const educations = useReferenceOptions('education');

  const referenceSelect = (
    name: ReferenceField,
    label: string,
    options: ReturnType<typeof useReferenceOptions>,
  ) => (
    <MultiSelect
      size="md"
      label={label}
      placeholder={
        form.values[name].length
          ? undefined
          : options.isError
            ? 'Could not load the list'
            : 'Choose any'
      }
      searchable
      clearable
      hidePickedOptions
      data={options.data ?? []}
      nothingFoundMessage={options.isPending ? 'Loading…' : 'Nothing matches'}
      {...form.getInputProps(name)}
      error={fieldError(name)}
    />
  );

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          size="md"
          label="Gender"
          placeholder="Not given"
          clearable
          data={[...GENDERS]}
          {...form.getInputProps('gender')}
          value={form.values.gender || null}
          onChange={(value) => form.setFieldValue('gender', value ?? '')}
          error={fieldError('gender')}
        />
        <Select
          size="md"
          label="Experience"
          placeholder="Not given"
          clearable
          data={EXPERIENCES.map((value) => ({
            value,
            label: experienceLabel(value) ?? value,
          }))}
          {...form.getInputProps('experience')}
          value={form.values.experience || null}
          onChange={(value) => form.setFieldValue('experience', value ?? '')}
          error={fieldError('experience')}
        />
        <TextInput
          label="Home ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          {...form.getInputProps('zip')}
          error={fieldError('zip')}
        />
        <NumberInput
          size="md"
          label="Coverage radius"
          description="How far from home you travel for work"
          suffix=" mi"
          min={0}
          max={COVERAGE_RADIUS_MAX}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('coverage_radius')}
          error={fieldError('coverage_radius')}
        />
      </SimpleGrid>
      <MultiSelect
        size="md"
        label="Categories"
        placeholder={form.values.categories.length ? undefined : 'Choose any'}
        clearable
        hidePickedOptions
        data={[...CATEGORIES]}
        {...form.getInputProps('categories')}
        error={fieldError('categories')}
      />
      {referenceSelect('job_types', 'Job types', jobTypes)}
      {referenceSelect('skill_tags', 'Skills', skillTags)}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {referenceSelect('certifications', 'Certifications', certifications)}
        {referenceSelect('educations', 'Education', educations)}
      </SimpleGrid>
    </>
  );
}
