import { FileInput, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { CompanyAvatar } from '../../../components/company-avatar';
import { acceptOf, chosenFileProblem } from '../../../lib/upload-errors';

interface AvatarInputProps {
  name: string;
  currentSrc: string | null;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}

/** The company logo: the chosen file previewed in place of the current one; a file the server would refuse stays out. */
export function AvatarInput({ name, currentSrc, value, onChange, error }: AvatarInputProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const choose = (file: File | null) => {
    const refused = chosenFileProblem(file, 'image');
    setProblem(refused);
    onChange(refused ? null : file);
  };

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Stack gap={4} align="center">
        <CompanyAvatar name={name} src={previewUrl ?? currentSrc} size={88} />
        <Text size="xs" c="dimmed" aria-live="polite">
          {value ? 'New logo' : currentSrc ? 'Current logo' : 'No logo yet'}
        </Text>
      </Stack>
      <FileInput
        style={{ flex: 1 }}
        label="Logo"
        description="PNG, JPEG or WebP, up to 50 MB. Square images look best."
        placeholder="Choose an image"
        accept={acceptOf('image')}
        leftSection={<IconPhoto size={16} aria-hidden />}
        clearable
        value={value}
        onChange={choose}
        error={problem ?? error}
        errorProps={{ role: 'alert' }}
      />
    </Group>
  );
}
