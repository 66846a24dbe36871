import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { CANDIDATE_PROFILE, STATES } from '../candidate-fixtures';
import { CandidateDirectoryPage } from './candidate-directory-page';

const REFERENCE = {
  'GET /api/dyn/certification/': { body: [{ id: 1, name: 'Commissioned Notary' }] },
  'GET /api/geo/states/': { body: STATES },
};

const renderDirectory = (entry: string) =>
  renderRoutes([{ path: '/candidates', element: <CandidateDirectoryPage /> }], {
    initialEntry: entry,
  });

describe('CandidateDirectoryPage', () => {
  it('sends the URL filter to the server and links each card to the profile', async () => {
    const fetch = stubFetch({
      ...REFERENCE,
      'GET /api/candidates/': { body: { count: 1, results: [CANDIDATE_PROFILE] } },
    });
    renderDirectory(
      '/candidates?keyword=notary&experiences=4+Year&qualifications=1&start=12&end=24',
    );
    expect(await screen.findByText('1 field agent')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Maria Garcia' });
    expect(within(card).getByRole('link', { name: 'Maria Garcia' })).toHaveAttribute(
      'href',
      '/candidates/maria.g',
    );
    expect(
      await within(card).findByText('Covers Los Angeles, San Francisco (CA)'),
    ).toBeInTheDocument();
    const request = fetch.callsTo('GET', '/api/candidates/')[0]!;
    expect(request.path).toBe(
      '/api/candidates/?keyword=notary&experiences=4+Year&qualifications=1&start=12&end=24',
    );
  });

  it('writes a changed filter into the URL and starts again at the first page', async () => {
    stubFetch({
      ...REFERENCE,
      'GET /api/candidates/': { body: { count: 40, results: [CANDIDATE_PROFILE] } },
    });
    const { user, router } = renderDirectory('/candidates?start=12&end=24');
    await screen.findByText('40 field agents');
    await user.click(screen.getAllByRole('checkbox', { name: 'Fresh' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?experiences=Fresh'));
  });

  it('finds agents by the documents Fieldhire verified', async () => {
    const fetch = stubFetch({
      ...REFERENCE,
      'GET /api/candidates/': { body: { count: 1, results: [CANDIDATE_PROFILE] } },
    });
    const { user, router } = renderDirectory('/candidates');
    await screen.findByText('1 field agent');
    const verified = () => screen.getAllByRole('group', { name: 'Verified by Fieldhire' })[0]!;
    await user.click(within(verified()).getByRole('checkbox', { name: 'Licensed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?verified=license'));
    await user.click(within(verified()).getByRole('checkbox', { name: 'Insured' }));
    await waitFor(() => expect(router.state.location.search).toBe('?verified=license%2Cinsurance'));
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/candidates/').at(-1)!.path).toBe(
        '/api/candidates/?verified=license%2Cinsurance&start=0&end=12',
      ),
    );
  });

  it('shows newest first, and says why, when the nearest is asked for without a location', async () => {
    const fetch = stubFetch({
      ...REFERENCE,
      'GET /api/candidates/': { body: { count: 1, results: [CANDIDATE_PROFILE] } },
    });
    renderDirectory('/candidates?sort=distance');
    expect(await screen.findByText('1 field agent')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sort by' })).toHaveValue('Newest');
    expect(screen.getByText('Nearest needs a location')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/candidates/')[0]!.path).toBe(
      '/api/candidates/?start=0&end=12',
    );
  });

  it('suggests clearing filters when nobody matches', async () => {
    stubFetch({ ...REFERENCE, 'GET /api/candidates/': { body: { count: 0, results: [] } } });
    renderDirectory('/candidates?category=Industrial');
    expect(await screen.findByText('No field agents match this search')).toBeInTheDocument();
  });
});
