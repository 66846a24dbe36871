import { ProfileFields, type OwnProfile } from '@fieldhire/contract/profiles';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { serverFieldErrors, zodResolver } from '../../../lib/form-errors';
import { uploadErrorMessage } from '../../../lib/upload-errors';
import { useSaveProfile } from '../api/profile-api';
import {
  initialProfileValues,
  profileFields,
  profileFormData,
  type ProfileFiles,
  type ProfileFormValues,
} from '../profile-form-values';
import { AvatarField } from './avatar-field';
import { CoverageTownsField } from './coverage-towns-field';
import { ProfileSection } from './profile-section';
import { ResumeField } from './resume-field';
import { WorkFields } from './work-fields';

function focusFirstError() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  });
}

const NO_FILES: ProfileFiles = { avatar: null, resume: null };

export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const isAgent = profile.role === 'candidate';
  const save = useSaveProfile(profile.id);
  const [files, setFiles] = useState<ProfileFiles>(NO_FILES);
  const form = useForm<ProfileFormValues>({
    initialValues: initialProfileValues(profile),
    validate: zodResolver(ProfileFields, (values: ProfileFormValues) =>
      profileFields(values, isAgent),
    ),
  });
  const serverFields = save.isError ? serverFieldErrors(save.error) : null;
  const fieldError = (name: keyof ProfileFormValues): string | undefined =>
    (form.errors[name] as string | undefined) ?? serverFields?.[name];
  const problem = save.isError ? uploadErrorMessage(save.error) : null;

  const chooseFile = (kind: keyof ProfileFiles) => (file: File | null) => {
    setFiles((current) => ({ ...current, [kind]: file }));
  };

  const submit = (values: ProfileFormValues) => {
    save.mutate(profileFormData(values, files, isAgent), {
      onSuccess: () => {
        setFiles(NO_FILES);
        notifications.show({ color: 'teal', message: 'Profile saved' });
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
      <Stack gap="lg">
        <ProfileSection id="profile-basics" title="About you">
          <AvatarField
            name={`${form.values.first_name} ${form.values.last_name}`}
            current={profile.avatar}
            file={files.avatar}
            onChange={chooseFile('avatar')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              required
              autoComplete="given-name"
              {...form.getInputProps('first_name')}
              error={fieldError('first_name')}
            />
            <TextInput
              label="Last name"
              required
              autoComplete="family-name"
              {...form.getInputProps('last_name')}
              error={fieldError('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            description="Never shown on your public profile."
            {...form.getInputProps('phone')}
            error={fieldError('phone')}
          />
          <TextInput
            label="Headline"
            placeholder={
              isAgent ? 'Licensed adjuster covering Central Texas' : 'Hiring manager at Acme'
            }
            maxLength={160}
            {...form.getInputProps('headline')}
            error={fieldError('headline')}
          />
          <Textarea
            size="md"
            label="About"
            autosize
            minRows={4}
            maxLength={5000}
            {...form.getInputProps('about')}
            error={fieldError('about')}
          />
        </ProfileSection>

        {isAgent && (
          <ProfileSection
            id="profile-work"
            title="Your work"
            description="Companies filter field agents by these."
          >
            <WorkFields form={form} fieldError={fieldError} />
          </ProfileSection>
        )}

        {isAgent && (
          <ProfileSection
            id="profile-resume"
            title="Resume"
            description="Companies with a plan can open it."
          >
            <ResumeField
              current={profile.resume_url}
              file={files.resume}
              onChange={chooseFile('resume')}
            />
          </ProfileSection>
        )}

        {isAgent && (
          <ProfileSection
            id="profile-coverage"
            title="Coverage towns"
            description="Companies searching a town find the agents who cover it."
          >
            <CoverageTownsField
              value={form.values.coverage_towns}
              onChange={(towns) => form.setFieldValue('coverage_towns', towns)}
              error={fieldError('coverage_towns')}
            />
          </ProfileSection>
        )}

        {problem && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="Your profile was not saved"
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {problem}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
