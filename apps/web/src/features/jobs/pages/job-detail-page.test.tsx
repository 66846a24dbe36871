import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubHandler } from '../../../lib/test/fetch-stub';
import { JOB } from '../../../lib/test/job-fixtures';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { JobDetailPage } from './job-detail-page';

function renderJob(viewer: typeof CANDIDATE, routes: Record<string, StubHandler> = {}) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  const fetch = stubFetch({ [`GET /api/jobs/${JOB.id}`]: { body: JOB }, ...routes });
  const rendered = renderRoutes(
    [
      { path: '/jobs/:id', element: <JobDetailPage /> },
      { path: '/messages/:id', element: <h1>Conversation</h1> },
    ],
    { initialEntry: `/jobs/${JOB.id}`, queryClient },
  );
  return { ...rendered, fetch };
}

describe('JobDetailPage', () => {
  it('lets a field agent message the employer about the job', async () => {
    const { user, fetch } = renderJob(CANDIDATE, {
      'POST /api/conversations/': { status: 201, body: { id: 41 } },
    });
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Message employer' }));
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/conversations/')[0]?.body).toEqual({ job_id: JOB.id });
  });

  it('shows no message button to companies', async () => {
    renderJob(EMPLOYER);
    expect(await screen.findByRole('heading', { name: JOB.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message employer' })).not.toBeInTheDocument();
  });
});
