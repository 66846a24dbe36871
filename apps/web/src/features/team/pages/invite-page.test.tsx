import type { InviteInfo } from '@fieldhire/contract/companies';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { InvitePage } from './invite-page';

const INVITE: InviteInfo = {
  company: { id: 7, name: 'Acme Inspections', avatar: null },
  email: 'bo@example.com',
  role: 'admin',
  invited_by: 'Grace Hopper',
  expires: FUTURE_EXPIRY,
  valid: true,
};
const INVITEE = { ...EMPLOYER, id: 9, email: 'bo@example.com', company: null };

function renderInvite(viewer: typeof EMPLOYER | null, entry = '/invite?invite_token=abc123') {
  const queryClient = createTestQueryClient();
  if (viewer) storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes(
    [
      { path: '/invite', element: <InvitePage /> },
      { path: '/employer/team', element: <h1>Team</h1> },
    ],
    { initialEntry: entry, queryClient },
  );
}

describe('InvitePage', () => {
  beforeEach(() => notifications.clean());

  it('shows a guest the invite with log in and sign up links that come back here', async () => {
    const fetch = stubFetch({ 'GET /api/invite/': { body: INVITE } });
    renderInvite(null);

    expect(await screen.findByRole('heading', { name: 'Acme Inspections' })).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper invited you to join')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(fetch.calls[0]!.path).toBe('/api/invite/?invite_token=abc123');
    const back = encodeURIComponent('/invite?invite_token=abc123');
    expect(screen.getByRole('link', { name: 'Log in to join' })).toHaveAttribute(
      'href',
      `/login?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/signup?role=employer&join=1&email=bo%40example.com&next=${back}`,
    );
  });

  it('lets the invited employer join, then opens the team page', async () => {
    const joined = {
      ...INVITEE,
      company: { id: 7, name: 'Acme Inspections', avatar: null, role: 'admin' as const },
    };
    const fetch = stubFetch({
      'GET /api/invite/': { body: INVITE },
      'POST /api/invite/': { body: joined },
      'GET /api/user-info': { body: joined },
    });
    const { user, queryClient } = renderInvite(INVITEE);
    await user.click(await screen.findByRole('button', { name: 'Join Acme Inspections' }));

    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/invite/')[0]!.body).toEqual({ invite_token: 'abc123' });
    expect(queryClient.getQueryData(userInfoKey)).toEqual(joined);
  });

  it("shows the server's reason when joining fails", async () => {
    stubFetch({
      'GET /api/invite/': { body: INVITE },
      'POST /api/invite/': {
        status: 400,
        body: { detail: 'This invite has expired or was already used.', code: 'bad_request' },
      },
    });
    const { user } = renderInvite(INVITEE);
    await user.click(await screen.findByRole('button', { name: 'Join Acme Inspections' }));
    expect(
      await screen.findByText('This invite has expired or was already used.'),
    ).toBeInTheDocument();
  });

  it('says why another account cannot join', async () => {
    stubFetch({ 'GET /api/invite/': { body: INVITE } });
    renderInvite({ ...INVITEE, email: 'someone@example.com' });
    expect(await screen.findByText('This invite is for another email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('tells a field agent the invite is for a company account', async () => {
    stubFetch({ 'GET /api/invite/': { body: INVITE } });
    renderInvite({ ...CANDIDATE, email: 'bo@example.com' });
    expect(await screen.findByText('This invite is for a company account')).toBeInTheDocument();
  });

  it('says when the invite has expired or was used', async () => {
    stubFetch({
      'GET /api/invite/': {
        body: { ...INVITE, valid: false, expires: '2020-01-01T00:00:00.000Z' },
      },
    });
    renderInvite(null);
    expect(await screen.findByText('This invite can no longer be used')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to join' })).not.toBeInTheDocument();
  });

  it('shows the invalid-link state for an unknown or missing token', async () => {
    stubFetch({
      'GET /api/invite/': {
        status: 404,
        body: { detail: 'This invite link is not valid.', code: 'not_found' },
      },
    });
    renderInvite(null);
    expect(
      await screen.findByRole('heading', { name: 'This invite link is not valid' }),
    ).toBeInTheDocument();
  });
});
