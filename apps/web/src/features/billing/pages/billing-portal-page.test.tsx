import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { BillingPortalPage } from './billing-portal-page';

function renderPortal(initialEntry: string) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, EMPLOYER);
  return renderRoutes(
    [
      { path: '/billing/portal', element: <BillingPortalPage /> },
      { path: '/work-orders/:id', element: <h1>Work order page</h1> },
    ],
    { initialEntry, queryClient },
  );
}

const portalReads = {
  'GET /api/billing/config/': { body: { provider: 'sandbox', publishable_key: null } },
  'GET /api/plan/': { body: [] },
  'GET /api/invoice/': { body: [] },
};

afterEach(() => localStorage.clear());

describe('billing portal: the card on file', () => {
  it('saves a card without buying, checking it first', async () => {
    const fetch = stubFetch({
      ...portalReads,
      'GET /api/billing/payment-method/': { body: null },
      'PUT /api/billing/payment-method/': { body: { brand: 'Visa', last4: '4242' } },
    });
    const { user } = renderPortal('/billing/portal');
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(fetch.callsTo('PUT', '/api/billing/payment-method/')).toHaveLength(0);
    expect(form).toHaveTextContent('Enter the name on the card.');

    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Pat Payer');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '1240');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/billing/payment-method/')[0]?.body).toEqual({
      name: 'Pat Payer',
      card_number: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
    });
  });

  it('opens the form for a company sent to add a card, and goes back after saving', async () => {
    stubFetch({
      ...portalReads,
      'GET /api/billing/payment-method/': { body: null },
      'PUT /api/billing/payment-method/': { body: { brand: 'Visa', last4: '4242' } },
    });
    const { user } = renderPortal('/billing/portal?return=%2Fwork-orders%2F11');
    await user.type(await screen.findByRole('textbox', { name: 'Name on card' }), 'Pat Payer');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '1240');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('heading', { name: 'Work order page' })).toBeInTheDocument();
  });

  it('shows a declined card beside the form', async () => {
    stubFetch({
      ...portalReads,
      'GET /api/billing/payment-method/': { body: { brand: 'Visa', last4: '4242' } },
      'PUT /api/billing/payment-method/': {
        status: 402,
        body: { code: 'card_declined', detail: 'Your card was declined. Try another card.' },
      },
    });
    const { user } = renderPortal('/billing/portal');
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Pat Payer');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '1240');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card.',
    );
  });
});
