import { describe, expect, it } from 'vitest';
import { BASIC, CONTACTS } from '../../../lib/test/product-fixtures';
import { addItem, cartTotals, hasQuantity, parseCart, removeItem, setItemQty } from './cart-rules';

describe('cart rules', () => {
  it('adds a product with its fields and a quantity, and refuses one already in the cart', () => {
    const first = addItem([], BASIC);
    expect(first.outcome).toBe('added');
    expect(first.items).toEqual([{ ...BASIC, qty: 1 }]);
    const again = addItem(first.items, { ...BASIC, name: 'Changed' }, 3);
    expect(again.outcome).toBe('duplicate');
    expect(again.items).toBe(first.items);
  });

  it('keeps quantities between 1 and 10', () => {
    const items = addItem([], CONTACTS).items;
    expect(setItemQty(items, CONTACTS.id, 4)[0]!.qty).toBe(4);
    expect(setItemQty(items, CONTACTS.id, 0)[0]!.qty).toBe(1);
    expect(setItemQty(items, CONTACTS.id, 99)[0]!.qty).toBe(10);
    expect(setItemQty(items, CONTACTS.id, Number.NaN)[0]!.qty).toBe(1);
  });

  it('totals the cart and what renews monthly', () => {
    let items = addItem([], BASIC, 2).items;
    items = addItem(items, CONTACTS, 2).items;
    expect(cartTotals(items)).toEqual({
      count: 3,
      totalCents: 19900 + 2 * 9900,
      monthlyCents: 19900,
    });
    expect(cartTotals(removeItem(items, BASIC.id))).toEqual({
      count: 2,
      totalCents: 2 * 9900,
      monthlyCents: 0,
    });
  });

  it('reads a stored cart and ignores anything malformed', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"id":1}')).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...CONTACTS, qty: 40 }, { id: 'x' }]))).toEqual([
      { ...CONTACTS, qty: 10 },
    ]);
  });

  it('keeps one monthly plan, once: another replaces it, and its quantity stays 1', () => {
    const STANDARD = { ...BASIC, id: 2, slug: 'standard', name: 'Standard' };
    let items = addItem([], BASIC, 3).items;
    expect(items).toEqual([{ ...BASIC, qty: 1 }]);
    items = addItem(items, CONTACTS).items;
    const replacing = addItem(items, STANDARD);
    expect(replacing.outcome).toBe('replaced');
    expect(replacing.replaced?.id).toBe(BASIC.id);
    expect(replacing.items.map((item) => item.id)).toEqual([STANDARD.id, CONTACTS.id]);
    expect(setItemQty(replacing.items, STANDARD.id, 4)[0]!.qty).toBe(1);
    expect(hasQuantity(replacing.items[0]!)).toBe(false);
    expect(hasQuantity(replacing.items[1]!)).toBe(true);
    expect(
      parseCart(
        JSON.stringify([
          { ...BASIC, qty: 2 },
          { ...CONTACTS, qty: 2 },
          { ...STANDARD, qty: 1 },
        ]),
      ),
    ).toEqual([
      { ...CONTACTS, qty: 2 },
      { ...STANDARD, qty: 1 },
    ]);
  });
});
