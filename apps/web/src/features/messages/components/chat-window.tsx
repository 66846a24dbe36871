import { Anchor, Button, Center, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CompanyAvatar } from '../../../components/company-avatar';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useRealtimeStatus } from '../../../lib/realtime-context';
import { chronological, useConversation, useMarkRead, useMessages } from '../api/messages-api';
import { peerOf } from '../conversation-peer';
import { useTypingIndicator } from '../use-typing';
import classes from './chat-window.module.css';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

/** How close to the bottom (px) still counts as "reading the latest". */
const NEAR_BOTTOM_PX = 80;

interface ChatWindowProps {
  conversationId: number;
  viewerId: number;
}

function MessagesSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading messages">
      <Skeleton height={36} width="55%" radius="lg" />
      <Skeleton height={36} width="40%" radius="lg" ml="auto" />
      <Skeleton height={52} width="60%" radius="lg" />
    </Stack>
  );
}

export function ChatWindow({ conversationId, viewerId }: ChatWindowProps) {
  const conversation = useConversation(conversationId);
  const messages = useMessages(conversationId);
  const markRead = useMarkRead(conversationId);
  const typist = useTypingIndicator(conversationId, viewerId);
  const status = useRealtimeStatus();
  const list = chronological(messages.data);

  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });

  const firstId = list[0]?.id;
  const last = list.at(-1);

  // Keep the reader's place when older messages are prepended; follow new ones at the bottom.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.first !== undefined && firstId !== undefined && firstId < before.first) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (
      last &&
      last.id !== before.last &&
      (before.last === undefined || nearBottom.current || last.sender.id === viewerId)
    ) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first: firstId, last: last?.id, height: element.scrollHeight };
  }, [firstId, last, viewerId]);

  const { mutate: markReadNow } = markRead;
  const unreadIncoming = last !== undefined && last.sender.id !== viewerId && !last.read;
  useEffect(() => {
    if (!unreadIncoming) return;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') markReadNow();
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [unreadIncoming, last?.id, markReadNow]);

  if (conversation.isError) {
    const missing =
      conversation.error instanceof ApiRequestError && conversation.error.status === 404;
    return (
      <Center h="100%" p="md">
        {missing ? (
          <EmptyState
            order={2}
            icon={<IconMessageCircle size={24} />}
            title="Conversation not found"
            description="It may have been removed, or it belongs to another account."
            action={
              <Button component={Link} to="/messages" variant="light">
                All conversations
              </Button>
            }
          />
        ) : (
          <ErrorState
            message={errorMessage(conversation.error)}
            onRetry={() => void conversation.refetch()}
          />
        )}
      </Center>
    );
  }

  const peer = conversation.data ? peerOf(conversation.data, viewerId) : undefined;
  const peerName = peer?.name ?? 'Conversation';
  const job = conversation.data?.job;

  return (
    <section className={classes.chat} aria-labelledby="chat-title">
      <header className={classes.header}>
        {conversation.isPending ? (
          <Skeleton height={40} width={220} />
        ) : (
          <>
            <CompanyAvatar name={peerName} src={peer?.avatar ?? null} size={40} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Title order={2} fz="lg" id="chat-title" lineClamp={1}>
                {peerName}
              </Title>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {peer?.company && <>{peer.company}</>}
                {peer?.company && job && ' · '}
                {job && (
                  <Anchor component={Link} to={`/jobs/${job.id}`} size="sm">
                    {job.title}
                  </Anchor>
                )}
              </Text>
            </div>
          </>
        )}
        {status === 'reconnecting' && (
          <Text size="xs" c="dimmed" role="status">
            Reconnecting…
          </Text>
        )}
      </header>

      <div
        className={classes.scroller}
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          nearBottom.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
        }}
      >
        {messages.isPending && <MessagesSkeleton />}
        {messages.isError && (
          <ErrorState
            title="Could not load messages"
            message={errorMessage(messages.error)}
            onRetry={() => void messages.refetch()}
            retrying={messages.isFetching}
          />
        )}
        {messages.isSuccess && (
          <>
            {messages.hasNextPage ? (
              <Center mb="sm">
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => void messages.fetchNextPage()}
                  loading={messages.isFetchingNextPage}
                >
                  Load older messages
                </Button>
              </Center>
            ) : (
              list.length > 0 && (
                <Text size="xs" c="dimmed" ta="center" mb="sm">
                  Start of the conversation
                </Text>
              )
            )}
            {messages.isFetchNextPageError && (
              <Text size="sm" c="red.8" ta="center" role="alert" mb="sm">
                Could not load older messages. Try again.
              </Text>
            )}
            {list.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                No messages yet. Say hello{peer ? ` to ${peer.name}` : ''}.
              </Text>
            ) : (
              <div role="log" aria-label={`Messages with ${peerName}`}>
                <ol className={classes.messages}>
                  {list.map((message) => (
                    <MessageBubble
                      key={message.id}
                      message={message}
                      own={message.sender.id === viewerId}
                      showReceipt={message.id === last?.id && message.sender.id === viewerId}
                    />
                  ))}
                </ol>
              </div>
            )}
          </>
        )}
      </div>

      <div className={classes.footer}>
        <Text size="xs" c="dimmed" className={classes.typing} aria-live="polite">
          {typist ? `${typist.name} is typing…` : ''}
        </Text>
        <MessageComposer conversationId={conversationId} />
      </div>
    </section>
  );
}
