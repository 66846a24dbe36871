import { Button, CloseButton, Group, Loader, ScrollArea, Title } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import classes from './chat-aside.module.css';
import { SCROLLBAR_OFFSET_CLASS } from './scrollbar-offset';
import { CHAT_ASIDE_ID } from './shell-toggles';

// Loaded when the sidebar first opens, so pages do not carry it.
const ConversationList = lazy(() =>
  import('../../features/messages/components/conversation-list').then((m) => ({
    default: m.ConversationList,
  })),
);

/** The chat sidebar: the viewer's conversations, a click away from the full messages page. */
export function ChatAside({ viewerId, onClose }: { viewerId: number; onClose: () => void }) {
  // Beside the page on wide screens; over it on narrow ones, where choosing a conversation closes it.
  const besidePage = useMediaQuery('(min-width: 62em)');
  const closeOnNarrow = () => {
    if (!besidePage) onClose();
  };
  // A menu or dialog open over the page handles its own Escape and marks the event handled.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const focusWasInside = document.getElementById(CHAT_ASIDE_ID)?.contains(document.activeElement);
    onClose();
    if (focusWasInside)
      document.querySelector<HTMLElement>(`[aria-controls="${CHAT_ASIDE_ID}"]`)?.focus();
  });
  return (
    <aside
      id={CHAT_ASIDE_ID}
      aria-labelledby="chat-aside-title"
      className={`${classes.aside} ${SCROLLBAR_OFFSET_CLASS}`}
    >
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Title order={2} fz="lg" id="chat-aside-title">
          Messages
        </Title>
        <CloseButton aria-label="Close messages" onClick={onClose} />
      </Group>
      <ScrollArea flex={1}>
        <Suspense
          fallback={
            <Group justify="center" p="lg" role="status" aria-label="Loading conversations">
              <Loader size="sm" />
            </Group>
          }
        >
          <ConversationList viewerId={viewerId} onNavigate={closeOnNarrow} />
        </Suspense>
      </ScrollArea>
      <Group p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Button component={Link} to="/messages" variant="light" fullWidth onClick={closeOnNarrow}>
          Open messages
        </Button>
      </Group>
    </aside>
  );
}
