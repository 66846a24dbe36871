import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { COMPANY, COMPANY_WITH_TEAM } from '../company-fixtures';
import { CompanyPage } from './company-page';

const renderCompany = (encodedId: string, queryClient = createTestQueryClient()) =>
  renderRoutes([{ path: '/companies/:encodedId', element: <CompanyPage /> }], {
    initialEntry: `/companies/${encodedId}`,
    queryClient,
  });

describe('CompanyPage', () => {
  it('decodes the base64 id from the route and shows the company to a guest', async () => {
    const fetch = stubFetch({ 'GET /api/companies/7/': { body: COMPANY } });
    renderCompany(btoa('7'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Inspections' }),
    ).toBeVisible();
    expect(fetch.callsTo('GET', '/api/companies/7/')).toHaveLength(1);
    expect(screen.getByText(COMPANY.about!)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'acme.example.com' })).toHaveAttribute(
      'href',
      'https://acme.example.com',
    );
    expect(within(details).getByRole('link', { name: 'jobs@acme.example.com' })).toHaveAttribute(
      'href',
      'mailto:jobs@acme.example.com',
    );
    expect(within(details).getByText('11-50 employees')).toBeInTheDocument();
    expect(within(details).getByText('2009')).toBeInTheDocument();
    expect(within(details).getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4 open jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open jobs' })).toHaveAttribute(
      'href',
      `/jobs?company=${COMPANY.id}`,
    );
    expect(screen.queryByRole('region', { name: 'Your team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit company' })).not.toBeInTheDocument();
  });

  it('shows the not-found state for an id that is not base64 of a number, without asking', async () => {
    const fetch = stubFetch();
    renderCompany('not-an-id!');
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
    renderCompany(btoa('abc'));
    expect(fetch.calls).toHaveLength(0);
  });

  it('shows the not-found state when the server has no such company', async () => {
    stubFetch({
      'GET /api/companies/99/': {
        status: 404,
        body: { detail: 'Company not found.', code: 'not_found' },
      },
    });
    renderCompany(btoa('99'));
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
  });

  it('shows members the team and pending invites, and the owner an edit link', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userInfoKey, EMPLOYER);
    stubFetch({ 'GET /api/companies/7/': { body: COMPANY_WITH_TEAM } });
    renderCompany(btoa('7'), queryClient);

    const team = await screen.findByRole('region', { name: 'Your team' });
    expect(within(team).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(team).getByText('Alan Turing')).toBeInTheDocument();
    expect(within(team).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Manage team' })).toHaveAttribute(
      'href',
      '/employer/team',
    );
    expect(screen.getByRole('link', { name: 'Edit company' })).toHaveAttribute(
      'href',
      '/employer/company',
    );
  });
});
