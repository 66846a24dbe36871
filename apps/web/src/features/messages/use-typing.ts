import type { MessageSender } from '@fieldhire/contract/messaging';
import { TYPING_THROTTLE_MS, TYPING_VISIBLE_MS } from '@fieldhire/contract/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeClient, useRealtimeEvent } from '../../lib/realtime-context';

/** Who is typing in the conversation right now (not the viewer), if anyone. */
export function useTypingIndicator(conversationId: number, viewerId: number) {
  const [typist, setTypist] = useState<MessageSender | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setTypist(null);
  }, []);

  useEffect(() => clear, [conversationId, clear]);

  useRealtimeEvent((event) => {
    if (event.type === 'typing') {
      if (event.conversation !== conversationId || event.user.id === viewerId) return;
      if (timer.current) clearTimeout(timer.current);
      setTypist(event.user);
      timer.current = setTimeout(clear, TYPING_VISIBLE_MS);
    } else if (
      event.type === 'message' &&
      event.message.conversation === conversationId &&
      event.message.sender.id === typist?.id
    ) {
      clear();
    }
  });
  return typist;
}

/** Tells the other side the viewer is typing, at most once per throttle window; `reset` after sending. */
export function useTypingNotifier(conversationId: number) {
  const client = useRealtimeClient();
  const lastSent = useRef(0);
  const notify = useCallback(() => {
    const now = Date.now();
    if (!client || now - lastSent.current < TYPING_THROTTLE_MS) return;
    lastSent.current = now;
    client.send({ type: 'typing', conversation: conversationId });
  }, [client, conversationId]);
  const reset = useCallback(() => {
    lastSent.current = 0;
  }, []);
  return { notify, reset };
}
