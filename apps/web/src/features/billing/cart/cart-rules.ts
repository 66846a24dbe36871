import type { Product } from '@fieldhire/contract/billing';
import { MAX_CART_QTY } from '@fieldhire/contract/billing';

/** A package in the cart: the product's fields and how many. */
export type CartItem = Product & { qty: number };

export type AddOutcome = 'added' | 'duplicate' | 'replaced';

/** A company has one monthly plan, bought once: it is never more than one in the cart. */
const isMonthly = (item: Pick<Product, 'interval'>) => item.interval === 'month';

/** The note shown when a monthly plan takes the place of another in the cart. */
export const replacedNote = (added: string, replaced: string) =>
  `${added} replaced ${replaced} in your cart: a company has one monthly plan.`;

/**
 * Adding a package already in the cart is refused; the quantity is changed in the cart instead.
 * A monthly plan takes the place of the monthly plan already in the cart (`replaced` names it).
 */
export function addItem(
  items: CartItem[],
  product: Product,
  qty = 1,
): { items: CartItem[]; outcome: AddOutcome; replaced?: CartItem } {
  if (items.some((item) => item.id === product.id)) return { items, outcome: 'duplicate' };
  const added = { ...product, qty: isMonthly(product) ? 1 : clampQty(qty) };
  const replaced = isMonthly(product) ? items.find(isMonthly) : undefined;
  if (replaced) {
    return {
      items: items.map((item) => (item === replaced ? added : item)),
      outcome: 'replaced',
      replaced,
    };
  }
  return { items: [...items, added], outcome: 'added' };
}

export function removeItem(items: CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export function clampQty(qty: number) {
  if (!Number.isFinite(qty)) return 1;
  return Math.min(MAX_CART_QTY, Math.max(1, Math.round(qty)));
}

export function setItemQty(items: CartItem[], id: number, qty: number): CartItem[] {
  return items.map((item) =>
    item.id === id && !isMonthly(item) ? { ...item, qty: clampQty(qty) } : item,
  );
}

/** Whether the cart offers a quantity for this item: monthly plans are bought once. */
export const hasQuantity = (item: CartItem) => !isMonthly(item);

export const lineTotal = (item: CartItem) => item.price_cents * item.qty;

export function cartTotals(items: CartItem[]) {
  return {
    count: items.reduce((sum, item) => sum + item.qty, 0),
    totalCents: items.reduce((sum, item) => sum + lineTotal(item), 0),
    monthlyCents: items
      .filter((item) => item.interval === 'month')
      .reduce((sum, item) => sum + lineTotal(item), 0),
  };
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.qty === 'number' &&
    typeof item.name === 'string' &&
    typeof item.price_cents === 'number'
  );
}

/** Reads a stored cart, dropping anything that is not a well-formed item. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const monthly = parsed.filter(isCartItem).findLast(isMonthly);
    return parsed
      .filter(isCartItem)
      .filter((item) => !isMonthly(item) || item === monthly)
      .map((item) => ({ ...item, qty: isMonthly(item) ? 1 : clampQty(item.qty) }));
  } catch {
    return [];
  }
}
