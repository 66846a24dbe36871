import type { UserInfo } from '@fieldhire/contract/accounts';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { CHAT_ASIDE_ID, useShellToggles } from './shell-toggles';

/** The header's controls for someone signed in: notifications, the chat sidebar, their menu. */
export function ViewerControls({ viewer }: { viewer: UserInfo }) {
  const { chatOpened, toggleChat } = useShellToggles();
  return (
    <>
      <NotificationBell unread={viewer.unread_notifications} />
      <Indicator
        label={viewer.unread_messages}
        disabled={viewer.unread_messages === 0}
        size={16}
        offset={6}
      >
        <ActionIcon
          variant={chatOpened ? 'light' : 'subtle'}
          color={chatOpened ? 'brand' : 'dark'}
          size={40}
          radius="xl"
          onClick={toggleChat}
          aria-label={
            viewer.unread_messages > 0 ? `Messages, ${viewer.unread_messages} unread` : 'Messages'
          }
          aria-expanded={chatOpened}
          aria-controls={CHAT_ASIDE_ID}
        >
          <IconMessageCircle size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <UserMenu user={viewer} />
    </>
  );
}
