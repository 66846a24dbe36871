import { RESUME_TYPES } from '@fieldhire/contract/profiles';
import { Anchor, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconPaperclip } from '@tabler/icons-react';
import { oversizeFileMessage } from '../../../lib/upload-errors';

interface ResumeFieldProps {
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  onReject: (message: string) => void;
}

export function ResumeField({ current, file, onChange, onReject }: ResumeFieldProps) {
  return (
    <Stack gap="xs">
      {current ? (
        <Group gap={6}>
          <IconFileText size={18} aria-hidden />
          <Anchor href={current} target="_blank" rel="noopener noreferrer" size="sm">
            View current resume
          </Anchor>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No resume yet.
        </Text>
      )}
      <FileInput
        size="md"
        label={current ? 'Replace resume' : 'Resume'}
        description="PDF, DOC or DOCX, up to 50 MB"
        placeholder="Choose a file"
        accept={[...RESUME_TYPES, '.pdf', '.doc', '.docx'].join(',')}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        clearable
        value={file}
        onChange={(chosen) => {
          const tooLarge = oversizeFileMessage(chosen);
          if (tooLarge) onReject(tooLarge);
          else onChange(chosen);
        }}
        name="resume"
        fileInputProps={{ 'aria-label': 'Resume file' }}
      />
    </Stack>
  );
}
