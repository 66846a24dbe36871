import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OpsUserRecord } from '@fieldhire/contract/operations';
import { stubFetch } from '../lib/test/fetch-stub';
import { renderRoutes } from '../lib/test/render';
import { OpsConsole } from './ops-console';

const OPERATOR = { id: 1, email: 'ops@fieldhire.test', name: 'Riley Ops' };
const USER: OpsUserRecord = {
  id: 42,
  username: 'pat.agent',
  email: 'pat@example.com',
  name: 'Pat Agent',
  role: 'candidate',
  email_verified: true,
  created_at: '2026-11-01T10:00:00.000Z',
  last_login_at: null,
  suspension: null,
  companies: [],
  jobs: [],
  work_orders: [],
  balance_cents: { available: 6000, paid_out: 0 },
  open_reports: 1,
  audit: [],
};

const renderConsole = (entry: string) =>
  renderRoutes([{ path: '/ops/*', element: <OpsConsole /> }], { initialEntry: entry });

describe('the operator console', () => {
  beforeEach(() => notifications.clean());

  it('sends a stranger to sign-in, enrols the app from its QR code and opens the console', async () => {
    let signedIn = false;
    const fetch = stubFetch({
      'GET /api/ops/me/': () =>
        signedIn
          ? { body: OPERATOR }
          : { status: 404, body: { detail: 'Not found.', code: 'not_found' } },
      'POST /api/ops/login/': {
        body: {
          next: 'enrol',
          enrolment: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/x',
            qr_code: 'data:image/png;base64,AAAA',
          },
        },
      },
      'POST /api/ops/login/code/': () => {
        signedIn = true;
        return { body: OPERATOR };
      },
      'GET /api/ops/search/': { body: { results: [] } },
    });
    renderConsole('/ops');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ops@fieldhire.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByAltText(/QR code/)).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish setup and sign in' }));
    expect(
      await screen.findByText('Enter the 6 digits your authenticator app shows.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish setup and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(fetch.calls.find((call) => call.path === '/api/ops/login/code/')?.body).toEqual({
      code: '123456',
    });
  });

  it('suspends an account only after a confirmation with a reason', async () => {
    const fetch = stubFetch({
      'GET /api/ops/me/': { body: OPERATOR },
      'GET /api/ops/users/42/': { body: USER },
      'POST /api/ops/users/42/suspend/': { status: 204 },
    });
    renderConsole('/ops/users/42');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('dialog', { name: 'Suspend Pat Agent?' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Suspend' });
    expect(buttons.at(-1)).toBeDisabled();
    await user.type(screen.getByLabelText(/Reason/), 'Copied photos.');
    await user.click(buttons.at(-1)!);
    await waitFor(() =>
      expect(fetch.calls.find((call) => call.path === '/api/ops/users/42/suspend/')?.body).toEqual({
        reason: 'Copied photos.',
      }),
    );
    expect(await screen.findByText('Pat Agent is suspended.')).toBeInTheDocument();
  });

  it('goes to sign-in when the session ended while a record was open', async () => {
    let meCalls = 0;
    stubFetch({
      'GET /api/ops/me/': () => {
        meCalls += 1;
        return meCalls === 1
          ? { body: OPERATOR }
          : { status: 404, body: { detail: 'Not found.', code: 'not_found' } };
      },
      'GET /api/ops/users/42/': { status: 404, body: { detail: 'Not found.', code: 'not_found' } },
    });
    renderConsole('/ops/users/42');
    expect(await screen.findByRole('heading', { name: 'Fieldhire Ops' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it("shows a work order's steps and the movements of its money", async () => {
    stubFetch({
      'GET /api/ops/me/': { body: OPERATOR },
      'GET /api/ops/work-orders/5/': {
        body: {
          id: 5,
          status: 'approved',
          job: { id: 9, title: 'Roof survey' },
          company: { id: 3, name: 'Acme' },
          agent: { id: 42, name: 'Pat Agent' },
          pay_max: 60,
          pay_unit: 'job',
          start_at: '2026-12-01T15:00:00.000Z',
          timeline: [
            { type: 'approved', actor: 'Morgan Lee', note: null, at: '2026-12-02T15:00:00.000Z' },
          ],
          money: [
            {
              id: 77,
              kind: 'work_order_payment',
              at: '2026-12-02T15:00:00.000Z',
              entries: [
                { account: 'company_card', owner_id: 3, amount_cents: -6600 },
                { account: 'agent_available', owner_id: 42, amount_cents: 6000 },
              ],
            },
          ],
          audit: [],
        },
      },
    });
    renderConsole('/ops/work-orders/5');
    expect(await screen.findByRole('heading', { name: 'Work order 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pat Agent' })).toHaveAttribute(
      'href',
      '/ops/users/42',
    );
    expect(screen.getByText(/Morgan Lee/)).toBeInTheDocument();
    expect(screen.getByText('77 · work_order_payment')).toBeInTheDocument();
    expect(screen.getByText('-$66.00')).toBeInTheDocument();
  });
});
