import type { UserInfo } from '@fieldhire/contract/accounts';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusPage } from './status-page';
import { ViewerGate } from './viewer-gate';

/** A signed-in employer on a company's team. */
export type CompanyViewer = UserInfo & { company: NonNullable<UserInfo['company']> };

interface RequireCompanyProps {
  /** Why the page is for companies, in a sentence: told to field agents and to employers without a company. */
  reason: string;
  /** Shown to an employer without a company instead of the prompt to create one. */
  withoutCompany?: ReactNode;
  children: ReactNode | ((viewer: CompanyViewer) => ReactNode);
}

/**
 * Pages for company accounts: guests log in first and come back, field agents see why they cannot
 * enter, and employers without a company are sent to create it.
 */
export function RequireCompany({ reason, withoutCompany, children }: RequireCompanyProps) {
  return (
    <ViewerGate>
      {(viewer) => {
        if (viewer.role !== 'employer') {
          return (
            <StatusPage
              eyebrow="403"
              title="For companies only"
              actions={
                <Button component={Link} to="/jobs">
                  Find jobs
                </Button>
              }
            >
              {reason}
            </StatusPage>
          );
        }
        const { company } = viewer;
        if (!company) {
          return (
            withoutCompany ?? (
              <StatusPage
                eyebrow="No company yet"
                title="Create your company first"
                actions={
                  <Button component={Link} to="/employer/company">
                    Create company
                  </Button>
                }
              >
                {`${reason} Create your company, or ask a company’s owner or an admin to invite you to its team.`}
              </StatusPage>
            )
          );
        }
        return typeof children === 'function' ? children({ ...viewer, company }) : children;
      }}
    </ViewerGate>
  );
}
