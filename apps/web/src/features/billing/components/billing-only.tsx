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

/**
 * Invoices, the payment method and the billing portal are for owners and admins; team members see
 * why and where the company's packages are.
 */
export function BillingRecordsOnly({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  if (viewer?.role === 'employer' && viewer.company && !canManageBilling(viewer.company.role)) {
    return (
      <Container size="md">
        <StatusPage
          eyebrow="403"
          title="For owners and admins"
          actions={
            <Button component={Link} to="/billing/packages">
              See packages
            </Button>
          }
        >
          {`Invoices, the payment method and the billing portal of ${viewer.company.name} are for its owner and admins. You can still see the packages and what is left on them.`}
        </StatusPage>
      </Container>
    );
  }
  return children;
}
