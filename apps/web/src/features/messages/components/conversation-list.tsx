import type { Conversation } from '@fieldhire/contract/messaging';
import { Badge, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { CompanyAvatar } from '../../../components/company-avatar';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { relativeTime } from '../../../lib/relative-time';
import { useConversations } from '../api/messages-api';
import { peerOf } from '../conversation-peer';
import classes from './conversation-list.module.css';

interface ConversationListProps {
  viewerId: number;
  /** Called after choosing a conversation (e.g. to close a drawer). */
  onNavigate?: () => void;
  /** Heading level of the empty state's title. */
  headingOrder?: 2 | 3;
  /** Lists only the conversations with unread messages. */
  unreadOnly?: boolean;
}

function ConversationItem({
  conversation,
  viewerId,
  onNavigate,
}: {
  conversation: Conversation;
  viewerId: number;
  onNavigate?: () => void;
}) {
  const peer = peerOf(conversation, viewerId);
  const name = peer?.name ?? 'Conversation';
  const last = conversation.last_message;
  const unread = conversation.unread_count;
  const preview = last ? `${last.sender.id === viewerId ? 'You: ' : ''}${last.content}` : '';
  return (
    <li>
      <NavLink to={`/messages/${conversation.id}`} className={classes.item} onClick={onNavigate}>
        <CompanyAvatar name={name} src={peer?.avatar ?? null} size={40} />
        <div className={classes.body}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={unread > 0 ? 700 : 600} size="sm" truncate>
              {name}
            </Text>
            {last && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {relativeTime(last.created_at)}
              </Text>
            )}
          </Group>
          {(peer?.company || conversation.job) && (
            <Text size="xs" c="dimmed" truncate>
              {[peer?.company, conversation.job?.title].filter(Boolean).join(' · ')}
            </Text>
          )}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c={unread > 0 ? undefined : 'dimmed'} className={classes.preview}>
              {preview}
            </Text>
            {unread > 0 && (
              <Badge size="sm" circle={unread < 10}>
                {unread}
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            )}
          </Group>
        </div>
      </NavLink>
    </li>
  );
}

export function ConversationList({
  viewerId,
  onNavigate,
  headingOrder = 3,
  unreadOnly = false,
}: ConversationListProps) {
  const conversations = useConversations();

  if (conversations.isPending) {
    return (
      <Stack gap="sm" p="md" role="status" aria-label="Loading conversations">
        {[0, 1, 2].map((i) => (
          <Group key={i} gap="sm" wrap="nowrap">
            <Skeleton circle height={40} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="60%" />
              <Skeleton height={10} width="90%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (conversations.isError) {
    return (
      <Stack p="md">
        <ErrorState
          title="Could not load conversations"
          message={errorMessage(conversations.error)}
          onRetry={() => void conversations.refetch()}
          retrying={conversations.isFetching}
        />
      </Stack>
    );
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState
        order={headingOrder}
        icon={<IconMessages size={24} />}
        title="No conversations yet"
        description="When you message a company or an agent about a job, the conversation shows up here."
      />
    );
  }
  const shown = unreadOnly
    ? conversations.data.filter((conversation) => conversation.unread_count > 0)
    : conversations.data;
  if (shown.length === 0) {
    return (
      <EmptyState
        order={headingOrder}
        icon={<IconMessages size={24} />}
        title="No unread messages"
        description="You have read every message."
      />
    );
  }
  return (
    <nav aria-label={unreadOnly ? 'Conversations with unread messages' : 'Conversations'}>
      <ul className={classes.list}>
        {shown.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            viewerId={viewerId}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}
