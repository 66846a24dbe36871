import { MESSAGES } from '@fieldhire/contract/constants';
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import { BASIC, CONTACTS } from '../../../lib/test/product-fixtures';
import { CartPage } from './cart-page';
import { PricingPage } from './pricing-page';

const routes = [
  { path: '/pricing', element: <PricingPage /> },
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <p>Checkout for {window.location.search}</p> },
];

function renderAsEmployer(initialEntry: string) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, EMPLOYER);
  return renderRoutes(routes, { initialEntry, queryClient });
}

const stored = () =>
  JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as { id: number; qty: number }[];

afterEach(() => {
  localStorage.clear();
  act(() => notifications.clean());
});

describe('cart', () => {
  it('adds a package with the spec toast and refuses adding it twice', async () => {
    stubFetch({ 'GET /api/products/': { body: [BASIC, CONTACTS] } });
    const { user } = renderRoutes(routes, { initialEntry: '/pricing' });
    await user.click(await screen.findByRole('button', { name: 'Add Basic to cart' }));
    expect(await screen.findByText(MESSAGES.cartAdded)).toBeInTheDocument();
    expect(stored()).toEqual([
      expect.objectContaining({ id: 1, qty: 1, name: 'Basic', price_cents: 19900 }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Basic to cart' }));
    expect(await screen.findByText(MESSAGES.cartDuplicate)).toBeInTheDocument();
    expect(stored()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Cart (1)' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Listing shown for15 days');
  });

  it('keeps one monthly plan: another replaces it with a note, and it has no quantity', async () => {
    const STANDARD = { ...BASIC, id: 2, slug: 'standard', name: 'Standard', price_cents: 49900 };
    stubFetch({ 'GET /api/products/': { body: [BASIC, STANDARD, CONTACTS] } });
    const { user, unmount } = renderAsEmployer('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Add Basic to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Candidate Contact Pack to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Standard to cart' }));
    expect(
      await screen.findByText(
        'Standard replaced Basic in your cart: a company has one monthly plan.',
      ),
    ).toBeInTheDocument();
    expect(stored().map((item) => item.id)).toEqual([2, 4]);
    unmount();

    renderAsEmployer('/cart');
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Standard',
      'Candidate Contact Pack',
    ]);
    expect(screen.queryByLabelText('Quantity of Standard')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Standard' })).getByText('One plan'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Candidate Contact Pack')).toBeInTheDocument();
  });

  it('changes quantities, totals the cart and deletes with the spec toast', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { ...BASIC, qty: 1 },
        { ...CONTACTS, qty: 1 },
      ]),
    );
    stubFetch();
    const { user } = renderAsEmployer('/cart');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$298.00');
    expect(screen.queryByLabelText('Quantity of Basic')).not.toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity of Candidate Contact Pack');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$496.00');
    expect(screen.getByLabelText('Line total for Candidate Contact Pack')).toHaveTextContent(
      '$297.00',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Basic' }));
    expect(await screen.findByText(MESSAGES.cartDeleted(1))).toBeInTheDocument();
    expect(MESSAGES.cartDeleted(4)).toBe('Item 4 has been deleted.');
    expect(stored()).toEqual([expect.objectContaining({ id: 4, qty: 3 })]);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('checks out the whole cart and opens the embedded checkout', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { ...BASIC, qty: 1 },
        { ...CONTACTS, qty: 2 },
      ]),
    );
    const fetch = stubFetch({
      'POST /api/checkout-session/': { body: { checkout_client_id: 'chk_1_secret_abc' } },
    });
    const { user, router } = renderAsEmployer('/cart');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByText(/Checkout for/);
    expect(router.state.location.search).toBe('?client_id=chk_1_secret_abc');
    expect(fetch.callsTo('POST', '/api/checkout-session/')[0]!.body).toEqual({
      items: [
        { product_id: 1, qty: 1 },
        { product_id: 4, qty: 2 },
      ],
      return_queries: { from: 'cart' },
      return_url: '/checkout/return',
    });
  });

  it('shows an empty cart, and asks guests to log in before checking out', async () => {
    stubFetch();
    const empty = renderRoutes(routes, { initialEntry: '/cart' });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    empty.unmount();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...BASIC, qty: 1 }]));
    renderRoutes(routes, { initialEntry: '/cart' });
    expect(screen.getByRole('link', { name: 'Log in to check out' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcart',
    );
  });
});
