import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { PersonAvatar } from '../../../components/person-avatar';
import { acceptOf, chosenFileProblem } from '../../../lib/upload-errors';
import { useObjectUrl } from './use-object-url';

interface AvatarFieldProps {
  name: string;
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** The profile photo; a file the server would refuse is named beside the button and not kept. */
export function AvatarField({ name, current, file, onChange }: AvatarFieldProps) {
  const preview = useObjectUrl(file);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (chosen: File | null) => {
    const refused = chosenFileProblem(chosen, 'image');
    setProblem(refused);
    if (!refused) onChange(chosen);
  };

  return (
    <Group gap="md" align="center">
      <PersonAvatar name={name} src={preview ?? current} size={88} />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton
            onChange={choose}
            accept={acceptOf('image')}
            inputProps={{
              'aria-label': 'Profile photo',
              name: 'avatar',
              'aria-describedby': 'profile-photo-note',
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
              >
                {current || file ? 'Change photo' : 'Upload photo'}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
            >
              Keep current photo
            </Button>
          )}
        </Group>
        {problem ? (
          <Text id="profile-photo-note" size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : (
          <Text id="profile-photo-note" size="xs" c="dimmed">
            {file
              ? `New photo: ${file.name}. It is saved with the profile.`
              : 'PNG, JPEG or WebP, up to 50 MB.'}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
