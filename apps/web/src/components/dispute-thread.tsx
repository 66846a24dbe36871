import {
  DISPUTE_TEXT_MAX,
  type DisputeMessage,
  type DisputeSide,
} from '@fieldhire/contract/disputes';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../lib/error-message';
import { formatDateTime } from './work-order-format';

const SIDE_LABELS: Record<DisputeSide, string> = {
  agent: 'Agent',
  company: 'Company',
  operator: 'Fieldhire',
};
const SIDE_COLORS: Record<DisputeSide, string> = {
  agent: 'blue',
  company: 'grape',
  operator: 'teal',
};

/** A dispute's messages in order, each with its side, its author and its photo of evidence. */
export function DisputeMessages({ messages }: { messages: DisputeMessage[] }) {
  if (messages.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No messages yet.
      </Text>
    );
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {messages.map((message) => (
        <Paper key={message.id} component="li" withBorder radius="md" p="sm">
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Badge color={SIDE_COLORS[message.side]} variant="light" tt="none">
                {SIDE_LABELS[message.side]}
              </Badge>
              <Text size="sm" fw={600}>
                {message.author}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" component="time" dateTime={message.at}>
              {formatDateTime(message.at)}
            </Text>
          </Group>
          {message.body && (
            <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          )}
          {message.photo_url && (
            <Anchor
              href={message.photo_url}
              target="_blank"
              rel="noreferrer"
              mt={6}
              display="block"
            >
              <Image
                src={message.photo_url}
                alt={message.body ? `Evidence: ${message.body}` : 'Photo of evidence'}
                maw={240}
                radius="sm"
              />
            </Anchor>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

interface MessageFormProps {
  onSend: (body: string) => Promise<unknown>;
  sending: boolean;
  /** Why the last message was refused, shown under the form. */
  error: Error | null;
  label?: string;
}

/** Writes in the thread; the text stays when sending fails. */
export function DisputeMessageForm({
  onSend,
  sending,
  error,
  label = 'Message',
}: MessageFormProps) {
  const [body, setBody] = useState('');
  const send = () => {
    if (!body.trim()) return;
    void onSend(body.trim()).then(
      () => setBody(''),
      () => undefined,
    );
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        maxLength={DISPUTE_TEXT_MAX}
        autosize
        minRows={2}
        maxRows={8}
      />
      <Group justify="flex-end">
        <Button
          onClick={send}
          loading={sending}
          disabled={!body.trim()}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          Send
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light">
          {errorMessage(error)}
        </Alert>
      )}
    </Stack>
  );
}
