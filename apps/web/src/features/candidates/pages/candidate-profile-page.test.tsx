import { INVITE_CHOOSE_JOB } from '@fieldhire/contract/candidates';
import { MESSAGES } from '@fieldhire/contract/constants';
import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubHandler } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { CANDIDATE_PROFILE, INVITE_JOBS, STATES } from '../candidate-fixtures';
import { CandidateProfilePage } from './candidate-profile-page';

function renderProfile(routes: Record<string, StubHandler>, viewer = EMPLOYER) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  const fetch = stubFetch({
    'GET /api/candidates/': { body: CANDIDATE_PROFILE },
    'GET /api/geo/states/': { body: STATES },
    ...routes,
  });
  const rendered = renderRoutes(
    [
      { path: '/candidates/:username', element: <CandidateProfilePage /> },
      { path: '/messages/:id', element: <h1>Conversation</h1> },
    ],
    { initialEntry: '/candidates/maria.g', queryClient },
  );
  return { ...rendered, fetch };
}

describe('CandidateProfilePage', () => {
  it('shows the public profile with coverage towns grouped by state', async () => {
    const { fetch } = renderProfile({}, CANDIDATE);
    expect(await screen.findByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
    expect(fetch.calls.some((call) => call.path === '/api/candidates/?username=maria.g')).toBe(
      true,
    );
    const coverage = screen.getByRole('region', { name: 'Coverage towns' });
    expect(await within(coverage).findByText('California')).toBeInTheDocument();
    expect(within(coverage).getByText('San Francisco')).toBeInTheDocument();
    expect(screen.getByText('4+ years')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite to job/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Message/ })).not.toBeInTheDocument();
  });

  it('lets a company message the agent and opens the conversation', async () => {
    const { user, fetch } = renderProfile({
      'POST /api/conversations/': { status: 201, body: { id: 23 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Message Maria Garcia' }));
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/conversations/')[0]?.body).toEqual({
      user_id: CANDIDATE_PROFILE.id,
    });
  });

  it('toasts the server’s reason when the company has no contacts left', async () => {
    const { user } = renderProfile({
      'POST /api/conversations/': {
        status: 402,
        body: { detail: 'No candidate contacts left on your plan.', code: 'payment_required' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Message Maria Garcia' }));
    expect(await screen.findByText('No candidate contacts left on your plan.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
  });

  it('invites the agent to one of the company’s open jobs, nearest first, once a job is chosen', async () => {
    const { user, fetch } = renderProfile({
      'GET /api/invite-candidate/jobs/': { body: INVITE_JOBS },
      'POST /api/invite-candidate': {
        body: { detail: 'Invitation sent to Maria Garcia.', conversation_id: 5 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite to job: Maria Garcia' }));
    const send = await screen.findByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(INVITE_CHOOSE_JOB);
    await user.click(await screen.findByRole('textbox', { name: 'Job' }));
    const offered = await screen.findAllByRole('option');
    expect(offered.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Loan signing in Pasadena · Pasadena, CA, 2.4 mi away',
      'Drive-by in Glendale · Glendale, CA, 8.1 mi away, already applied, already invited',
    ]);
    expect(within(offered[1]!).getByText('Already invited')).toBeInTheDocument();
    expect(within(offered[1]!).getByText('Already applied')).toBeInTheDocument();
    await user.click(offered[0]!);
    expect(send).toBeEnabled();
    expect(screen.queryByText(INVITE_CHOOSE_JOB)).not.toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByText('Invitation sent to Maria Garcia.')).toBeInTheDocument();
    const [call] = fetch.callsTo('POST', '/api/invite-candidate');
    expect(call!.body).toMatchObject({ job_id: 31, candidate_username: 'maria.g' });
    expect(
      fetch.calls.some(
        (c) => c.path === '/api/invite-candidate/jobs/?candidate_username=maria.g&start=0&end=20',
      ),
    ).toBe(true);
  });

  it('searches the jobs by title on the server and loads more on demand', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...INVITE_JOBS.results[0]!,
      id: 100 + i,
      title: `Job ${i}`,
    }));
    const { user, fetch } = renderProfile({
      'GET /api/invite-candidate/jobs/': (call) => {
        const url = new URL(call.path, 'http://x');
        if (url.searchParams.get('q') === 'glendale')
          return { body: { count: 1, results: [INVITE_JOBS.results[1]] } };
        if (url.searchParams.get('start') === '20')
          return { body: { count: 21, results: [INVITE_JOBS.results[1]] } };
        return { body: { count: 21, results: many } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite to job: Maria Garcia' }));
    const input = await screen.findByRole('textbox', { name: 'Job' });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(21);
    await user.click(screen.getByRole('option', { name: 'Show more jobs (1 more)' }));
    expect(
      await screen.findByRole('option', { name: /^Drive-by in Glendale/ }),
    ).toBeInTheDocument();
    await user.type(input, 'glendale');
    await waitFor(() => expect(fetch.calls.some((c) => c.path.includes('q=glendale'))).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  }, 20_000);

  it('toasts the server’s reason when the invitation fails, not the bookmark message', async () => {
    const { user } = renderProfile({
      'GET /api/invite-candidate/jobs/': { body: INVITE_JOBS },
      'POST /api/invite-candidate': {
        status: 402,
        body: { detail: 'No candidate contacts left on your plan.', code: 'payment_required' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite to job: Maria Garcia' }));
    await user.click(await screen.findByRole('textbox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: /^Loan signing in Pasadena/ }));
    // Toasts close after a second: record every toast shown rather than racing the timer.
    const toasts: string[] = [];
    const unsubscribe = notificationsStore.subscribe((state) =>
      toasts.push(
        ...state.notifications.map((toast) =>
          typeof toast.message === 'string' ? toast.message : '',
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation was not sent')).toBeInTheDocument();
    unsubscribe();
    expect(toasts).toContain('No candidate contacts left on your plan.');
    expect(toasts).not.toContain(MESSAGES.bookmarkFailed);
  });

  it('says so when the username is unknown', async () => {
    renderProfile(
      { 'GET /api/candidates/': { status: 404, body: { detail: 'No.', code: 'not_found' } } },
      CANDIDATE,
    );
    expect(await screen.findByText('Field agent not found')).toBeInTheDocument();
  });
});
