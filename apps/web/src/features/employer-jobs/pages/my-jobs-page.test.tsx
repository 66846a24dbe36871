import type { PlanEntry } from '@fieldhire/contract/billing';
import type { MyJobSummary } from '@fieldhire/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { JOB } from '../../../lib/test/job-fixtures';
import { BASIC } from '../../../lib/test/product-fixtures';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { planQueryKey } from '../../../lib/plan-query';
import { userInfoKey } from '../../../lib/user-info';
import { MyJobsPage } from './my-jobs-page';

const DAY_MS = 86_400_000;
const listed: MyJobSummary = {
  ...JOB,
  id: 21,
  title: 'Listed with a package',
  expires_at: new Date(Date.now() + 10 * DAY_MS).toISOString(),
  applicants_by_status: {},
};
const lapsed: MyJobSummary = {
  ...listed,
  id: 22,
  title: 'Listing that ended',
  expires_at: new Date(Date.now() - 2 * DAY_MS).toISOString(),
};
const free: MyJobSummary = { ...listed, id: 23, title: 'Free listing', expires_at: null };

const page = (...results: MyJobSummary[]) => ({ count: results.length, results });

const planWith = (featuredLeft: number): PlanEntry => ({
  id: 1,
  product: BASIC,
  status: 'active',
  starts_at: new Date().toISOString(),
  expires_at: null,
  cancel_at_period_end: false,
  is_subscription: false,
  job_posts: { total: 0, used: 0, remaining: 0 },
  featured_posts: { total: 3, used: 3 - featuredLeft, remaining: featuredLeft },
  candidate_contacts: { total: 0, used: 0, remaining: 0 },
});

function renderPage(initialEntry = '/employer/jobs') {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, EMPLOYER);
  queryClient.setQueryData(planQueryKey, []);
  return renderRoutes([{ path: '/employer/jobs', element: <MyJobsPage /> }], {
    initialEntry,
    queryClient,
  });
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

// Toasts live in a store shared by the tests of this file.
afterEach(() => notifications.clean());

