import { describe, expect, it } from 'vitest';
import { BASIC, CONTACTS } from '../product-fixtures';
import { addItem, cartTotals, parseCart, removeItem, setItemQty } from './cart-rules';

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
    const items = addItem([], BASIC).items;
    expect(setItemQty(items, BASIC.id, 4)[0]!.qty).toBe(4);
    expect(setItemQty(items, BASIC.id, 0)[0]!.qty).toBe(1);
    expect(setItemQty(items, BASIC.id, 99)[0]!.qty).toBe(10);
    expect(setItemQty(items, BASIC.id, Number.NaN)[0]!.qty).toBe(1);
  });

  it('totals the cart and what renews monthly', () => {
    let items = addItem([], BASIC, 2).items;
    items = addItem(items, CONTACTS).items;
    expect(cartTotals(items)).toEqual({
      count: 3,
      totalCents: 2 * 19900 + 9900,
      monthlyCents: 39800,
    });
    expect(cartTotals(removeItem(items, BASIC.id))).toEqual({
      count: 1,
      totalCents: 9900,
      monthlyCents: 0,
    });
  });

  it('reads a stored cart and ignores anything malformed', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"id":1}')).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...BASIC, qty: 40 }, { id: 'x' }]))).toEqual([
      { ...BASIC, qty: 10 },
    ]);
  });
});
