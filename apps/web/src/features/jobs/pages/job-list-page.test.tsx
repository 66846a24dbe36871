import { MESSAGES } from '@fieldhire/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { stubGeolocation } from '../../../lib/test/geolocation';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { EMPTY_FACETS, JOB } from '../../../lib/test/job-fixtures';
import { JobListPage, resultCount } from './job-list-page';

const renderList = (entry = '/jobs') =>
  renderRoutes([{ path: '/jobs', element: <JobListPage /> }], { initialEntry: entry });

describe('JobListPage', () => {
  it('formats the result count, capped past 10,000', () => {
    expect(resultCount(1, false)).toBe('1 job');
    expect(resultCount(1234, false)).toBe('1,234 jobs');
    expect(resultCount(10000, true)).toBe('10,000+ jobs');
  });

  it('sends the URL filters to the server and lists the results', async () => {
    const fetch = stubFetch({
      'GET /api/jobs/': {
        body: { count: 12000, count_capped: true, results: [JOB], facets: EMPTY_FACETS },
      },
      'GET /api/dyn/jobtype/': { body: [{ id: 1, name: 'Residential Inspection' }] },
    });
    renderList('/jobs?keyword=roof&location=78701&jobType=1');
    expect(await screen.findByText('10,000+ jobs', {}, { timeout: 5000 })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('Roof inspection in Austin')).toBeInTheDocument();
    expect(within(card).getByText('$45–$65 / job')).toBeInTheDocument();
    expect(within(card).getByText('3 hours ago')).toBeInTheDocument();
    const search = fetch.calls.find((call) => call.path.startsWith('/api/jobs/'))!;
    expect(search.path).toContain('keyword=roof');
    expect(search.path).toContain('location=78701');
    expect(search.path).toContain('jobType=1');
  });

  it('shows which company the jobs are limited to, and lets the visitor see every company again', async () => {
    const fetch = stubFetch({
      'GET /api/jobs/': {
        body: { count: 1, count_capped: false, results: [JOB], facets: EMPTY_FACETS },
      },
      'GET /api/companies/7/': { body: { id: 7, name: 'Acme Inspections', avatar: null } },
      'GET /api/dyn/jobtype/': { body: [] },
    });
    const { user, router } = renderList('/jobs?company=7');
    expect(
      await screen.findByRole('heading', { name: 'Jobs at Acme Inspections' }),
    ).toBeInTheDocument();
    const note = screen.getByRole('status', { name: 'Company filter' });
    expect(within(note).getByRole('link', { name: 'Acme Inspections' })).toHaveAttribute(
      'href',
      '/companies/Nw==',
    );
    expect(fetch.calls.find((call) => call.path.startsWith('/api/jobs/'))!.path).toContain(
      'company=7',
    );
    await user.click(within(note).getByRole('button', { name: 'Show jobs from every company' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Field-service jobs' })).toBeInTheDocument();
  });

  it('filters by state, and takes a city or ZIP from a shared link as the location', async () => {
    const fetch = stubFetch({
      'GET /api/jobs/': {
        body: { count: 1, count_capped: false, results: [JOB], facets: EMPTY_FACETS },
      },
      'GET /api/dyn/jobtype/': { body: [] },
      'GET /api/geo/states/': {
        body: [
          { fips: '06', usps: 'CA', name: 'California' },
          { fips: '48', usps: 'TX', name: 'Texas' },
        ],
      },
    });
    const { user, router } = renderList('/jobs?location_city_zip=78701&location_state=TX');
    expect(await screen.findByDisplayValue('Texas')).toBe(
      screen.getByRole('combobox', { name: 'State' }),
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('78701');
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' })).getByRole('option', {
        name: 'Nearest',
      }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'California');
    expect(router.state.location.search).toBe('?location_city_zip=78701&location_state=06');
    await screen.findByText('1 job');
    expect(fetch.calls.at(-1)!.path).toContain('location_state=06');
  });

  it('lists the first job types with the checked ones, the rest behind a button, and filters by tag', async () => {
    const fetch = stubFetch({
      'GET /api/jobs/': {
        body: { count: 1, count_capped: false, results: [JOB], facets: EMPTY_FACETS },
      },
      'GET /api/dyn/jobtype/': {
        body: Array.from({ length: 9 }, (_, i) => ({ id: i + 1, name: `Type ${i + 1}` })),
      },
    });
    const { user, router } = renderList('/jobs?jobType=8');
    const types = await screen.findByRole('group', { name: 'Job type' });
    expect(await within(types).findByRole('checkbox', { name: 'Type 8' })).toBeChecked();
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5', '6', '8']);
    const showAll = within(types).getByRole('button', { name: 'Show all 9 job types' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(within(types).getAllByRole('checkbox')).toHaveLength(9);
    expect(within(types).getByRole('button', { name: 'Show fewer job types' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(within(types).getByRole('checkbox', { name: 'Type 7' }));
    expect(new URLSearchParams(router.state.location.search).getAll('jobType')).toEqual(['8', '7']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Android');
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('Android');
    await screen.findByText('1 job');
    expect(fetch.calls.at(-1)!.path).toContain('tag=Android');
  });

  it('shows the empty state, and the server message for a bad search', async () => {
    stubFetch({
      'GET /api/jobs/': [
        { body: { count: 0, count_capped: false, results: [], facets: EMPTY_FACETS } },
      ],
      'GET /api/dyn/jobtype/': { body: [] },
    });
    renderList();
    expect(await screen.findByText('No jobs match this search')).toBeInTheDocument();
  });

  it('says an unknown location beside the location field and counts the jobs without it', async () => {
    const unknown = 'We could not find "00000".';
    const fetch = stubFetch({
      'GET /api/jobs/': (call) =>
        call.path.includes('location=00000')
          ? {
              status: 400,
              body: { detail: unknown, code: 'validation_error', fields: { location: [unknown] } },
            }
          : {
              body: {
                count: 42,
                count_capped: false,
                results: [JOB],
                facets: { ...EMPTY_FACETS, category: { Residential: 7 } },
              },
            },
      'GET /api/dyn/jobtype/': { body: [] },
    });
    renderList('/jobs?location=00000&sort=distance');

    expect(
      await screen.findByText('42 jobs without the location', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    const location = screen.getByRole('textbox', { name: 'Location' });
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAccessibleDescription(expect.stringContaining(unknown));
    expect(screen.getByRole('alert', { name: 'Location not found' })).toHaveTextContent(unknown);
    expect(
      within(screen.getByRole('article')).getByText('Roof inspection in Austin'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    const unlocated = fetch.calls.filter((call) => call.path.startsWith('/api/jobs/')).at(-1)!;
    expect(unlocated.path).not.toContain('location=');
    expect(unlocated.path).not.toContain('sort=distance');
  });

  it('searches near where the phone is, nearest first, keeping the keyword', async () => {
    stubGeolocation({ coords: { latitude: 30.2672, longitude: -97.7431, accuracy: 900 } });
    const fetch = stubFetch({
      'GET /api/jobs/': {
        body: { count: 1, count_capped: false, results: [JOB], facets: EMPTY_FACETS },
      },
      'GET /api/dyn/jobtype/': { body: [] },
      'GET /api/geo/nearest/': {
        body: { label: 'Austin, TX 78701', lat: 30.27, lon: -97.74, state_fips: '48' },
      },
    });
    const { user, router } = renderList('/jobs?keyword=roof');
    await screen.findByText('1 job', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    // Queried again until it holds: the filter bar renders the field anew once the search takes
    // the place, so the first input seen with the value may already be gone.
    await waitFor(() => expect(screen.getByDisplayValue('Austin, TX 78701')).toBeInTheDocument());
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('location')).toBe('Austin, TX 78701');
    expect(query.get('sort')).toBe('distance');
    expect(query.get('keyword')).toBe('roof');
    await waitFor(() =>
      expect(
        fetch.calls.filter((call) => call.path.startsWith('/api/jobs/')).at(-1)!.path,
      ).toContain('sort=distance'),
    );
  });

  it('toasts the spec message when bookmarking fails', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userInfoKey, CANDIDATE);
    stubFetch({
      'GET /api/jobs/': {
        body: { count: 1, count_capped: false, results: [JOB], facets: EMPTY_FACETS },
      },
      'GET /api/dyn/jobtype/': { body: [] },
      'POST /api/bookmarkJob/bookmarkJob/': {
        status: 500,
        body: { detail: 'boom', code: 'server_error' },
      },
    });
    const { user } = renderRoutes([{ path: '/jobs', element: <JobListPage /> }], {
      initialEntry: '/jobs',
      queryClient,
    });
    await user.click(await screen.findByRole('button', { name: `Save ${JOB.title}` }));
    expect(await screen.findByText(MESSAGES.bookmarkFailed)).toBeInTheDocument();
  });

  it('saves the search as a job alert, without its order or page', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userInfoKey, CANDIDATE);
    const fetch = stubFetch({
      'GET /api/jobs/': {
        body: { count: 1, count_capped: false, results: [JOB], facets: EMPTY_FACETS },
      },
      'GET /api/dyn/jobtype/': { body: [] },
      'POST /api/saved-searches/': {
        status: 201,
        body: {
          id: 3,
          name: '"roof" jobs in Texas',
          filter: { keyword: 'roof', location_state: 'TX' },
          frequency: 'daily',
          channels: ['email'],
          paused: false,
          created_at: '2026-11-25T10:00:00Z',
          last_sent_at: null,
          new_count: 0,
        },
      },
    });
    const { user } = renderRoutes([{ path: '/jobs', element: <JobListPage /> }], {
      initialEntry: '/jobs?keyword=roof&location_state=TX&sort=salary_desc&page=2',
      queryClient,
    });
    await user.click(await screen.findByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    await user.click(within(dialog).getByRole('radio', { name: 'Daily digest' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'In Fieldhire (the bell)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(fetch.callsTo('POST', '/api/saved-searches/')[0]!.body).toEqual({
      filter: { keyword: 'roof', location_state: 'TX' },
      frequency: 'daily',
      channels: ['email'],
    });
    expect(await screen.findByText('Alert saved: "roof" jobs in Texas')).toBeInTheDocument();
  });

  it('lets a guest ask for the alert by email, and says to open the link it sends', async () => {
    const fetch = stubFetch({
      'GET /api/jobs/': {
        body: { count: 1, count_capped: false, results: [JOB], facets: EMPTY_FACETS },
      },
      'GET /api/dyn/jobtype/': { body: [] },
      'POST /api/alerts/subscribe/': {
        status: 202,
        body: { detail: 'Check your inbox: open the link we sent to start the alert.' },
      },
    });
    const { user } = renderRoutes([{ path: '/jobs', element: <JobListPage /> }], {
      initialEntry: '/jobs?keyword=roof&sort=newest',
    });
    await user.click(await screen.findByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/jobs?keyword=roof&sort=newest')}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Email me' }));
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/alerts/subscribe/')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly digest' }));
    await user.click(within(dialog).getByRole('button', { name: 'Email me' }));
    expect(fetch.callsTo('POST', '/api/alerts/subscribe/')[0]!.body).toEqual({
      email: 'sam@example.com',
      filter: { keyword: 'roof' },
      frequency: 'weekly',
    });
    expect(
      await within(dialog).findByText(
        'Check your inbox: open the link we sent to start the alert.',
      ),
    ).toBeInTheDocument();
  });
});
