import type { UserInfo } from '@fieldhire/contract/accounts';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../lib/auth-token';
import { stubFetch } from '../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../lib/test/users';
import { userInfoKey } from '../lib/user-info';
import { RequireCompany } from './require-company';

function LoginPage() {
  const location = useLocation();
  return <h1>{`Log in${location.search}`}</h1>;
}

function renderGate(viewer: UserInfo | null, withoutCompany?: ReactNode) {
  stubFetch();
  const queryClient = createTestQueryClient();
  if (viewer) {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    queryClient.setQueryData(userInfoKey, viewer);
  }
  const gate = (
    <RequireCompany reason="Teams belong to company accounts." withoutCompany={withoutCompany}>
      {(company) => <h1>{`Team of ${company.company.name}`}</h1>}
    </RequireCompany>
  );
  return renderRoutes(
    [
      { path: '/employer/team', element: gate },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntry: '/employer/team?tab=invites', queryClient },
  );
}

describe('RequireCompany', () => {
  it('sends guests to log in and back to the page they asked for', async () => {
    renderGate(null);
    expect(
      await screen.findByRole('heading', {
        name: 'Log in?next=%2Femployer%2Fteam%3Ftab%3Dinvites',
      }),
    ).toBeInTheDocument();
  });

  it('tells field agents the page is for companies, with the reason', () => {
    renderGate(CANDIDATE);
    expect(screen.getByRole('heading', { name: 'For companies only' })).toBeInTheDocument();
    expect(screen.getByText('Teams belong to company accounts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('sends an employer without a company to create it', () => {
    renderGate({ ...EMPLOYER, company: null });
    expect(screen.getByRole('heading', { name: 'Create your company first' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Teams belong to company accounts\. Create your company/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create company' })).toHaveAttribute(
      'href',
      '/employer/company',
    );
  });

  it('shows what the page offers an employer without a company instead, when it has something', () => {
    renderGate({ ...EMPLOYER, company: null }, <h1>Create your company</h1>);
    expect(screen.getByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create company' })).not.toBeInTheDocument();
  });

  it('lets a company’s team in, with its company', () => {
    renderGate(EMPLOYER);
    expect(screen.getByRole('heading', { name: 'Team of Acme Inspections' })).toBeInTheDocument();
  });
});
