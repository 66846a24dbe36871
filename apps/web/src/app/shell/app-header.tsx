import type { UserInfo } from '@fieldhire/contract/accounts';
import { Suspense } from 'react';
import { Burger } from '../../components/ui/burger';
import { Group } from '../../components/ui/layout';
import { Skeleton } from '../../components/ui/surfaces';
import { Wordmark } from '../../components/wordmark';
import { lazyWithMantine } from '../../components/lazy-with-mantine';
import { SiteLink } from '../../components/site-link';
import classes from './app-header.module.css';
import { MainNav } from './main-nav';
import { SCROLLBAR_OFFSET_CLASS } from './scrollbar-offset';
import { useShellToggles } from './shell-toggles';

// A guest's pages carry none of the signed-in controls' code.
const ViewerControls = lazyWithMantine(() =>
  import('./viewer-controls').then((m) => m.ViewerControls),
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
      <Group className={classes.bar} justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={toggleMenu}
            aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={menuOpened}
            aria-controls={MOBILE_NAV_ID}
          />
          <SiteLink to="/" className={classes.brand}>
            <Wordmark />
          </SiteLink>
        </Group>

        <Group gap="sm" wrap="nowrap">
          <nav aria-label="Main" className="mantine-visible-from-lg">
            <MainNav
              showAuthLinks={!viewer && !loadingViewer}
              role={viewer?.role ?? null}
              layout="header"
            />
          </nav>
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
