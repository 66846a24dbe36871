import type { NotificationSettings } from '@fieldhire/contract/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { NotificationSettingsPage } from './notification-settings-page';

const off = {
  application_received: false,
  application_status: false,
  job_invitation: false,
  team_invite: false,
  purchase_completed: false,
  job_expiring: false,
  alert_match: false,
  work_order: false,
  verification: false,
};
const SETTINGS: NotificationSettings = {
  email: { ...off, application_status: true, job_invitation: true, application_received: true },
  push: off,
};

function renderSettings(viewer = CANDIDATE, routes: Parameters<typeof stubFetch>[0] = {}) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const fetch = stubFetch({ 'GET /api/notification-settings/': { body: SETTINGS }, ...routes });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return {
    fetch,
    ...renderRoutes([{ path: '/settings/notifications', element: <NotificationSettingsPage /> }], {
      initialEntry: '/settings/notifications',
      queryClient,
    }),
  };
}

describe('notification settings', () => {
  it("lists a field agent's kinds of email with their current state", async () => {
    renderSettings();
    expect(
      await screen.findByRole('switch', { name: 'Changes to your applications' }),
    ).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Invitations to apply to a job' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Work order updates' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it("lists a company's kinds of email", async () => {
    renderSettings(EMPLOYER);
    await screen.findByRole('switch', { name: 'New applicants to your jobs' });
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    expect(screen.getByRole('switch', { name: 'Purchases and receipts' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Work order updates' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Listings about to expire' })).not.toBeChecked();
  });

  it('saves a switch at once and confirms it with a toast', async () => {
    const { fetch, user } = renderSettings(CANDIDATE, {
      'PATCH /api/notification-settings/': {
        body: { ...SETTINGS, email: { ...SETTINGS.email, job_invitation: false } },
      },
    });
    const invitations = await screen.findByRole('switch', {
      name: 'Invitations to apply to a job',
    });
    await user.click(invitations);

    expect(fetch.callsTo('PATCH', '/api/notification-settings/')[0]!.body).toEqual({
      email: { job_invitation: false },
    });
    expect(
      await screen.findByText('Emails about invitations to apply to a job are off.'),
    ).toBeInTheDocument();
    expect(invitations).not.toBeChecked();
  });

  it('puts the switch back and says why when saving fails', async () => {
    const { user } = renderSettings(CANDIDATE, {
      'PATCH /api/notification-settings/': {
        status: 500,
        body: { detail: 'The server had a problem.', code: 'server_error' },
      },
    });
    const status = await screen.findByRole('switch', { name: 'Changes to your applications' });
    await user.click(status);
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    await waitFor(() => expect(status).toBeChecked());
  });
});