describe('my jobs', { timeout: 20_000 }, () => {
  it('shows until when each open job is listed', async () => {
    stubFetch({ 'GET /api/myjobs/': { body: page(listed, lapsed, free) } });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Listed with a package' });
    expect(card).toHaveTextContent(`Listed until ${dateOf(listed.expires_at!)}`);
    expect(screen.getByRole('article', { name: 'Listing that ended' })).toHaveTextContent(
      `Listing ended ${dateOf(lapsed.expires_at!)}`,
    );
    expect(screen.getByRole('article', { name: 'Free listing' })).not.toHaveTextContent(
      /Listed until|Listing ended/,
    );
  });

  it('counts filled openings on jobs with more than one, and shows a filled job as filled', async () => {
    const crew: MyJobSummary = { ...listed, id: 24, title: 'Crew of two', openings: 2, filled: 1 };
    const full: MyJobSummary = {
      ...listed,
      id: 25,
      title: 'Filled job',
      status: 'filled',
      openings: 1,
      filled: 1,
    };
    stubFetch({ 'GET /api/myjobs/': { body: page(crew, full, free) } });
    renderPage();
    expect(await screen.findByRole('article', { name: 'Crew of two' })).toHaveTextContent(
      '1 of 2 filled',
    );
    const filled = screen.getByRole('article', { name: 'Filled job' });
    expect(filled).toHaveTextContent('1 of 1 filled');
    expect(within(filled).getByText('filled', { exact: true })).toBeInTheDocument();
    expect(within(filled).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Free listing' })).not.toHaveTextContent(/filled/);
  });

  it('refreshes the packages after featuring a job', async () => {
    const fetch = stubFetch({
      'GET /api/myjobs/': { body: page(listed) },
      'GET /api/plan/': { body: [planWith(2)] },
      'POST /api/jobs/21/feature/': { body: { ...listed, featured: true } },
    });
    const { user, queryClient } = renderPage();
    const card = await screen.findByRole('article', { name: 'Listed with a package' });
    expect(queryClient.getQueryState(planQueryKey)?.isInvalidated).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Feature' }));
    await user.click(await screen.findByRole('button', { name: 'Feature job' }));
    expect(await screen.findByText('"Listed with a package" is featured.')).toBeInTheDocument();
    // The dialog reads the packages once; featuring makes it read them again.
    await waitFor(() => expect(fetch.callsTo('GET', '/api/plan/')).toHaveLength(2));
  });

  it('asks before closing a job, naming it, then offers to undo the close', async () => {
    const closed = { ...listed, status: 'closed' as const };
    const fetch = stubFetch({
      'GET /api/myjobs/': { body: page(listed) },
      'DELETE /api/jobs/21/': { body: closed },
      'POST /api/jobs/21/reopen/': { body: listed },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Listed with a package' });
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close “Listed with a package”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetch.callsTo('DELETE', '/api/jobs/21/')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('“Listed with a package” is closed.')).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', '/api/jobs/21/')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('“Listed with a package” is open again.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/jobs/21/reopen/')).toHaveLength(1);
  });

  it('reopens a closed job after asking, and shows why it cannot when no post is left', async () => {
    const closed = { ...listed, status: 'closed' as const };
    const fetch = stubFetch({
      'GET /api/myjobs/': { body: page(closed) },
      'POST /api/jobs/21/reopen/': [
        {
          status: 402,
          body: { detail: 'No job posts left on your plan.', code: 'payment_required' },
        },
        { body: listed },
      ],
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Listed with a package' });
    expect(within(card).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen “Listed with a package”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No job posts left on your plan.',
    );
    expect(within(dialog).getByRole('link', { name: 'See packages' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reopen job' }));
    expect(await screen.findByText('“Listed with a package” is open again.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/jobs/21/reopen/')).toHaveLength(2);
  });

  it('renews a listing near or past its end after asking, and offers it on no other', async () => {
    const ending = { ...listed, expires_at: new Date(Date.now() + 2 * DAY_MS).toISOString() };
    const renewed = { ...listed, expires_at: new Date(Date.now() + 32 * DAY_MS).toISOString() };
    const fetch = stubFetch({
      'GET /api/myjobs/': {
        body: page(ending, lapsed, { ...listed, id: 25, title: 'Long listing' }),
      },
      'POST /api/jobs/21/renew/': { body: renewed },
      'POST /api/jobs/22/renew/': {
        status: 402,
        body: { detail: 'No job posts left on your plan.', code: 'payment_required' },
      },
    });
    const { user } = renderPage();
    const long = await screen.findByRole('article', { name: 'Long listing' });
    expect(within(long).queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();

    const ended = screen.getByRole('article', { name: 'Listing that ended' });
    await user.click(within(ended).getByRole('button', { name: 'Renew' }));
    let dialog = await screen.findByRole('dialog', { name: 'Renew “Listing that ended”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Renew listing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No job posts left on your plan.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const card = screen.getByRole('article', { name: 'Listed with a package' });
    await user.click(within(card).getByRole('button', { name: 'Renew' }));
    dialog = await screen.findByRole('dialog', { name: 'Renew “Listed with a package”?' });
    expect(dialog).toHaveTextContent('another listing period, added to what is left of it');
    expect(dialog).toHaveTextContent('free listing (30 more days)');
    await user.click(within(dialog).getByRole('button', { name: 'Renew listing' }));
    expect(
      await screen.findByText(
        `“Listed with a package” is renewed. Listed until ${dateOf(renewed.expires_at)}.`,
      ),
    ).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/jobs/21/renew/')).toHaveLength(1);
  });

  it('says what featuring costs before it uses a featured post', async () => {
    const fetch = stubFetch({
      'GET /api/myjobs/': { body: page(listed, { ...listed, id: 24, title: 'Second job' }) },
      'GET /api/plan/': [{ body: [planWith(2)] }, { body: [planWith(0)] }],
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Listed with a package' });
    await user.click(within(card).getByRole('button', { name: 'Feature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature “Listed with a package”?' });
    expect(
      await within(dialog).findByText('This uses 1 of your 2 featured posts left; 1 will remain.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetch.callsTo('POST', '/api/jobs/21/feature/')).toHaveLength(0);

    const second = screen.getByRole('article', { name: 'Second job' });
    await user.click(within(second).getByRole('button', { name: 'Feature' }));
    const none = await screen.findByRole('dialog', { name: 'Feature “Second job”?' });
    expect(await within(none).findByText(/You have no featured posts left/)).toBeInTheDocument();
    expect(within(none).getByRole('button', { name: 'Feature job' })).toBeDisabled();
  });

  it('counts applicants with the right plural', async () => {
    stubFetch({
      'GET /api/myjobs/': {
        body: page(
          { ...listed, applicants_by_status: { pending: 1 } },
          { ...free, applicants_by_status: { pending: 1, shortlisted: 2 } },
        ),
      },
    });
    renderPage();
    const one = await screen.findByRole('article', { name: 'Listed with a package' });
    expect(one).toHaveTextContent('1 applicant');
    expect(one).not.toHaveTextContent('1 applicants');
    expect(screen.getByRole('article', { name: 'Free listing' })).toHaveTextContent(
      '3 applicants · 2 shortlisted',
    );
  });

  it('reads the filters and page from the address and asks the server for that page', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...listed,
      id: 100 + i,
      title: `Job ${i}`,
    }));
    const fetch = stubFetch({ 'GET /api/myjobs/': { body: { count: 45, results: many } } });
    const { user, router } = renderPage('/employer/jobs?q=austin&status=closed&sort=title&page=2');
    expect(await screen.findByText('Showing 21–40 of 45 jobs')).toBeInTheDocument();
    const query = () =>
      new URLSearchParams(fetch.callsTo('GET', '/api/myjobs/').at(-1)!.path.split('?')[1]);
    expect(Object.fromEntries(query())).toEqual({
      keyword: 'austin',
      status: 'closed',
      sort: 'title',
      start: '20',
      end: '40',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('austin');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(query().get('start')).toBe('40'));
    expect(router.state.location.search).toContain('page=3');

    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Open' }));
    await waitFor(() => expect(query().get('status')).toBe('open'));
    expect(query().get('start')).toBe('0');
    expect(router.state.location.search).not.toContain('page=');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Dallas');
    await waitFor(() => expect(query().get('keyword')).toBe('Dallas'));
    expect(router.state.location.search).toContain('q=Dallas');
  });

  it('tells apart no jobs at all from no job matching the filters', async () => {
    stubFetch({ 'GET /api/myjobs/': { body: page() } });
    const { user } = renderPage('/employer/jobs?status=filled');
    expect(await screen.findByText('No jobs match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    stubFetch({
      'GET /api/myjobs/': [
        { status: 500, body: { detail: 'Server error.', code: 'server_error' } },
        { body: page(listed) },
      ],
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /try again|retry/i }));
    expect(
      await screen.findByRole('article', { name: 'Listed with a package' }),
    ).toBeInTheDocument();
  });
});
