import { UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconX } from '@tabler/icons-react';
import type { Upload } from '../api/use-uploads';

interface UploadListProps {
  uploads: Upload[];
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
}

/** Each file on its way up with its own progress bar; a failed one can be sent again. */
export function UploadList({ uploads, onRetry, onDismiss }: UploadListProps) {
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.id}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="xs" truncate="end" style={{ flex: 1, minWidth: 0 }}>
              {upload.name}
            </Text>
            {upload.error ? (
              <Group gap={4} wrap="nowrap">
                {upload.size <= UPLOAD_LIMIT_BYTES && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconRefresh size={12} aria-hidden />}
                    onClick={() => onRetry(upload.id)}
                    aria-label={`Retry ${upload.name}`}
                  >
                    Retry
                  </Button>
                )}
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  onClick={() => onDismiss(upload.id)}
                  aria-label={`Remove ${upload.name} from the list`}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {upload.waiting ? 'Waiting for signal' : `${Math.round(upload.progress * 100)}%`}
              </Text>
            )}
          </Group>
          {upload.error ? (
            <Text size="xs" c="red.9" role="alert">
              {upload.error}
            </Text>
          ) : (
            <Progress
              value={upload.progress * 100}
              size="sm"
              aria-label={`Uploading ${upload.name}`}
              animated={!upload.waiting && upload.progress < 1}
            />
          )}
        </li>
      ))}
    </Stack>
  );
}
