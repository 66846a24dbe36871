import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { useViewer } from '../../../lib/user-info';

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
