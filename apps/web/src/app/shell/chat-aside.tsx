import { AppShell, CloseButton, Group, ScrollArea, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';

export const CHAT_ASIDE_ID = 'chat-sidebar';

export function ChatAside({ onClose }: { onClose: () => void }) {
  return (
    <AppShell.Aside id={CHAT_ASIDE_ID} aria-labelledby="chat-aside-title">
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
        <EmptyState
          icon={<IconMessages size={24} />}
          title="No conversations yet"
          description="When you message a company or an agent about a job, the conversation shows up here."
        />
      </ScrollArea>
    </AppShell.Aside>
  );
}
