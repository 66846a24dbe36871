import type { ServerEvent } from '@fieldhire/contract/messaging';
import type { QueryClient } from '@tanstack/react-query';
import { allMessagesKey, conversationsKey, insertMessage, markReadUpTo } from './api/messages-api';

/** Applies a messaging event to the cached conversations and messages. */
export function applyMessagingEvent(queryClient: QueryClient, event: ServerEvent) {
  switch (event.type) {
    case 'message':
      insertMessage(queryClient, event.message);
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      break;
    case 'read':
      markReadUpTo(queryClient, event.conversation, event.last_read_message_id, event.reader);
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      break;
    default:
      break;
  }
}

/** After a lost connection: refetch what may have been missed. */
export function refreshMessaging(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: conversationsKey });
  void queryClient.invalidateQueries({ queryKey: allMessagesKey });
}
