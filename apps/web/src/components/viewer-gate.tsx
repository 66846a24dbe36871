import type { UserInfo } from '@fieldhire/contract/accounts';
import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useUserInfo } from '../lib/user-info';
import { PageLoader } from './page-loader';
import { StatusPage } from './status-page';

interface ViewerGateProps {
  /** Only company accounts (employers with a company) may enter. */
  companyOnly?: boolean;
  children: (viewer: UserInfo) => ReactNode;
}

/** Pages for signed-in users: guests log in first and come back. */
export function ViewerGate({ companyOnly = false, children }: ViewerGateProps) {
  const userInfo = useUserInfo();
  const location = useLocation();
  if (userInfo.isPending) return <PageLoader />;
  const viewer = userInfo.data ?? null;
  if (!viewer) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (companyOnly && (viewer.role !== 'employer' || !viewer.company)) {
    return (
      <Container size="md">
        <StatusPage
          eyebrow="403"
          title="For companies only"
          actions={
            <Button component={Link} to="/candidates">
              Browse field agents
            </Button>
          }
        >
          Searching field agents by coverage area is for company accounts.
        </StatusPage>
      </Container>
    );
  }
  return children(viewer);
}
