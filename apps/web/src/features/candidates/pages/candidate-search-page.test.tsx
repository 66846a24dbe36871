import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { CANDIDATE_PROFILE, STATES } from '../candidate-fixtures';
import { CandidateSearchPage } from './candidate-search-page';

function renderSearch(entry: string, viewer = EMPLOYER, page = {}) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  const fetch = stubFetch({
    'GET /api/dyn/jobtype/': {
      body: [
        { id: 1, name: 'Residential Inspection' },
        { id: 2, name: 'Commercial Inspection' },
      ],
    },
    'GET /api/geo/states/': { body: STATES },
    'GET /api/geo/towns/': { body: [] },
    'GET /api/candidate-search/': {
      body: { count: 45, next: 3, previous: 1, results: [CANDIDATE_PROFILE], ...page },
    },
  });
  const rendered = renderRoutes(
    [{ path: '/employer/candidates', element: <CandidateSearchPage /> }],
    {
      initialEntry: entry,
      queryClient,
    },
  );
  return { ...rendered, fetch };
}

describe('CandidateSearchPage', () => {
  it('asks for job types as a comma list and each town as a repeated town_fips', async () => {
    const { fetch } = renderSearch(
      '/employer/candidates?page=2&page_size=20&job_types=1,2&state_fips=06&town_fips=0644000&town_fips=0667000',
    );
    expect(await screen.findByText('45 field agents')).toBeInTheDocument();
    const request = new URL(fetch.callsTo('GET', '/api/candidate-search/')[0]!.path, 'https://x');
    expect(request.searchParams.get('page')).toBe('2');
    expect(request.searchParams.get('page_size')).toBe('20');
    expect(request.searchParams.get('job_types')).toBe('1,2');
    expect(request.searchParams.get('state_fips')).toBe('06');
    expect(request.searchParams.getAll('town_fips')).toEqual(['0644000', '0667000']);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Maria Garcia' });
    expect(within(card).getByRole('button', { name: 'Invite to job: Maria Garcia' })).toBeVisible();
  });

  it('asks for the most reliable agents on time 95%+, and offers every agent when none is', async () => {
    const { fetch, user, router } = renderSearch(
      '/employer/candidates?page=1&page_size=20&sort=reliability&on_time_min=0.95',
      EMPLOYER,
      { count: 0, next: null, previous: null, results: [] },
    );
    expect(
      await screen.findByRole('heading', { name: 'No field agents here are on time 95%+ yet' }),
    ).toBeInTheDocument();
    const request = new URL(fetch.callsTo('GET', '/api/candidate-search/')[0]!.path, 'https://x');
    expect(request.searchParams.get('sort')).toBe('reliability');
    expect(request.searchParams.get('on_time_min')).toBe('0.95');
    await user.click(screen.getByRole('button', { name: 'Show every agent' }));
    expect(router.state.location.search).toBe('?page=1&page_size=20&sort=reliability');
  });

  it('moves to the next page the server names', async () => {
    const { user, router } = renderSearch('/employer/candidates?page=2&page_size=20&state_fips=06');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=3&page_size=20&state_fips=06');
  });

  it('is for company accounts only', async () => {
    const { fetch } = renderSearch('/employer/candidates', CANDIDATE);
    expect(await screen.findByText('For companies only')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/candidate-search/')).toHaveLength(0);
  });
});
