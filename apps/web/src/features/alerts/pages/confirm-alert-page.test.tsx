import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { ConfirmAlertPage } from './confirm-alert-page';

const TOKEN = 'a1b2c3d4e5f6a7b8c9d0';

const renderConfirm = () =>
  renderRoutes([{ path: '/alerts/confirm/:token', element: <ConfirmAlertPage /> }], {
    initialEntry: `/alerts/confirm/${TOKEN}`,
  });

describe('confirming a guest job alert', () => {
  it('starts the alert once and says where its emails go', async () => {
    const fetch = stubFetch({
      [`POST /api/alerts/confirm/${TOKEN}/`]: {
        body: { name: '"roof" jobs in Texas', email: 'sam@example.com' },
      },
    });
    renderConfirm();
    expect(
      await screen.findByRole('heading', { name: 'Your job alert is on' }),
    ).toBeInTheDocument();
    expect(screen.getByText('"roof" jobs in Texas')).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(fetch.callsTo('POST', `/api/alerts/confirm/${TOKEN}/`)).toHaveLength(1);
  });

  it('says when the link is spent or cut short', async () => {
    stubFetch({
      [`POST /api/alerts/confirm/${TOKEN}/`]: {
        status: 404,
        body: { detail: 'This confirmation link is not valid.', code: 'not_found' },
      },
    });
    renderConfirm();
    expect(
      await screen.findByRole('heading', { name: 'This link does not start an alert' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });
});
