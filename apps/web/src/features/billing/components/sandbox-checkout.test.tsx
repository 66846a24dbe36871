import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { SandboxCheckout } from './sandbox-checkout';

const SESSION = {
  id: 'chk_1',
  status: 'open',
  amount_cents: 19900,
  currency: 'usd',
  company_name: 'Acme Inspections',
  return_url: 'http://server.example/checkout/return?from=cart&session_id=chk_1',
  lines: [
    {
      product_id: 1,
      name: 'Basic',
      qty: 1,
      unit_amount_cents: 19900,
      amount_cents: 19900,
      interval: 'month',
    },
  ],
};

function renderCheckout() {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, EMPLOYER);
  return renderRoutes(
    [
      { path: '/checkout', element: <SandboxCheckout clientId="chk_1_secret_abc" /> },
      { path: '/checkout/return', element: <p>Returned</p> },
    ],
    { initialEntry: '/checkout?client_id=chk_1_secret_abc', queryClient },
  );
}

async function fillCard(user: ReturnType<typeof renderCheckout>['user'], number: string) {
  await user.type(screen.getByLabelText('Name on card'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '1234');
  await user.type(screen.getByLabelText('Security code'), '123');
}

describe('sandbox checkout', () => {
  it('shows the order and a clear message when the card is declined', async () => {
    const fetch = stubFetch({
      'GET /api/billing/sandbox/checkout/': { body: SESSION },
      'POST /api/billing/sandbox/pay/': {
        status: 402,
        body: { detail: 'Your card was declined. Try another card.', code: 'card_declined' },
      },
    });
    const { user } = renderCheckout();
    expect(
      await screen.findByRole('heading', { name: 'Order for Acme Inspections' }),
    ).toBeInTheDocument();
    await fillCard(user, '4000000000000002');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12 / 34');
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card.',
    );
    expect(fetch.callsTo('POST', '/api/billing/sandbox/pay/')[0]!.body).toEqual({
      client_id: 'chk_1_secret_abc',
      name: 'Grace Hopper',
      card_number: '4000 0000 0000 0002',
      expiry: '12 / 34',
      cvc: '123',
    });
  });

  it('checks the form before paying and returns to the app after a successful payment', async () => {
    const fetch = stubFetch({
      'GET /api/billing/sandbox/checkout/': { body: SESSION },
      'POST /api/billing/sandbox/pay/': {
        body: { status: 'complete', return_url: SESSION.return_url },
      },
    });
    const { user, router } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $199.00' }));
    expect(screen.getByText('Enter a valid card number.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/billing/sandbox/pay/')).toHaveLength(0);
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(await screen.findByText('Returned')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=cart&session_id=chk_1');
  });
});
