import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { NavLink, useLocation } from 'react-router';
import classes from './main-nav.module.css';
import type { Page } from './main-nav';

interface CompanyMenuProps {
  pages: Page[];
  onNavigate?: () => void;
}

/** The company's own pages as one menu in the header. */
export function CompanyMenu({ pages, onNavigate }: CompanyMenuProps) {
  const { pathname } = useLocation();
  const active = pages.some((page) => pathname.startsWith(page.to));
  return (
    <Menu position="bottom-end" withinPortal={false} shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton
          className={classes.link}
          data-active={active || undefined}
          aria-label="Company menu"
        >
          Company <IconChevronDown size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {pages.map((page) => (
          <Menu.Item
            key={page.to}
            component={NavLink}
            to={page.to}
            end={page.end}
            onClick={onNavigate}
          >
            {page.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
