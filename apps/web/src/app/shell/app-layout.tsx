import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Group } from '../../components/ui/layout';
import { SharedIconSymbols } from '../../components/ui/shared-icons';
import { Container } from '../../components/ui/surfaces';
import { Text } from '../../components/ui/text';
import { useUserInfo } from '../../lib/user-info';
import { lazyWithMantine } from '../../components/lazy-with-mantine';
import { AppHeader, MOBILE_NAV_ID } from './app-header';
import classes from './app-layout.module.css';
import { FooterNav, MainNav } from './main-nav';
import { PageTransition } from './page-transition';
import { RealtimeProvider } from './realtime-provider';
import { ScrollToTop } from './scroll-to-top';
import { ShellTogglesProvider, useShellToggles } from './shell-toggles';

const ChatAside = lazyWithMantine(() => import('./chat-aside').then((m) => m.ChatAside));
// Only a signed-in viewer whose address is not verified sees it: a guest's pages carry none of it.
const EmailVerificationBanner = lazyWithMantine(() =>
  import('../../features/auth/components/email-verification-banner').then(
    (m) => m.EmailVerificationBanner,
  ),
);

function ShellFrame() {
  const userInfo = useUserInfo();
  const viewer = userInfo.data ?? null;
  const { menuOpened, closeMenu, chatOpened, closeChat } = useShellToggles();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery('(min-width: 48em)');

  useEffect(() => {
    closeMenu();
  }, [pathname, closeMenu]);

  useEffect(() => {
    if (isDesktop) closeMenu();
  }, [isDesktop, closeMenu]);

  useEffect(() => {
    if (!viewer) closeChat();
  }, [viewer, closeChat]);

  const showChat = viewer !== null && chatOpened;

  return (
    <div data-chat-open={showChat || undefined}>
      <AppHeader viewer={viewer} loadingViewer={userInfo.isPending} />
      {menuOpened && (
        <nav id={MOBILE_NAV_ID} aria-label="Main" className={classes.navbar}>
          <MainNav
            layout="drawer"
            showAuthLinks={!viewer}
            role={viewer?.role ?? null}
            onNavigate={closeMenu}
          />
        </nav>
      )}
      {showChat && (
        <Suspense fallback={null}>
          <ChatAside viewerId={viewer.id} onClose={closeChat} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        {viewer && !viewer.email_verified && !pathname.startsWith('/verify-email') && (
          <Suspense fallback={null}>
            <EmailVerificationBanner />
          </Suspense>
        )}
        <div className={classes.content}>
          {/* No Suspense boundary here: pages load before the router renders them, and a boundary
              would hydrate the page as a separate, synchronous pass once the shell's layout
              effects update the shell's context. */}
          <PageTransition>
            <Outlet />
          </PageTransition>
        </div>
        <Container size="lg" component="footer" py="xl" className={classes.footer}>
          <Group justify="space-between" gap="sm" className={classes.footerText}>
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Fieldhire · A marketplace for field-service work.
            </Text>
            <FooterNav />
          </Group>
        </Container>
      </main>
      <ScrollToTop />
      <ScrollRestoration />
      <SharedIconSymbols />
    </div>
  );
}

export function AppLayout() {
  return (
    <ShellTogglesProvider>
      <RealtimeProvider>
        <ShellFrame />
      </RealtimeProvider>
    </ShellTogglesProvider>
  );
}
