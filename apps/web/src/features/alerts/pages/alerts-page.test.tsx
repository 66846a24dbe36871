import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { AlertsPage } from './alerts-page';

const NOTARY: SavedSearch = {
  id: 7,
  name: 'Notary within 25 mi of Austin, TX',
  filter: { jobType: [3], location: 'Austin, TX', destination_max: 25 },
  frequency: 'instant',
  channels: ['email', 'in_app'],
  paused: false,
  created_at: '2026-11-20T10:00:00Z',
  last_sent_at: null,
  new_count: 4,
};

function renderAlerts(routes: Parameters<typeof stubFetch>[0]) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const fetch = stubFetch({ 'GET /api/saved-searches/suggestion/': { body: null }, ...routes });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, CANDIDATE);
  return {
    fetch,
    ...renderRoutes(
      [
        { path: '/alerts', element: <AlertsPage /> },
        { path: '/jobs', element: <p>Job list</p> },
      ],
      { initialEntry: '/alerts', queryClient },
    ),
  };
}

describe('job alerts page', () => {
  it('invites a field agent without alerts to save a search', async () => {
    renderAlerts({ 'GET /api/saved-searches/': { body: [] } });
    expect(await screen.findByRole('heading', { name: 'No job alerts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });

  it("offers a first alert from the agent's profile and saves it", async () => {
    const suggestion = {
      name: 'Notary within 25 mi of Austin, TX',
      filter: { jobType: [3], location: 'Austin, TX', destination_max: 25 },
    };
    const { fetch, user } = renderAlerts({
      'GET /api/saved-searches/': [{ body: [] }, { body: [NOTARY] }],
      'GET /api/saved-searches/suggestion/': { body: suggestion },
      'POST /api/saved-searches/': { status: 201, body: NOTARY },
    });
    const offer = await screen.findByRole('region', { name: 'Suggested alert' });
    expect(within(offer).getByText(suggestion.name)).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'See these jobs' })).toHaveAttribute(
      'href',
      '/jobs?jobType=3&location=Austin%2C+TX&destination_max=25',
    );
    await user.click(within(offer).getByRole('button', { name: 'Create this alert' }));
    expect(fetch.callsTo('POST', '/api/saved-searches/')[0]!.body).toEqual({
      ...suggestion,
      frequency: 'instant',
    });
    expect(await screen.findByRole('article', { name: NOTARY.name })).toBeInTheDocument();
  });

  it('says when the alerts cannot be loaded', async () => {
    renderAlerts({
      'GET /api/saved-searches/': { status: 500, body: { detail: 'Server down.', code: 'error' } },
    });
    expect(await screen.findByText('Could not load your alerts')).toBeInTheDocument();
  });

  it('lists each alert with how it tells and its new jobs, and opens its search', async () => {
    const { fetch, user, router } = renderAlerts({
      'GET /api/saved-searches/': { body: [NOTARY] },
      'POST /api/saved-searches/7/seen/': { body: { ...NOTARY, new_count: 0 } },
    });
    const card = await screen.findByRole('article', { name: NOTARY.name });
    expect(within(card).getByText('As jobs are posted by email and the bell')).toBeInTheDocument();
    expect(within(card).getByText('4 new')).toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Open search' }));
    expect(router.state.location.pathname).toBe('/jobs');
    expect(new URLSearchParams(router.state.location.search).getAll('jobType')).toEqual(['3']);
    expect(router.state.location.search).toContain('destination_max=25');
    expect(fetch.callsTo('POST', '/api/saved-searches/7/seen/')).toHaveLength(1);
  });

  it('pauses an alert with its switch', async () => {
    const { fetch, user } = renderAlerts({
      'GET /api/saved-searches/': { body: [NOTARY] },
      'PATCH /api/saved-searches/7/': { body: { ...NOTARY, paused: true } },
    });
    const card = await screen.findByRole('article', { name: NOTARY.name });
    await user.click(within(card).getByRole('switch', { name: 'Alerts on' }));
    expect(fetch.callsTo('PATCH', '/api/saved-searches/7/')[0]!.body).toEqual({ paused: true });
    expect(await within(card).findByText('Paused')).toBeInTheDocument();
    expect(await screen.findByText('Alert paused.')).toBeInTheDocument();
  });

  it('edits the name and how often, refusing an empty name', async () => {
    const { fetch, user } = renderAlerts({
      'GET /api/saved-searches/': { body: [NOTARY] },
      'PATCH /api/saved-searches/7/': {
        body: { ...NOTARY, name: 'Austin notary', frequency: 'daily' },
      },
    });
    const card = await screen.findByRole('article', { name: NOTARY.name });
    await user.click(within(card).getByRole('button', { name: `More for ${NOTARY.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alert' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Austin notary');
    await user.click(within(dialog).getByRole('radio', { name: 'Daily digest' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fetch.callsTo('PATCH', '/api/saved-searches/7/')[0]!.body).toEqual({
      name: 'Austin notary',
      frequency: 'daily',
      channels: ['email', 'in_app'],
    });
    expect(await screen.findByRole('article', { name: 'Austin notary' })).toBeInTheDocument();
  });

  it('deletes an alert only after confirming', async () => {
    const { fetch, user } = renderAlerts({
      'GET /api/saved-searches/': { body: [NOTARY] },
      'DELETE /api/saved-searches/7/': { status: 204 },
    });
    const card = await screen.findByRole('article', { name: NOTARY.name });
    await user.click(within(card).getByRole('button', { name: `More for ${NOTARY.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    expect(fetch.callsTo('DELETE', '/api/saved-searches/7/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete alert' }));
    expect(await screen.findByRole('heading', { name: 'No job alerts yet' })).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', '/api/saved-searches/7/')).toHaveLength(1);
  });
});
