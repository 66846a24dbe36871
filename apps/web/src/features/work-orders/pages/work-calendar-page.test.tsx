import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { workOrder } from '../../../lib/test/work-order-fixtures';
import { WorkCalendarPage } from './work-calendar-page';

const JUNE_12 = workOrder({
  schedule: { type: 'hard_start', start: new Date(2030, 5, 12, 9).toISOString(), end: null },
});

function renderPage(entry: string) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, CANDIDATE);
  return renderRoutes([{ path: '/work/calendar', element: <WorkCalendarPage /> }], {
    initialEntry: entry,
    queryClient,
  });
}

describe('work calendar', () => {
  it('shows the week’s work on its day, asks for the week’s range, and moves by week', async () => {
    const fetch = stubFetch({
      'GET /api/work-orders/': { body: { count: 1, results: [JUNE_12] } },
    });
    const { user } = renderPage('/work/calendar?view=week&date=2030-06-12');
    const link = await screen.findByRole('link', { name: /Roof photos in Austin/ });
    expect(link).toHaveAttribute('href', '/work-orders/11');
    expect(link.closest('li')).toHaveTextContent('Wed, Jun 12');
    const query = new URL(fetch.callsTo('GET', '/api/work-orders/')[0]!.path, 'http://x')
      .searchParams;
    expect(query.get('from')).toBe(new Date(2030, 5, 9).toISOString());
    expect(query.get('to')).toBe(new Date(2030, 5, 16).toISOString());

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Jun 16 – Jun 22, 2030')).toBeInTheDocument();
  });

  it('shows a month with a count per day, and the chosen day’s work', async () => {
    stubFetch({ 'GET /api/work-orders/': { body: { count: 1, results: [JUNE_12] } } });
    const { user } = renderPage('/work/calendar?view=month&date=2030-06-01');
    const day = await screen.findByRole('button', { name: 'Wednesday, June 12: 1 work order' });
    await user.click(day);
    const section = screen.getByRole('region', { name: 'Wednesday, June 12' });
    expect(
      within(section).getByRole('link', { name: /Roof photos in Austin/ }),
    ).toBeInTheDocument();
  });

  it('gives the calendar feed as an address to copy and a webcal link', async () => {
    stubFetch({
      'GET /api/work-orders/': { body: { count: 0, results: [] } },
      'GET /api/work-orders/calendar-link/': {
        body: { url: 'https://fieldhire.test/api/work-orders/calendar.ics?token=abc' },
      },
    });
    const { user } = renderPage('/work/calendar');
    await user.click(
      await screen.findByRole('button', { name: 'Subscribe in your phone’s calendar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to your work' });
    expect(await within(dialog).findByLabelText('Calendar address')).toHaveValue(
      'https://fieldhire.test/api/work-orders/calendar.ics?token=abc',
    );
    expect(within(dialog).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      'webcal://fieldhire.test/api/work-orders/calendar.ics?token=abc',
    );
  });

  it('says the feed is not available when the server has none', async () => {
    stubFetch({ 'GET /api/work-orders/': { body: { count: 0, results: [] } } });
    const { user } = renderPage('/work/calendar');
    await user.click(
      await screen.findByRole('button', { name: 'Subscribe in your phone’s calendar' }),
    );
    expect(
      await screen.findByText(/Calendar subscriptions are not available yet/),
    ).toBeInTheDocument();
  });
});
