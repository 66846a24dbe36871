import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { COMPANY } from '../company-fixtures';
import { CompanyListPage } from './company-list-page';

const renderList = (entry = '/companies') =>
  renderRoutes([{ path: '/companies', element: <CompanyListPage /> }], { initialEntry: entry });

describe('CompanyListPage', () => {
  it('sends the URL filters to the server and links each card to the company page', async () => {
    const fetch = stubFetch({ 'GET /api/companies/': { body: { count: 13, results: [COMPANY] } } });
    renderList('/companies?keyword=roof&category=Residential&foundation_min=1990&start=12&end=24');

    expect(await screen.findByText('13 companies')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Acme Inspections' });
    expect(within(card).getByRole('link', { name: 'Acme Inspections' })).toHaveAttribute(
      'href',
      `/companies/${btoa('7')}`,
    );
    expect(within(card).getByText('4 open jobs')).toBeInTheDocument();
    expect(within(card).getByText('11-50 employees')).toBeInTheDocument();
    const search = fetch.callsTo('GET', '/api/companies/')[0]!;
    expect(search.path).toBe(
      '/api/companies/?keyword=roof&category=Residential&foundation_min=1990&start=12&end=24',
    );
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts a changed filter into the URL and searches again from the first page', async () => {
    const fetch = stubFetch({ 'GET /api/companies/': { body: { count: 1, results: [COMPANY] } } });
    const { user, router } = renderList('/companies?keyword=roof&start=12&end=24');
    await screen.findByText('1 company');

    const filters = () => screen.getAllByRole('region', { name: 'Company filters' })[0]!;
    await user.click(within(filters()).getByRole('textbox', { name: 'Company size' }));
    await user.click(await screen.findByRole('option', { name: '51-200 employees' }));

    expect(router.state.location.search).toBe('?keyword=roof&companySize=51-200');
    await screen.findByText('1 company');
    expect(fetch.callsTo('GET', '/api/companies/').at(-1)!.path).toBe(
      '/api/companies/?keyword=roof&companySize=51-200&start=0&end=12',
    );

    const keyword = within(filters()).getByRole('textbox', { name: 'Keyword' });
    await user.clear(keyword);
    await user.type(keyword, 'notary');
    await user.type(within(filters()).getByRole('textbox', { name: /Location/ }), '78701');
    await user.click(within(filters()).getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?keyword=notary&location=78701&companySize=51-200');
  });

  it('suggests clearing the filters when nothing matches', async () => {
    stubFetch({ 'GET /api/companies/': { body: { count: 0, results: [] } } });
    const { user, router } = renderList('/companies?category=Industrial');
    expect(await screen.findByText('No companies match this search')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' }).at(-1)!);
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's message for a search it cannot run", async () => {
    stubFetch({
      'GET /api/companies/': {
        status: 400,
        body: {
          detail: 'We could not find "Atlantis".',
          code: 'validation_error',
          fields: { location: ['We could not find "Atlantis".'] },
        },
      },
    });
    renderList('/companies?location=Atlantis');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find "Atlantis".');
  });

  it('says an unknown location under the location field, with no endless Searching…', async () => {
    const unknown = 'We could not find "00000".';
    stubFetch({
      'GET /api/companies/': {
        status: 400,
        body: { detail: unknown, code: 'validation_error', fields: { location: [unknown] } },
      },
    });
    renderList('/companies?location=00000');

    const location = await screen.findByRole('textbox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 5000,
    });
    expect(location).toHaveAccessibleDescription(expect.stringContaining(unknown));
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('offers a retry when the server fails', async () => {
    stubFetch({
      'GET /api/companies/': [
        { status: 503, body: { detail: 'Down for a moment.', code: 'server_error' } },
        { body: { count: 1, results: [COMPANY] } },
      ],
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 company')).toBeInTheDocument();
  });
});
