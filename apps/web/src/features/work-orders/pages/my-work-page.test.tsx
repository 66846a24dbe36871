import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubCall } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { inHours, scheduledWorkOrder } from '../../../lib/test/work-order-fixtures';
import { MyWorkPage } from './my-work-page';

const order = scheduledWorkOrder;

// Midday today, whatever the hour the test runs at, so it stays "today".
const noon = () => {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  return date.toISOString();
};

const TODAY = order(1, 'Meter check today', 'confirmed', noon());
const TO_CONFIRM = order(2, 'Loan signing next week', 'assigned', inHours(24 * 7));
const REVISION = order(3, 'Roof photos to redo', 'revision_requested', inHours(24 * 3));
const APPROVED = order(4, 'Done last week', 'approved', inHours(-24 * 7));

const listFor = (call: StubCall) => {
  const statuses = new URL(call.path, 'http://x').searchParams.getAll('status');
  const results = [TODAY, TO_CONFIRM, REVISION, APPROVED].filter((o) =>
    statuses.includes(o.status),
  );
  return { body: { count: results.length, results } };
};

function renderPage(entry = '/work') {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, CANDIDATE);
  return renderRoutes([{ path: '/work', element: <MyWorkPage /> }], {
    initialEntry: entry,
    queryClient,
  });
}

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('my work', () => {
  it('groups the agent’s work into Today, Upcoming, Needs action and Done', async () => {
    stubFetch({ 'GET /api/work-orders/': listFor });
    const { user } = renderPage();
    expect(await screen.findByRole('article', { name: TODAY.job.title })).toBeInTheDocument();
    expect(cardTitles()).toEqual([TODAY.job.title]);
    expect(
      within(screen.getByRole('article')).getByText('Check in when you arrive'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Upcoming/ }));
    expect(cardTitles()).toEqual([REVISION.job.title, TO_CONFIRM.job.title]);

    await user.click(screen.getByRole('tab', { name: /Needs action/ }));
    expect(cardTitles()).toEqual([REVISION.job.title, TO_CONFIRM.job.title]);
    expect(screen.getByText('Confirm or decline this work')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Done/ }));
    expect(cardTitles()).toEqual([APPROVED.job.title]);
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/work/calendar',
    );
  });

  it('asks for active and finished work separately, so history cannot crowd out what is due', async () => {
    const fetch = stubFetch({ 'GET /api/work-orders/': listFor });
    renderPage();
    await screen.findByRole('article', { name: TODAY.job.title });
    const asked = fetch
      .callsTo('GET', '/api/work-orders/')
      .map((call) => new URL(call.path, 'http://x').searchParams.getAll('status').sort());
    expect(asked).toContainEqual(['approved', 'canceled', 'submitted']);
    expect(asked).toContainEqual([
      'assigned',
      'checked_in',
      'checked_out',
      'confirmed',
      'revision_requested',
    ]);
  });

  it('says when a tab is empty', async () => {
    stubFetch({ 'GET /api/work-orders/': { body: { count: 0, results: [] } } });
    renderPage('/work?tab=action');
    expect(
      await screen.findByRole('heading', { name: 'You’re all caught up' }),
    ).toBeInTheDocument();
  });

  it('points from an empty today to the work waiting on the agent', async () => {
    stubFetch({
      'GET /api/work-orders/': (call) => {
        const statuses = new URL(call.path, 'http://x').searchParams.getAll('status');
        const results = [TO_CONFIRM, REVISION].filter((o) => statuses.includes(o.status));
        return { body: { count: results.length, results } };
      },
    });
    const { user } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Nothing scheduled today' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2 work orders wait on you' }));
    expect(await screen.findByRole('article', { name: TO_CONFIRM.job.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Needs action/, selected: true })).toBeInTheDocument();
  });

  it('points from an empty today to the work coming when nothing waits on the agent', async () => {
    const UPCOMING = order(5, 'Occupancy check Friday', 'confirmed', inHours(24 * 3));
    stubFetch({
      'GET /api/work-orders/': (call) => {
        const statuses = new URL(call.path, 'http://x').searchParams.getAll('status');
        const results = [UPCOMING].filter((o) => statuses.includes(o.status));
        return { body: { count: results.length, results } };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'See upcoming work' }));
    expect(await screen.findByRole('article', { name: UPCOMING.job.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Upcoming/, selected: true })).toBeInTheDocument();
  });

  it('sends an agent with no work yet to the jobs', async () => {
    stubFetch({ 'GET /api/work-orders/': { body: { count: 0, results: [] } } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Nothing scheduled today' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('gives a card’s time on the site’s clocks, and the agent’s where they read otherwise', async () => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const far = {
      ...TODAY,
      site: { ...TODAY.site, state: local === 'Pacific/Honolulu' ? 'NY' : 'HI' },
    };
    stubFetch({
      'GET /api/work-orders/': (call) =>
        new URL(call.path, 'http://x').searchParams.getAll('status').includes('confirmed')
          ? { body: { count: 1, results: [far] } }
          : { body: { count: 0, results: [] } },
    });
    renderPage();
    const card = await screen.findByRole('article', { name: TODAY.job.title });
    const zone = far.site.state === 'HI' ? 'HST' : 'E[SD]T';
    expect(
      within(card).getByText(new RegExp(`^(Starts|Arrive between) .* ${zone}$`)),
    ).toBeInTheDocument();
    expect(within(card).getByText(/ in your time zone$/)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/work-orders/': (call) =>
        ++calls <= 2 ? { status: 500, body: { detail: 'Boom', code: 'error' } } : listFor(call),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: TODAY.job.title })).toBeInTheDocument();
  });
});
