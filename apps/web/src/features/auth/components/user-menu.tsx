import type { UserInfo } from '@fieldhire/contract/accounts';
import { Avatar, Button, Divider, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBellCog,
  IconRosetteDiscountCheck,
  IconChevronDown,
  IconCode,
  IconLogout,
  IconUserEdit,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../api/use-logout';
import { describeRole, displayName } from './role-labels';
import classes from './user-menu.module.css';

function initials(user: UserInfo) {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters || user.username.charAt(0)).toUpperCase();
}

/** One of the menu's pages: a full-width link that closes the menu. */
function MenuLink({
  to,
  icon,
  onClick,
  children,
}: {
  to: string;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      component={Link}
      to={to}
      fullWidth
      variant="subtle"
      justify="flex-start"
      leftSection={icon}
      onClick={onClick}
      mb={4}
    >
      {children}
    </Button>
  );
}

export function UserMenu({ user }: { user: UserInfo }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const logout = useLogout();
  const name = displayName(user);
  const role = describeRole(user);
  const managesCompany = user.company?.role === 'owner' || user.company?.role === 'admin';

  return (
    <Popover
      opened={opened}
      onDismiss={close}
      position="bottom-end"
      width={260}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton className={classes.target} aria-label="Account menu" onClick={toggle}>
          <Avatar src={user.avatar} alt="" radius="xl" size={32} color="brand">
            {initials(user)}
          </Avatar>
          <span className={classes.identity}>
            <Text component="span" size="sm" fw={600} lh={1.2} truncate>
              {name}
            </Text>
            <Text component="span" size="xs" c="dimmed" lh={1.2} truncate>
              {role}
            </Text>
          </span>
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="md">
        <Stack gap={2}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {user.email}
          </Text>
          <Text size="sm" c="dimmed">
            {role}
          </Text>
        </Stack>
        <Divider my="sm" />
        <MenuLink to="/profile" icon={<IconUserEdit size={16} aria-hidden />} onClick={close}>
          Your profile
        </MenuLink>
        <MenuLink
          to="/settings/notifications"
          icon={<IconBellCog size={16} aria-hidden />}
          onClick={close}
        >
          Notification settings
        </MenuLink>
        <MenuLink
          to="/verification"
          icon={<IconRosetteDiscountCheck size={16} aria-hidden />}
          onClick={close}
        >
          Verification
        </MenuLink>
        {managesCompany && (
          <MenuLink
            to="/employer/developers"
            icon={<IconCode size={16} aria-hidden />}
            onClick={close}
          >
            Developers
          </MenuLink>
        )}
        <Button
          fullWidth
          variant="light"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: close })}
        >
          Log out
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
