import { MESSAGE_MAX_LENGTH, MESSAGING_TEXT } from '@fieldhire/contract/realtime';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendMessage } from '../api/messages-api';
import { useTypingNotifier } from '../use-typing';

const WARN_AT = MESSAGE_MAX_LENGTH - 500;

function sendError(error: unknown) {
  if (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.detail
  ) {
    return error.detail;
  }
  return MESSAGING_TEXT.sendFailed;
}

export function MessageComposer({ conversationId }: { conversationId: number }) {
  const [content, setContent] = useState('');
  /** The draft's id: kept until it is sent, so a retry after a dropped connection reuses it. */
  const clientId = useRef<string | null>(null);
  const send = useSendMessage(conversationId);
  const typing = useTypingNotifier(conversationId);
  const trimmed = content.trim();
  const left = MESSAGE_MAX_LENGTH - content.length;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || left < 0 || send.isPending) return;
    clientId.current ??= crypto.randomUUID();
    send.mutate(
      { content: trimmed, clientId: clientId.current },
      {
        onSuccess: () => {
          clientId.current = null;
          setContent('');
          typing.reset();
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} aria-label="Send a message">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label="Message"
          placeholder="Write a message…"
          autosize
          minRows={1}
          maxRows={6}
          value={content}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            clientId.current = null;
            if (event.currentTarget.value) typing.notify();
          }}
          onKeyDown={onKeyDown}
          error={send.isError ? sendError(send.error) : undefined}
        />
        <ActionIcon
          type="submit"
          size={42}
          radius="xl"
          aria-label="Send message"
          loading={send.isPending}
          disabled={!trimmed}
        >
          <IconSend size={20} aria-hidden />
        </ActionIcon>
      </Group>
      {content.length > WARN_AT && (
        <Text size="xs" c={left < 100 ? 'red.8' : 'dimmed'} mt={4} aria-live="polite">
          {left} characters left
        </Text>
      )}
    </form>
  );
}
