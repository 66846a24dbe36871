import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import type { UserInfo } from '@fieldhire/contract/accounts';
import { scheduledWorkOrder } from '../../../lib/test/work-order-fixtures';
import { WorkBoardPage } from './work-board-page';

const at = (daysFromNow: number, hour: number) => {
  const date = new Date();
  date.setDate(date.getDate() + daysFromNow);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};
const order = scheduledWorkOrder;

const ORDERS = [
  order(1, 'Roof in Austin', 'submitted', at(1, 9)),
  order(2, 'Signing in Waco', 'assigned', at(0, 15)),
  order(3, 'Meter in Dallas', 'submitted', at(0, 8)),
];

function renderPage(viewer: UserInfo = EMPLOYER, entry = '/employer/work') {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes([{ path: '/employer/work', element: <WorkBoardPage /> }], {
    initialEntry: entry,
    queryClient,
  });
}

const titlesIn = (section: HTMLElement) =>
  within(section)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('work board', () => {
  it('groups the company’s work by status, and by day on request', async () => {
    stubFetch({ 'GET /api/work-orders/': { body: { count: 3, results: ORDERS } } });
    const { user } = renderPage();
    const submitted = await screen.findByRole('region', { name: /Submitted/ });
    expect(titlesIn(submitted)).toEqual(['Meter in Dallas', 'Roof in Austin']);
    expect(titlesIn(screen.getByRole('region', { name: /Assigned/ }))).toEqual(['Signing in Waco']);
    expect(screen.getByRole('link', { name: 'Roof in Austin' })).toHaveAttribute(
      'href',
      '/work-orders/1',
    );

    await user.click(screen.getByRole('radio', { name: 'By day' }));
    expect(titlesIn(await screen.findByRole('region', { name: /Today/ }))).toEqual([
      'Meter in Dallas',
      'Signing in Waco',
    ]);
    expect(titlesIn(screen.getByRole('region', { name: /Tomorrow/ }))).toEqual(['Roof in Austin']);
  });

  it('filters by status through the list’s query', async () => {
    const fetch = stubFetch({ 'GET /api/work-orders/': { body: { count: 3, results: ORDERS } } });
    const { user } = renderPage();
    await screen.findByRole('region', { name: /Submitted/ });
    await user.click(screen.getByRole('checkbox', { name: 'Submitted' }));
    await screen.findByRole('button', { name: 'Show all' });
    const last = fetch.callsTo('GET', '/api/work-orders/').at(-1)!;
    expect(new URL(last.path, 'http://x').searchParams.getAll('status')).toEqual(['submitted']);
  });

  it('is for companies: a field agent is told so', async () => {
    stubFetch({});
    renderPage(CANDIDATE);
    expect(await screen.findByRole('heading', { name: 'For companies only' })).toBeInTheDocument();
  });
});
