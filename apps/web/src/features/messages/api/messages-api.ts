import type {
  Conversation,
  Message,
  PostMessageBody,
  ReadReceipt,
} from '@fieldhire/contract/messaging';
import { MESSAGES_PAGE_SIZE } from '@fieldhire/contract/realtime';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userInfoKey } from '../../../lib/user-info';

export const conversationsKey = ['conversations'] as const;
export const conversationKey = (id: number) => [...conversationsKey, id] as const;
export const allMessagesKey = ['messages'] as const;
export const messagesKey = (conversationId: number) => [...allMessagesKey, conversationId] as const;

/** Pages as fetched: the newest page first, each page oldest-first (reversed on receipt). */
export type MessagePages = InfiniteData<Message[], number | undefined>;

export function useConversations(enabled = true) {
  return useQuery({
    queryKey: conversationsKey,
    queryFn: ({ signal }) => apiClient.get<Conversation[]>('/api/conversations/', { signal }),
    enabled,
  });
}

export function useConversation(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationKey(id ?? 0),
    queryFn: ({ signal }) => apiClient.get<Conversation>(`/api/conversations/${id}/`, { signal }),
    enabled: id !== null,
    initialData: () =>
      queryClient.getQueryData<Conversation[]>(conversationsKey)?.find((c) => c.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(conversationsKey)?.dataUpdatedAt,
  });
}

export async function fetchMessagePage(
  conversationId: number,
  before?: number,
  signal?: AbortSignal,
) {
  const page = await apiClient.get<Message[]>('/api/messages/', {
    query: { conversation_id: conversationId, before, limit: MESSAGES_PAGE_SIZE },
    signal,
  });
  return page.reverse();
}

/**
 * Older pages load on demand; there may be more only behind a full page: a shorter one reached the
 * conversation's first message.
 */
export function useMessages(conversationId: number | null) {
  return useInfiniteQuery({
    queryKey: messagesKey(conversationId ?? 0),
    queryFn: ({ pageParam, signal }) => fetchMessagePage(conversationId!, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.length >= MESSAGES_PAGE_SIZE ? lastPage[0]!.id : undefined,
    enabled: conversationId !== null,
    staleTime: 0,
  });
}

/** Every message loaded so far, oldest first. */
export function chronological(data: InfiniteData<Message[], unknown> | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flat();
}

/** Adds a message to its conversation's loaded messages, once. */
export function insertMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<MessagePages>(messagesKey(message.conversation), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.some((m) => m.id === message.id))) return data;
    const [newest = [], ...older] = data.pages;
    const merged = [...newest, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [merged, ...older] };
  });
}

/** `readerId` has read everything up to `lastRead`: the other side's messages become read. */
export function markReadUpTo(
  queryClient: QueryClient,
  conversationId: number,
  lastRead: number,
  readerId: number,
) {
  queryClient.setQueryData<MessagePages>(messagesKey(conversationId), (data) => {
    if (!data) return data;
    const update = (m: Message) =>
      m.sender.id !== readerId && m.id <= lastRead && !m.read ? { ...m, read: true } : m;
    return { ...data, pages: data.pages.map((page) => page.map(update)) };
  });
}

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `clientId` names this message; sending it again after a failure cannot store it twice. */
    mutationFn: ({ content, clientId }: { content: string; clientId: string }) =>
      apiClient.post<Message>(
        '/api/messages/',
        { content, conversation: conversationId, client_id: clientId } satisfies PostMessageBody,
        { query: { conversation_id: conversationId } },
      ),
    onSuccess: (message) => {
      insertMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<ReadReceipt>(`/api/conversations/${conversationId}/read/`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationsKey }),
        queryClient.invalidateQueries({ queryKey: userInfoKey }),
      ]),
  });
}
