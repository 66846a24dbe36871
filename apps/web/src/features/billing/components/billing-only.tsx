import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { useViewer } from '../../../lib/user-info';

/** Billing pages are for company accounts: guests log in first, field agents see why not. */
export function BillingOnly({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  if (!viewer) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (viewer.role !== 'employer' || !viewer.company) {
    return (
      <Container size="md">
        <StatusPage
          eyebrow="403"
          title="For companies only"
          actions={
            <Button component={Link} to="/jobs">
              Find jobs
            </Button>
          }
        >
          Packages, checkout and invoices are for company accounts that post jobs.
        </StatusPage>
      </Container>
    );
  }
  return children;
}

/** Owners and admins buy packages and manage billing; members only see them. */
export function canManageBilling(teamRole: string | undefined) {
  return teamRole === 'owner' || teamRole === 'admin';
}
