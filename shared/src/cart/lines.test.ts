import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './limits';
import {
  addLine,
  type CartLine,
  cartCount,
  cartTotal,
  DEFAULT_COLOR,
  DEFAULT_SIZE,
  lineKey,
  newLine,
  parseStoredCart,
  quantityInCart,
  removeLine,
  replaceCart,
  toQuotaLine,
  toStoredLine,
  updateQuantity,
  variantChoiceOf,
} from './lines';

const dress = {
  id: 'p-dress',
  name: 'Kitenge dress',
  price: 45000,
  mainImage: '/media/dress.svg',
  sizes: ['S', 'M', 'L'],
  colors: [{ name: 'Green' }, { name: 'Gold' }],
};
const plug = { id: 'p-plug', name: 'Smart plug', price: 16000, sizes: [], colors: [] };
const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 'p-dress',
  name: 'Kitenge dress',
  price: 45000,
  size: 'L',
  color: 'Green',
  quantity: 1,
  ...over,
});

describe('newLine', () => {
  it('gives a product without sizes or colours size M, colour Default and quantity 1', () => {
    const result = newLine(plug);
    expect(result).toEqual({
      ok: true,
      line: {
        id: 'p-plug',
        name: 'Smart plug',
        price: 16000,
        size: DEFAULT_SIZE,
        color: DEFAULT_COLOR,
        quantity: 1,
      },
    });
  });

  it('never defaults the size or colour of a product that has them', () => {
    expect(newLine(dress, { color: 'Green' })).toEqual({ ok: false, missing: 'size' });
    expect(newLine(dress, { size: 'S' })).toEqual({ ok: false, missing: 'color' });
    expect(newLine(dress, { size: '  ', color: 'Green' })).toEqual({ ok: false, missing: 'size' });
  });

  it('keeps the chosen size, colour and a whole quantity of at least 1', () => {
    const result = newLine(dress, { size: 'S', color: 'Gold', quantity: 2.7 });
    expect(result.ok && result.line).toMatchObject({ size: 'S', color: 'Gold', quantity: 2 });
    const zero = newLine(dress, { size: 'S', color: 'Gold', quantity: 0 });
    expect(zero.ok && zero.line.quantity).toBe(1);
  });

  it('defaults only the missing dimension: colours without sizes get size M', () => {
    const kite = { id: 'k', name: 'Kite', price: 100, sizes: [], colors: ['Red'] };
    expect(newLine(kite, { color: 'Red' })).toMatchObject({ ok: true, line: { size: 'M', color: 'Red' } });
  });
});

describe('variantChoiceOf', () => {
  it('reads the defaults as "no choice" for the variant lookup', () => {
    expect(variantChoiceOf({ size: 'M', color: 'Default' }, plug)).toEqual({ size: null, color: null });
    expect(variantChoiceOf({ size: 'M', color: 'Gold' }, dress)).toEqual({ size: 'M', color: 'Gold' });
  });
});

