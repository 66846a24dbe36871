import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Button } from './ui/button';
import { Group } from './ui/layout';
import { Alert } from './ui/surfaces';
import { Text } from './ui/text';

interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({
  title = 'Could not load this',
  message,
  onRetry,
  retrying,
}: ErrorStateProps) {
  return (
    <Alert
      color="red"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            variant="white"
            color="red"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRetry}
            loading={retrying}
          >
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
