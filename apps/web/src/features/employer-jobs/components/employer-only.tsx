import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { useViewer } from '../../../lib/user-info';

/** Company pages: guests log in first; field agents see why they cannot enter. */
export function EmployerOnly({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  if (!viewer)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
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
          This page is for company accounts that manage jobs.
        </StatusPage>
      </Container>
    );
  }
  return children;
}