describe('addLine', () => {
  it('merges the same id, size and colour by summing quantities', () => {
    const lines = addLine(addLine([], line({ quantity: 2 })), line({ quantity: 3 }));
    expect(lines).toEqual([line({ quantity: 5 })]);
  });

  it('appends a line that differs in size or colour', () => {
    const lines = addLine(addLine(addLine([], line()), line({ size: 'M' })), line({ color: 'Gold' }));
    expect(lines.map((l) => [l.size, l.color])).toEqual([
      ['L', 'Green'],
      ['M', 'Green'],
      ['L', 'Gold'],
    ]);
  });

  it('never sums past the most units one line may hold', () => {
    const full = addLine(addLine([], line({ quantity: 600 })), line({ quantity: 600 }));
    expect(full.map((l) => l.quantity)).toEqual([MAX_LINE_QUANTITY]);
    expect(addLine([], line({ quantity: 5000 }))[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('does not change the list it was given', () => {
    const before = [line()];
    addLine(before, line());
    expect(before).toEqual([line()]);
  });
});

describe('updateQuantity and removeLine', () => {
  const lines = [line(), line({ size: 'M', quantity: 4 })];

  it('sets the quantity of the matching line only', () => {
    expect(
      updateQuantity(lines, { id: 'p-dress', size: 'M', color: 'Green' }, 2).map((l) => l.quantity),
    ).toEqual([1, 2]);
  });

  it('sets no more than the most units one line may hold', () => {
    expect(updateQuantity(lines, line(), 1500).map((l) => l.quantity)).toEqual([MAX_LINE_QUANTITY, 4]);
  });

  it('removes the line when the quantity is 0 or less', () => {
    expect(updateQuantity(lines, line(), 0)).toEqual([line({ size: 'M', quantity: 4 })]);
    expect(updateQuantity(lines, line(), -3)).toHaveLength(1);
  });

  it('removes one line by its identity', () => {
    expect(removeLine(lines, { id: 'p-dress', size: 'M', color: 'Green' })).toEqual([line()]);
  });
});

describe('count and totals', () => {
  it('counts the sum of quantities', () => {
    expect(cartCount([line({ quantity: 3 }), line({ size: 'M', quantity: 4 })])).toBe(7);
    expect(cartCount([])).toBe(0);
  });

  it('totals price × quantity', () => {
    expect(cartTotal([line({ quantity: 2 }), line({ size: 'M', price: 1000, quantity: 3 })])).toBe(93000);
  });

  it('knows how many units of a line are in the cart', () => {
    expect(quantityInCart([line({ quantity: 3 })], { id: 'p-dress', size: 'L', color: 'Green' })).toBe(3);
    expect(quantityInCart([line({ quantity: 3 })], { id: 'p-dress', size: 'S', color: 'Green' })).toBe(0);
  });

  it('identifies lines by id, size and colour with surrounding spaces ignored', () => {
    expect(lineKey({ id: 'a', size: ' M ', color: 'Red' })).toBe(
      lineKey({ id: 'a', size: 'M', color: 'Red' }),
    );
    expect(lineKey({ id: 'a', size: 'M', color: 'Red' })).not.toBe(
      lineKey({ id: 'a', size: 'MR', color: '' }),
    );
  });
});

describe('storage projections', () => {
  it('stores id, _id, name, price, mainImage, size, colour and quantity', () => {
    const stored = toStoredLine({ ...line({ mainImage: '/m.svg' }), extra: 'x' } as CartLine);
    expect(stored).toEqual({
      id: 'p-dress',
      _id: 'p-dress',
      name: 'Kitenge dress',
      price: 45000,
      mainImage: '/m.svg',
      size: 'L',
      color: 'Green',
      quantity: 1,
    });
  });

  it('falls back to id, quantity, size and colour when storage is full', () => {
    expect(toQuotaLine(line({ quantity: 2 }))).toEqual({
      id: 'p-dress',
      quantity: 2,
      size: 'L',
      color: 'Green',
    });
  });
});

describe('replacing the cart from storage', () => {
  it('accepts a valid list, whether full or the quota projection', () => {
    const full = [toStoredLine(line())];
    expect(replaceCart(full)).toEqual([line()]);
    expect(replaceCart([toQuotaLine(line({ quantity: 2 }))])).toEqual([
      { id: 'p-dress', name: '', price: 0, size: 'L', color: 'Green', quantity: 2 },
    ]);
  });

  it('reads lines that only carry the old _id field', () => {
    expect(replaceCart([{ _id: 'x', name: 'X', price: 10, quantity: 1 }])).toEqual([
      { id: 'x', name: 'X', price: 10, quantity: 1 },
    ]);
  });

  it('yields an empty cart for anything that is not a valid list', () => {
    for (const bad of [
      null,
      'cart',
      { items: [] },
      [{ id: 'a', quantity: 0 }],
      [{ id: 'a', quantity: 1.5 }],
      [{ id: '', quantity: 1 }],
      [{ id: 'a', quantity: 1, price: 'free' }],
      [{ id: 'a', quantity: 1, size: 42 }],
      [toStoredLine(line()), 'junk'],
    ]) {
      expect(replaceCart(bad), JSON.stringify(bad)).toEqual([]);
      expect(parseStoredCart(bad)).toBeNull();
    }
  });

  it('keeps the token of a negotiated line through both projections and back', () => {
    const negotiated = line({ price: 40_500, negotiationToken: 'claims.mac' });
    expect(toStoredLine(negotiated)).toMatchObject({ price: 40_500, negotiationToken: 'claims.mac' });
    expect(replaceCart([toStoredLine(negotiated)])).toEqual([negotiated]);
    expect(replaceCart([toQuotaLine(negotiated)])[0]?.negotiationToken).toBe('claims.mac');
    expect(replaceCart([{ ...toStoredLine(negotiated), negotiationToken: 7 }])).toEqual([]);
  });

  it('merges stored lines that share an identity', () => {
    expect(replaceCart([toStoredLine(line()), toStoredLine(line({ quantity: 2 }))])).toEqual([
      line({ quantity: 3 }),
    ]);
  });
});

describe("a line's names in every language", () => {
  const names = { en: 'Kitenge dress', fr: 'Robe en kitenge', rw: "Ikanzu y'igitenge" };

  it('come from the product and are kept through storage', () => {
    const made = newLine({ ...dress, name: 'Robe en kitenge', names }, { size: 'L', color: 'Green' });
    expect(made.ok && made.line).toMatchObject({ name: 'Robe en kitenge', names });
    const added = line({ names });
    expect(toStoredLine(added).names).toEqual(names);
    expect(replaceCart([toStoredLine(added)])).toEqual([added]);
    // A full storage keeps what prices the cart again; the names come back with the pricing.
    expect(toQuotaLine(added)).not.toHaveProperty('names');
  });

  it('are those of the latest add when the same line is added again', () => {
    const newer = { en: 'Kitenge dress', fr: 'Robe kitenge' };
    expect(addLine([line({ names })], line({ names: newer }))[0]?.names).toEqual(newer);
    expect(addLine([line({ names })], line())[0]?.names).toEqual(names);
  });

  it('are dropped, not the cart, when stored in a shape this version cannot read', () => {
    const stored = { ...toStoredLine(line()), names: { fr: 'Robe' } };
    expect(replaceCart([stored])).toEqual([line()]);
    expect(replaceCart([{ ...toStoredLine(line()), names: 'Robe' }])).toEqual([line()]);
  });
});
