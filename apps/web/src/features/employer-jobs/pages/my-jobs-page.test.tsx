import type { MyJobSummary } from '@fieldhire/contract/jobs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { JOB } from '../../../lib/test/job-fixtures';
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

function renderPage() {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, EMPLOYER);
  queryClient.setQueryData(planQueryKey, []);
  return renderRoutes([{ path: '/employer/jobs', element: <MyJobsPage /> }], {
    initialEntry: '/employer/jobs',
    queryClient,
  });
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

describe('my jobs', () => {
  it('shows until when each open job is listed', async () => {
    stubFetch({ 'GET /api/myjobs/': { body: [listed, lapsed, free] } });
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

  it('refreshes the packages after featuring a job', async () => {
    stubFetch({
      'GET /api/myjobs/': { body: [listed] },
      'POST /api/jobs/21/feature/': { body: { ...listed, featured: true } },
    });
    const { user, queryClient } = renderPage();
    const card = await screen.findByRole('article', { name: 'Listed with a package' });
    expect(queryClient.getQueryState(planQueryKey)?.isInvalidated).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Feature' }));
    expect(await screen.findByText('"Listed with a package" is featured.')).toBeInTheDocument();
    expect(queryClient.getQueryState(planQueryKey)?.isInvalidated).toBe(true);
  });
});
