import { ActionIcon, CloseButton, Drawer, Indicator, Popover, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { NotificationPanel } from './notification-panel';
import classes from './notification-panel.module.css';

const HEADING_ID = 'notification-panel-title';

const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/** The header's bell: the unread count, and the latest notifications in a popover (a sheet on phones). */
export function NotificationBell({ unread }: { unread: number }) {
  const [opened, setOpened] = useState(false);
  // While the decline confirmation is open, clicks and Escape belong to it, not to the panel.
  const [dialogOpen, setDialogOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 30em)');
  const close = () => setOpened(false);

  const button = (
    <ActionIcon
      variant={opened ? 'light' : 'subtle'}
      color={opened ? 'brand' : 'dark'}
      size={40}
      radius="xl"
      onClick={() => setOpened((value) => !value)}
      aria-label={bellLabel(unread)}
      {...(phone ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': opened } : {})}
    >
      <IconBell size={22} aria-hidden />
    </ActionIcon>
  );
  const badge = (children: ReactNode) => (
    <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={16} offset={6}>
      {children}
    </Indicator>
  );
  const panel = (heading: ReactNode, closeButton?: ReactNode) => (
    <NotificationPanel
      heading={heading}
      closeButton={closeButton}
      onNavigate={close}
      onDialogChange={setDialogOpen}
    />
  );

  if (phone) {
    return (
      <>
        {badge(button)}
        <Drawer.Root opened={opened} onClose={close} position="bottom" closeOnEscape={!dialogOpen}>
          <Drawer.Overlay />
          <Drawer.Content className={classes.sheet} radius="lg">
            <Drawer.Body p={0}>
              {panel(
                <Drawer.Title fz="lg" fw={650} tabIndex={-1} data-autofocus>
                  Notifications
                </Drawer.Title>,
                <CloseButton aria-label="Close notifications" onClick={close} />,
              )}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      </>
    );
  }

  return badge(
    <Popover
      opened={opened}
      onDismiss={close}
      closeOnClickOutside={!dialogOpen}
      closeOnEscape={!dialogOpen}
      position="bottom-end"
      width={400}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      // Under Mantine's modals (200), so the decline confirmation opens above the panel.
      zIndex={190}
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={HEADING_ID}>
        {panel(
          <Title order={2} fz="md" id={HEADING_ID} tabIndex={-1} data-autofocus>
            Notifications
          </Title>,
        )}
      </Popover.Dropdown>
    </Popover>,
  );
}
