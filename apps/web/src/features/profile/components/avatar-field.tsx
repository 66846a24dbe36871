import { IMAGE_TYPES } from '@fieldhire/contract/profiles';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { PersonAvatar } from '../../../components/person-avatar';
import { oversizeFileMessage } from '../../../lib/upload-errors';
import { useObjectUrl } from './use-object-url';

interface AvatarFieldProps {
  name: string;
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  onReject: (message: string) => void;
}

export function AvatarField({ name, current, file, onChange, onReject }: AvatarFieldProps) {
  const preview = useObjectUrl(file);
  const choose = (chosen: File | null) => {
    const tooLarge = oversizeFileMessage(chosen);
    if (tooLarge) onReject(tooLarge);
    else onChange(chosen);
  };

  return (
    <Group gap="md" align="center">
      <PersonAvatar name={name} src={preview ?? current} size={88} />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton
            onChange={choose}
            accept={IMAGE_TYPES.join(',')}
            inputProps={{ 'aria-label': 'Profile photo', name: 'avatar' }}
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
            <Button variant="subtle" color="gray" onClick={() => onChange(null)}>
              Keep current photo
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {file
            ? `New photo: ${file.name}. It is saved with the profile.`
            : 'PNG, JPEG or WebP, up to 50 MB.'}
        </Text>
      </Stack>
    </Group>
  );
}
