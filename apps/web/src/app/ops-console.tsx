import { lazy, Suspense } from 'react';
import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ErrorState } from '../components/error-state';
import { errorMessage } from '../lib/error-message';
import { ScrollToTop } from './shell/scroll-to-top';
import { useOperator, useOperatorLogout, useSessionEndWatch } from '../features/ops/api/ops-api';
import { OpsAuditPage } from '../features/ops/pages/ops-audit-page';
import { OpsCompanyPage } from '../features/ops/pages/ops-company-page';
import { OpsJobPage } from '../features/ops/pages/ops-job-page';
import { OpsLoginPage } from '../features/ops/pages/ops-login-page';
import { OpsReportsPage } from '../features/ops/pages/ops-reports-page';
import { OpsDisputePage } from '../features/ops/pages/ops-dispute-page';
import { OpsDisputesPage } from '../features/ops/pages/ops-disputes-page';
import { OpsVerificationPage } from '../features/ops/pages/ops-verification-page';
import { OpsSearchPage } from '../features/ops/pages/ops-search-page';
import { OpsUserPage } from '../features/ops/pages/ops-user-page';
import { OpsWorkOrderPage } from '../features/ops/pages/ops-work-order-page';
import classes from './ops-console.module.css';

// The charts' library loads with the figures only.
const OpsFiguresPage = lazy(() =>
  import('../features/ops/pages/ops-figures-page').then((m) => ({ default: m.OpsFiguresPage })),
);

const SECTIONS = [
  { to: '/ops', label: 'Search', end: true },
  { to: '/ops/reports', label: 'Reports', end: false },
  { to: '/ops/disputes', label: 'Disputes', end: false },
  { to: '/ops/verification', label: 'Verification', end: false },
  { to: '/ops/audit', label: 'Audit log', end: false },
  { to: '/ops/figures', label: 'Figures', end: false },
] as const;

/** The operator console: its own shell, reached only by an operator whose code was checked. */
export function OpsConsole() {
  const operator = useOperator();
  useSessionEndWatch();
  const logout = useOperatorLogout();
  const { pathname } = useLocation();

  if (pathname === '/ops/login' || pathname === '/ops/login/') return <OpsLoginPage />;
  if (operator.isPending) return <PageLoader label="Loading the console" />;
  if (operator.isError)
    return (
      <Container size="sm" py="xl">
        <ErrorState
          message={errorMessage(operator.error)}
          onRetry={() => void operator.refetch()}
        />
      </Container>
    );
  if (!operator.data) return <Navigate to="/ops/login" replace />;

  return (
    <div className={classes.console}>
      <header className={classes.header}>
        <Container size="xl">
          <Group justify="space-between" py="sm" wrap="wrap" gap="sm">
            <Group gap="lg" wrap="wrap">
              <Text fw={700} c="white">
                Fieldhire Ops
              </Text>
              <nav aria-label="Console">
                <Group gap="xs">
                  {SECTIONS.map((section) => (
                    <Anchor
                      key={section.to}
                      component={NavLink}
                      to={section.to}
                      end={section.end}
                      className={classes.navLink}
                    >
                      {section.label}
                    </Anchor>
                  ))}
                </Group>
              </nav>
            </Group>
            <Group gap="sm">
              <Text size="sm" c="gray.3">
                {operator.data.name} · {operator.data.email}
              </Text>
              <Button
                size="xs"
                variant="white"
                loading={logout.isPending}
                onClick={() => logout.mutate()}
              >
                Sign out
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <main id="main" tabIndex={-1}>
        <Container size="xl" py="lg">
          <Routes>
            <Route index element={<OpsSearchPage />} />
            <Route path="reports" element={<OpsReportsPage />} />
            <Route path="disputes" element={<OpsDisputesPage />} />
            <Route path="disputes/:id" element={<OpsDisputePage />} />
            <Route path="verification" element={<OpsVerificationPage />} />
            <Route path="audit" element={<OpsAuditPage />} />
            <Route
              path="figures"
              element={
                <Suspense fallback={<PageLoader label="Loading the figures" />}>
                  <OpsFiguresPage />
                </Suspense>
              }
            />
            <Route path="users/:id" element={<OpsUserPage />} />
            <Route path="companies/:id" element={<OpsCompanyPage />} />
            <Route path="jobs/:id" element={<OpsJobPage />} />
            <Route path="work-orders/:id" element={<OpsWorkOrderPage />} />
            <Route path="*" element={<Navigate to="/ops" replace />} />
          </Routes>
        </Container>
      </main>
      <ScrollToTop />
    </div>
  );
}
