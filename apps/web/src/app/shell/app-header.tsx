import type { UserInfo } from '@fieldhire/contract/accounts';
import { Box, Burger, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Wordmark } from '../../components/wordmark';
import classes from './app-header.module.css';
import { MainNav } from './main-nav';
import { SCROLLBAR_OFFSET_CLASS } from './scrollbar-offset';
import { useShellToggles } from './shell-toggles';

// A guest's pages carry none of the signed-in controls' code.
const ViewerControls = lazy(() =>
  import('./viewer-controls').then((m) => ({ default: m.ViewerControls })),
);

export const MOBILE_NAV_ID = 'mobile-nav';

interface AppHeaderProps {
  viewer: UserInfo | null;
  loadingViewer: boolean;
}

export function AppHeader({ viewer, loadingViewer }: AppHeaderProps) {
  const { menuOpened, toggleMenu } = useShellToggles();

  return (
    <header className={`${classes.header} ${SCROLLBAR_OFFSET_CLASS}`}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={toggleMenu}
            hiddenFrom="lg"
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
          <Box component="nav" aria-label="Main" visibleFrom="lg">
            <MainNav
              showAuthLinks={!viewer && !loadingViewer}
              role={viewer?.role ?? null}
              layout="header"
            />
          </Box>
          {loadingViewer && <Skeleton circle height={32} aria-hidden />}
          {viewer && (
            <Suspense fallback={<Skeleton circle height={32} aria-hidden />}>
              <ViewerControls viewer={viewer} />
            </Suspense>
          )}
        </Group>
      </Group>
    </header>
  );
}
