import { MESSAGES } from '@fieldhire/contract/constants';
import type { Product } from '@fieldhire/contract/billing';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addItem,
  cartTotals,
  parseCart,
  removeItem,
  replacedNote,
  setItemQty,
  type CartItem,
} from './cart-rules';

export const CART_STORAGE_KEY = 'fieldhire.cart';

const listeners = new Set<() => void>();
/** The server renders an empty cart: it cannot read the browser's storage. */
const NO_ITEMS: CartItem[] = [];
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: [] };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readCart(): CartItem[] {
  const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  if (raw !== cached.raw) cached = { raw, items: parseCart(raw) };
  return cached.items;
}

function writeCart(items: CartItem[]) {
  const store = storage();
  if (items.length === 0) store?.removeItem(CART_STORAGE_KEY);
  else store?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function clearCart() {
  writeCart([]);
}

/** The cart kept in local storage (shared by tabs), with the spec's toasts on add and delete. */
export function useCart() {
  const items = useSyncExternalStore(subscribe, readCart, () => NO_ITEMS);
  const add = useCallback((product: Product, qty = 1) => {
    const { items: next, outcome, replaced } = addItem(readCart(), product, qty);
    if (outcome === 'duplicate') {
      notifications.show({ color: 'yellow', message: MESSAGES.cartDuplicate });
    } else if (replaced) {
      writeCart(next);
      notifications.show({ color: 'teal', message: replacedNote(product.name, replaced.name) });
    } else {
      writeCart(next);
      notifications.show({ color: 'teal', message: MESSAGES.cartAdded });
    }
    return outcome;
  }, []);
  const remove = useCallback((id: number) => {
    writeCart(removeItem(readCart(), id));
    notifications.show({ color: 'brand', message: MESSAGES.cartDeleted(id) });
  }, []);
  const setQty = useCallback(
    (id: number, qty: number) => writeCart(setItemQty(readCart(), id, qty)),
    [],
  );
  const totals = useMemo(() => cartTotals(items), [items]);
  return { items, totals, add, remove, setQty, clear: clearCart };
}
