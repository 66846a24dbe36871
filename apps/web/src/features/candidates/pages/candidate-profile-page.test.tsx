import { MESSAGES } from '@fieldhire/contract/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubHandler } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { CANDIDATE_PROFILE, OPEN_JOB, STATES } from '../candidate-fixtures';
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

  it('invites the agent to one of the company’s open jobs', async () => {
    const { user, fetch } = renderProfile({
      'GET /api/myjobs/': { body: { count: 1, results: [OPEN_JOB] } },
      'POST /api/invite-candidate': {
        body: { detail: 'Invitation sent to Maria Garcia.', conversation_id: 5 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite to job: Maria Garcia' }));
    await user.click(await screen.findByRole('textbox', { name: 'Job' }));
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: /Loan signing in Pasadena/ }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to Maria Garcia.')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/myjobs/')[0]!.path).toContain('status=open');
    const [call] = fetch.callsTo('POST', '/api/invite-candidate');
    expect(call!.body).toMatchObject({ job_id: 31, candidate_username: 'maria.g' });
  });

  it('toasts the spec message when the invitation fails', async () => {
    const { user } = renderProfile({
      'GET /api/myjobs/': { body: { count: 1, results: [OPEN_JOB] } },
      'POST /api/invite-candidate': {
        status: 402,
        body: { detail: 'No candidate contacts left.', code: 'payment_required' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite to job: Maria Garcia' }));
    await user.click(await screen.findByRole('textbox', { name: 'Job' }));
    await user.click(screen.getByRole('option', { name: /Loan signing in Pasadena/ }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Failed to bookmark or unbookmark the job. Please try again.'),
    ).toBeInTheDocument();
    expect(MESSAGES.inviteCandidateFailed).toBe(
      'Failed to bookmark or unbookmark the job. Please try again.',
    );
  });

  it('says so when the username is unknown', async () => {
    renderProfile(
      { 'GET /api/candidates/': { status: 404, body: { detail: 'No.', code: 'not_found' } } },
      CANDIDATE,
    );
    expect(await screen.findByText('Field agent not found')).toBeInTheDocument();
  });
});
