import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@fieldhire/contract/accounts';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import { BASIC, BASIC_SUBSCRIPTION, CONTACTS } from '../../../lib/test/product-fixtures';
import { CartPage } from './cart-page';
import { BillingPortalPage } from './billing-portal-page';
import { InvoicePage } from './invoice-page';
import { InvoicesPage } from './invoices-page';
import { PackagesPage } from './packages-page';
import { PricingPage } from './pricing-page';

const MEMBER: UserInfo = {
  ...EMPLOYER,
  company: { ...EMPLOYER.company!, role: 'member' },
};

const routes = [
  { path: '/pricing', element: <PricingPage /> },
  { path: '/cart', element: <CartPage /> },
  { path: '/billing/packages', element: <PackagesPage /> },
  { path: '/billing/invoices/:id', element: <InvoicePage /> },
  { path: '/billing/invoices', element: <InvoicesPage /> },
  { path: '/billing/portal', element: <BillingPortalPage /> },
];

function renderAs(viewer: UserInfo, initialEntry: string) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes(routes, { initialEntry, queryClient });
}

afterEach(() => localStorage.clear());

describe('who may buy', () => {
  it('explains to team members that owners and admins buy, without buy buttons', async () => {
    stubFetch({ 'GET /api/products/': { body: [BASIC, CONTACTS] } });
    renderAs(MEMBER, '/pricing');
    expect(
      await screen.findByText(
        'Only the owner or an admin of Acme Inspections can buy packages. Ask one of them to add the package you need.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add .* to cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy .* now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
  });

  it('tells field agents packages are for companies, without buy buttons', async () => {
    stubFetch({ 'GET /api/products/': { body: [BASIC] } });
    renderAs(CANDIDATE, '/pricing');
    expect(
      await screen.findByText(
        'Packages are bought by company accounts. As a field agent, everything is free.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Basic to cart' })).not.toBeInTheDocument();
  });

  it('lets owners buy now from the pricing page', async () => {
    stubFetch({ 'GET /api/products/': { body: [BASIC] } });
    renderAs(EMPLOYER, '/pricing');
    expect(await screen.findByRole('button', { name: 'Buy Basic now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Basic to cart' })).toBeInTheDocument();
  });

  it('shows team members why they cannot check out a cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...BASIC, qty: 1 }]));
    stubFetch();
    renderAs(MEMBER, '/cart');
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only the owner or an admin of Acme Inspections/)).toBeInTheDocument();
  });
});

describe('packages', () => {
  it('offers to cancel or keep renewing only subscriptions', async () => {
    const granted = {
      ...BASIC_SUBSCRIPTION,
      id: 12,
      product: { ...BASIC, name: 'Standard' },
      cancel_at_period_end: true,
      is_subscription: false,
    };
    stubFetch({ 'GET /api/plan/': { body: [BASIC_SUBSCRIPTION, granted] } });
    renderAs(EMPLOYER, '/billing/packages');
    const subscription = await screen.findByRole('article', { name: 'Basic' });
    expect(subscription).toHaveTextContent('Renews');
    expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Standard' });
    expect(plain).toHaveTextContent('Expires');
    expect(plain).not.toHaveTextContent('Cancels at period end');
    expect(screen.queryByRole('button', { name: 'Keep renewing' })).not.toBeInTheDocument();
  });
});

describe('invoice page', () => {
  it('shows not found for an address that is no invoice id, without asking the server', async () => {
    const fetch = stubFetch();
    renderAs(EMPLOYER, '/billing/invoices/abc');
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute(
      'href',
      '/billing/invoices',
    );
    expect(fetch.callsTo('GET', '/api/invoice/abc/')).toHaveLength(0);
  });

  it('shows not found for an invoice of another company', async () => {
    stubFetch({
      'GET /api/invoice/99/': {
        status: 404,
        body: { detail: 'Invoice not found.', code: 'not_found' },
      },
    });
    renderAs(EMPLOYER, '/billing/invoices/99');
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  });
});

describe('invoices and the payment method', () => {
  it('tells team members they are for owners and admins, without asking the server', async () => {
    for (const address of ['/billing/invoices', '/billing/invoices/5', '/billing/portal']) {
      const fetch = stubFetch();
      const { unmount } = renderAs(MEMBER, address);
      expect(
        await screen.findByRole('heading', { name: 'For owners and admins' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/Invoices, the payment method and the billing portal of Acme Inspections/),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See packages' })).toHaveAttribute(
        'href',
        '/billing/packages',
      );
      expect(fetch.callsTo('GET', '/api/invoice/')).toHaveLength(0);
      expect(fetch.callsTo('GET', '/api/invoice/5/')).toHaveLength(0);
      expect(fetch.callsTo('GET', '/api/billing/payment-method/')).toHaveLength(0);
      unmount();
    }
  });

  it('shows team members their packages without the invoice and portal buttons', async () => {
    stubFetch({ 'GET /api/plan/': { body: [BASIC_SUBSCRIPTION] } });
    renderAs(MEMBER, '/billing/packages');
    expect(await screen.findByRole('article', { name: 'Basic' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Invoices and the billing portal of Acme Inspections are for its owner and admins.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('shows owners their invoices', async () => {
    const fetch = stubFetch({ 'GET /api/invoice/': { body: [] } });
    renderAs(EMPLOYER, '/billing/invoices');
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    await waitFor(() => expect(fetch.callsTo('GET', '/api/invoice/')).toHaveLength(1));
    expect(
      screen.queryByRole('heading', { name: 'For owners and admins' }),
    ).not.toBeInTheDocument();
  });
});
