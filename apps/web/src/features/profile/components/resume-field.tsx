import { Anchor, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { acceptOf, chosenFileProblem } from '../../../lib/upload-errors';

interface ResumeFieldProps {
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** The resume; a file the server would refuse is named under the picker and not kept. */
export function ResumeField({ current, file, onChange }: ResumeFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
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
        accept={acceptOf('resume')}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        clearable
        value={file}
        onChange={(chosen) => {
          const refused = chosenFileProblem(chosen, 'resume');
          setProblem(refused);
          onChange(refused ? null : chosen);
        }}
        error={problem}
        errorProps={{ role: 'alert' }}
        name="resume"
        fileInputProps={{ 'aria-label': 'Resume file' }}
      />
    </Stack>
  );
}
