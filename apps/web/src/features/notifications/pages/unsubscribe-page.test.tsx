import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'tok_abcdefghijklmnop';
const RESULT = {
  type: 'application_status',
  label: 'changes to your applications',
  email: 'ada@example.com',
  has_account: true,
};

function renderUnsubscribe(routes: Parameters<typeof stubFetch>[0]) {
  const fetch = stubFetch(routes);
  return {
    fetch,
    ...renderRoutes(
      [
        { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
        { path: '/settings/notifications', element: <h1>Settings</h1> },
      ],
      { initialEntry: `/unsubscribe/${TOKEN}` },
    ),
  };
}

describe('unsubscribe page', () => {
  it('unsubscribes on opening, without a login, and undoes it', async () => {
    const { fetch, user } = renderUnsubscribe({
      [`POST /api/unsubscribe/${TOKEN}/`]: { body: RESULT },
      [`POST /api/unsubscribe/${TOKEN}/undo/`]: { body: RESULT },
    });
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.textContent ===
          'You will no longer get emails about changes to your applications at ada@example.com.',
      ),
    ).toBeInTheDocument();
    expect(fetch.callsTo('POST', `/api/unsubscribe/${TOKEN}/`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByRole('heading', { name: 'You are subscribed again' }),
    ).toBeInTheDocument();
    expect(fetch.callsTo('POST', `/api/unsubscribe/${TOKEN}/undo/`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(fetch.callsTo('POST', `/api/unsubscribe/${TOKEN}/`)).toHaveLength(2);
  });

  it('offers no settings page to an address without an account', async () => {
    const invited = { ...RESULT, type: 'team_invite', has_account: false };
    renderUnsubscribe({ [`POST /api/unsubscribe/${TOKEN}/`]: { body: invited } });
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Notification settings' })).toBeNull();
  });

  it("leads from an alert's link to the alerts, where each alert is managed", async () => {
    const alert = { ...RESULT, type: 'alert_match', label: 'the job alert “Notary near Austin”' };
    renderUnsubscribe({ [`POST /api/unsubscribe/${TOKEN}/`]: { body: alert } });
    expect(await screen.findByRole('link', { name: 'Manage alerts' })).toHaveAttribute(
      'href',
      '/alerts',
    );
    expect(screen.queryByRole('link', { name: 'Notification settings' })).toBeNull();
  });

  it('says plainly when the link is not valid', async () => {
    renderUnsubscribe({
      [`POST /api/unsubscribe/${TOKEN}/`]: {
        status: 404,
        body: { detail: 'This unsubscribe link is not valid.', code: 'not_found' },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('offers a retry when the server cannot be reached', async () => {
    const { user } = renderUnsubscribe({
      [`POST /api/unsubscribe/${TOKEN}/`]: [new TypeError('offline'), { body: RESULT }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Could not unsubscribe you' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
  });
});
