import type { UserInfo } from '@fieldhire/contract/accounts';
import { ActionIcon, AppShell, Box, Burger, Group, Indicator, Skeleton } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Wordmark } from '../../components/wordmark';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import classes from './app-header.module.css';
import { CHAT_ASIDE_ID } from './chat-aside';
import { MainNav } from './main-nav';
import { useShellToggles } from './shell-toggles';

export const MOBILE_NAV_ID = 'mobile-nav';

interface AppHeaderProps {
  viewer: UserInfo | null;
  loadingViewer: boolean;
}

export function AppHeader({ viewer, loadingViewer }: AppHeaderProps) {
  const { menuOpened, toggleMenu, chatOpened, toggleChat } = useShellToggles();

  return (
    <AppShell.Header className={classes.header}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={toggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={menuOpened}
            aria-controls={MOBILE_NAV_ID}
          />
          <Link to="/" className={classes.brand}>
            <Wordmark />
          </Link>
        </Group>

        <Group gap="sm" wrap="nowrap">
          <Box component="nav" aria-label="Main" visibleFrom="sm">
            <MainNav
              showAuthLinks={!viewer && !loadingViewer}
              role={viewer?.role ?? null}
              layout="header"
            />
          </Box>
          {loadingViewer && <Skeleton circle height={32} aria-hidden />}
          {viewer && (
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
                    viewer.unread_messages > 0
                      ? `Messages, ${viewer.unread_messages} unread`
                      : 'Messages'
                  }
                  aria-expanded={chatOpened}
                  aria-controls={CHAT_ASIDE_ID}
                >
                  <IconMessageCircle size={22} aria-hidden />
                </ActionIcon>
              </Indicator>
              <UserMenu user={viewer} />
            </>
          )}
        </Group>
      </Group>
    </AppShell.Header>
  );
}
