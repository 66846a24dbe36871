import type { UserInfo } from '@fieldhire/contract/accounts';
import {
  PAYMENT_TEXT,
  type Earnings,
  type Payout,
  type PayoutAccount,
} from '@fieldhire/contract/payments';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubHandler } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { EarningsPage } from './earnings-page';

const EARNINGS: Earnings = {
  pending_cents: 4_000,
  held_cents: 0,
  available_cents: 123_450,
  paid_cents: 8_500,
  owed_cents: 0,
  by_year: [
    { year: 2025, total_cents: 131_950 },
    { year: 2024, total_cents: 8_500 },
  ],
  entries: [
    {
      id: 3,
      kind: 'work_order_payment',
      amount_cents: 12_500,
      work_order: { id: 11, title: 'Roof photos', company: 'Acme Inspections' },
      hours: 2.5,
      at: '2025-03-04T15:00:00Z',
    },
    {
      id: 2,
      kind: 'payout',
      amount_cents: -8_500,
      work_order: null,
      hours: null,
      at: '2024-12-20T15:00:00Z',
    },
    {
      id: 1,
      kind: 'work_order_payment',
      amount_cents: 8_500,
      work_order: { id: 9, title: 'Meter check', company: 'Northwind Utilities' },
      hours: null,
      at: '2024-12-10T15:00:00Z',
    },
  ],
};

const PAID_OUT: Earnings = {
  ...EARNINGS,
  available_cents: 0,
  paid_cents: 131_950,
  entries: [
    {
      id: 4,
      kind: 'payout',
      amount_cents: -123_450,
      work_order: null,
      hours: null,
      at: '2025-03-05T15:00:00Z',
    },
    ...EARNINGS.entries,
  ],
};

const SANDBOX: PayoutAccount = { provider: 'sandbox', status: 'enabled', onboarding_url: null };
const PAYOUT: Payout = { id: 4, amount_cents: 123_450, at: '2025-03-05T15:00:00Z' };

function stubEarnings(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/earnings/': { body: EARNINGS },
    'GET /api/payouts/account/': { body: SANDBOX },
    ...routes,
  });
}

function renderPage(viewer: UserInfo = CANDIDATE) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes(
    [
      { path: '/earnings', element: <EarningsPage /> },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    { initialEntry: '/earnings', queryClient },
  );
}

const balance = (name: string) => screen.getByRole('region', { name });

describe('earnings', () => {
  it('shows the balances, the totals per year and every movement', async () => {
    stubEarnings();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Earnings', level: 1 })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Available' })).getByText('$1,234.50'),
    ).toBeInTheDocument();
    expect(within(balance('Pending')).getByText('$40.00')).toBeInTheDocument();
    expect(within(balance('Paid out')).getByText('$85.00')).toBeInTheDocument();
    expect(
      await screen.findByText('Payouts go to your test bank account instantly.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay out $1,234.50' })).toBeEnabled();

    const years = within(screen.getByRole('region', { name: 'For your tax forms' }));
    expect(years.getAllByRole('term').map((term) => term.textContent)).toEqual(['2025', '2024']);
    expect(years.getByText('$1,319.50')).toBeInTheDocument();

    const rows = within(screen.getByRole('list', { name: 'Earnings and payouts' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Roof photos' })).toHaveAttribute(
      'href',
      '/work-orders/11',
    );
    expect(first.getByText(/Acme Inspections · 2.5 h/)).toBeInTheDocument();
    expect(first.getByText('+$125.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Payout')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('−$85.00')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/ h$/)).not.toBeInTheDocument();
  });

  it('says what the agent owes back after a refund of paid-out work', async () => {
    stubEarnings({
      'GET /api/earnings/': {
        body: {
          ...PAID_OUT,
          owed_cents: 6_000,
          entries: [
            {
              id: 5,
              kind: 'refund',
              amount_cents: -6_000,
              work_order: { id: 11, title: 'Roof photos', company: 'Acme Inspections' },
              hours: null,
              at: '2025-03-06T15:00:00Z',
            },
            ...PAID_OUT.entries,
          ],
        },
      },
    });
    renderPage();

    const owed = await screen.findByRole('alert');
    expect(within(owed).getByText('You owe $60.00 back')).toBeInTheDocument();
    expect(within(owed).getByText(/Your next earnings repay it/)).toBeInTheDocument();
  });

  it('says when there are no earnings yet and points to the agent’s work', async () => {
    stubEarnings({
      'GET /api/earnings/': {
        body: {
          pending_cents: 0,
          available_cents: 0,
          paid_cents: 0,
          owed_cents: 0,
          by_year: [],
          entries: [],
        },
      },
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No earnings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My work' })).toHaveAttribute('href', '/work');
    expect(screen.getByRole('button', { name: 'Pay out $0.00' })).toBeDisabled();
    expect(screen.getByText('Nothing to pay out yet.')).toBeInTheDocument();
    expect(screen.queryByText(/You owe/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'For your tax forms' })).not.toBeInTheDocument();
  });

  it('pays out the available balance after confirming, then shows the new balances', async () => {
    const fetch = stubEarnings({
      'GET /api/earnings/': [{ body: EARNINGS }, { body: PAID_OUT }],
      'POST /api/payouts/': { status: 201, body: PAYOUT },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Pay out $1,234.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay out $1,234.50?' });
    expect(fetch.callsTo('POST', '/api/payouts/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pay out $1,234.50' }));

    expect(await within(balance('Available')).findByText('$0.00')).toBeInTheDocument();
    expect(within(balance('Paid out')).getByText('$1,319.50')).toBeInTheDocument();
    expect(screen.getByText('−$1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay out $0.00' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/payouts/')).toHaveLength(1);
  });

  it('sends nothing when the confirmation is dismissed with Escape', async () => {
    const fetch = stubEarnings();
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Pay out $1,234.50' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/payouts/')).toHaveLength(0);
  });

  it('shows the server’s reason when the payout is refused', async () => {
    stubEarnings({
      'POST /api/payouts/': {
        status: 409,
        body: { detail: PAYMENT_TEXT.nothingToPay, code: 'conflict' },
      },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Pay out $1,234.50' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out $1,234.50' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_TEXT.nothingToPay);
  });

  it('asks the agent to set up payouts before paying out', async () => {
    stubEarnings({
      'GET /api/payouts/account/': {
        body: {
          provider: 'stripe',
          status: 'onboarding',
          onboarding_url: 'https://connect.stripe.com/setup/abc',
        } satisfies PayoutAccount,
      },
    });
    renderPage();

    expect(await screen.findByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
      'href',
      'https://connect.stripe.com/setup/abc',
    );
    expect(screen.getByRole('button', { name: 'Pay out $1,234.50' })).toBeDisabled();
  });

  it('offers a retry when the earnings cannot be read', async () => {
    stubEarnings({
      'GET /api/earnings/': [
        { status: 500, body: { detail: 'Boom', code: 'error' } },
        { body: EARNINGS },
      ],
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      within(await screen.findByRole('region', { name: 'Available' })).getByText('$1,234.50'),
    ).toBeInTheDocument();
  });

  it('is only for field agents', async () => {
    const fetch = stubEarnings();
    renderPage(EMPLOYER);

    expect(
      await screen.findByRole('heading', { name: 'Earnings are for field agents' }),
    ).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/earnings/')).toHaveLength(0);
  });
});
