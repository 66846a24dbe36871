import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { myApplicationFixture } from '../../../lib/test/job-fixtures';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { ApplicationsPage } from './applications-page';

const PENDING = myApplicationFixture(1, 'Roof photos in Austin', 'pending');
const SHORTLISTED = myApplicationFixture(2, 'Loan signing in Waco', 'shortlisted');
const WITHDRAWN = myApplicationFixture(3, 'Meter check in Dallas', 'withdrawn');

function renderPage(entry = '/applications') {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, CANDIDATE);
  return renderRoutes(
    [
      { path: '/applications', element: <ApplicationsPage /> },
      { path: '/work-orders/:id', element: <h1>Work order</h1> },
    ],
    { initialEntry: entry, queryClient },
  );
}

describe('my applications', () => {
  it('filters by the status in the address: active leaves out withdrawn applications', async () => {
    stubFetch({ 'GET /api/applications/': { body: [PENDING, SHORTLISTED, WITHDRAWN] } });
    renderPage('/applications?status=active');
    expect(await screen.findByRole('article', { name: PENDING.job.title })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: SHORTLISTED.job.title })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: WITHDRAWN.job.title })).not.toBeInTheDocument();
  });

  it('confirms before withdrawing, naming the job; cancelling leaves it applied', async () => {
    const fetch = stubFetch({
      'GET /api/applications/': [
        { body: [PENDING] },
        { body: [{ ...PENDING, status: 'withdrawn' }] },
      ],
      'POST /api/apply/': { body: { applied: false, application: { id: 1, status: 'withdrawn' } } },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: PENDING.job.title });
    await user.click(within(card).getByRole('button', { name: /^Withdraw/ }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application?' });
    expect(dialog).toHaveTextContent(PENDING.job.title);
    await user.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.calls.filter((call) => call.path === '/api/apply/')).toHaveLength(0);
    expect(within(card).getByText('pending')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Withdraw/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw application?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByText('Application withdrawn.')).toBeInTheDocument();
    expect(fetch.calls.find((call) => call.path === '/api/apply/')?.body).toMatchObject({
      job_id: PENDING.job.id,
      action: 'withdraw',
    });
    expect(await screen.findByText('withdrawn')).toBeInTheDocument();
  });

  it('warns a hired agent that withdrawing cancels the work', async () => {
    const hired = { ...SHORTLISTED, status: 'approved' as const };
    stubFetch({ 'GET /api/applications/': { body: [hired] } });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: hired.job.title });
    await user.click(within(card).getByRole('button', { name: /^Withdraw/ }));
    expect(screen.getByRole('dialog', { name: 'Withdraw application?' })).toHaveTextContent(
      'Withdrawing cancels the work assigned to you',
    );
  });

  it('leads from an approved application to its work order, and from no other', async () => {
    const hired = {
      ...SHORTLISTED,
      status: 'approved' as const,
      work_order_id: 55,
      job: {
        ...SHORTLISTED.job,
        application: { id: 2, status: 'approved' as const, work_order_id: 55 },
      },
    };
    stubFetch({ 'GET /api/applications/': { body: [PENDING, hired] } });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: hired.job.title });
    const link = within(card).getByRole('link', {
      name: `Open work order for ${hired.job.title}`,
    });
    expect(link).toHaveAttribute('href', '/work-orders/55');
    expect(link).toHaveTextContent('Open work order');
    expect(
      within(screen.getByRole('article', { name: PENDING.job.title })).queryByRole('link', {
        name: /work order/,
      }),
    ).not.toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Work order' })).toBeInTheDocument();
  });

  it('offers no work order to an application no longer approved, though its canceled one is known', async () => {
    const rejected = { ...SHORTLISTED, status: 'rejected' as const, work_order_id: 55 };
    stubFetch({ 'GET /api/applications/': { body: [rejected] } });
    renderPage();
    const card = await screen.findByRole('article', { name: rejected.job.title });
    expect(within(card).getByText('rejected')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /work order/ })).not.toBeInTheDocument();
  });

  it('says when an application was sent, and when it last changed once it has', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    stubFetch({
      'GET /api/applications/': {
        body: [
          { ...PENDING, created_at: hoursAgo(3), updated_at: hoursAgo(3) },
          { ...SHORTLISTED, created_at: hoursAgo(5), updated_at: hoursAgo(2) },
        ],
      },
    });
    renderPage();
    const sent = await screen.findByRole('article', { name: PENDING.job.title });
    expect(within(sent).getByText('Applied 3 hours ago')).toBeInTheDocument();
    const moved = screen.getByRole('article', { name: SHORTLISTED.job.title });
    expect(
      within(moved).getByText('Applied 5 hours ago · updated 2 hours ago'),
    ).toBeInTheDocument();
  });
});
