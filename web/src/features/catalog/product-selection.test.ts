import { describe, expect, it } from 'vitest';
import {
  askedChoice,
  choiceInAddress,
  initialChoice,
  productAddress,
  purchaseProblem,
  quantityLimit,
  selectionState,
} from './product-selection';

const v = (size: string | null, color: string | null, stockQuantity: number, price = 30000) => ({
  id: `${size}-${color}`,
  sku: 'X',
  size,
  color,
  price,
  stockQuantity,
});

const pants = {
  price: 30000,
  stockQuantity: 5,
  sizes: ['S', 'M', 'L'],
  colors: [{ name: 'Black' }, { name: 'Beige' }],
  variants: [
    v('S', 'Black', 0),
    v('S', 'Beige', 1),
    v('M', 'Black', 4, 32000),
    v('M', 'Beige', 0),
    v('L', 'Black', 0),
    v('L', 'Beige', 0),
  ],
};

describe('selectionState', () => {
  it('disables sizes and colours whose matching variants are sold out', () => {
    const none = selectionState(pants, { size: '', color: '' });
    expect(none.options.sizes.map((o) => [o.value, o.soldOut])).toEqual([
      ['S', false],
      ['M', false],
      ['L', true],
    ]);
    const black = selectionState(pants, { size: '', color: 'Black' });
    expect(black.options.sizes.filter((o) => o.soldOut).map((o) => o.value)).toEqual(['S', 'L']);
    const small = selectionState(pants, { size: 'S', color: '' });
    expect(small.options.colors.map((o) => [o.value, o.soldOut])).toEqual([
      ['Black', true],
      ['Beige', false],
    ]);
  });

  it('takes price and stock from the chosen variant and flags a variant price', () => {
    const m = selectionState(pants, { size: 'M', color: 'Black' });
    expect(m).toMatchObject({ stock: 4, basePrice: 32000, variantPriced: true, complete: true });
    const s = selectionState(pants, { size: 'S', color: 'Black' });
    expect(s).toMatchObject({ stock: 0, basePrice: 30000, variantPriced: false });
  });

  it('counts the stock of a size across colours before the colour is chosen', () => {
    expect(selectionState(pants, { size: 'M', color: '' }).stock).toBe(4);
  });

  it('finds the single variant of a product without sizes or colours', () => {
    const book = { price: 5000, stockQuantity: 2, sizes: [], colors: [], variants: [v(null, null, 2, 5000)] };
    expect(selectionState(book, { size: '', color: '' })).toMatchObject({ complete: true, stock: 2 });
  });
});

describe('initialChoice', () => {
  it('presets the first size and colour that can be bought in Quick View', () => {
    expect(initialChoice(pants, 'quick')).toEqual({ size: 'S', color: 'Beige' });
  });
  it('leaves the size to the shopper on the product page', () => {
    expect(initialChoice(pants, 'page')).toEqual({ size: '', color: '' });
    expect(initialChoice({ ...pants, colors: [{ name: 'Black' }] }, 'page').color).toBe('Black');
  });
});

describe('askedChoice', () => {
  it('opens with the size and colour asked for while they are sold', () => {
    expect(askedChoice(pants, { size: 'M', color: 'Black' })).toEqual({ size: 'M', color: 'Black' });
    expect(askedChoice(pants, { size: 'S' })).toEqual({ size: 'S', color: '' });
  });

  it('drops what the product no longer sells or has no stock of, keeping the rest', () => {
    // L is sold out in every colour; Beige is sold out in M.
    expect(askedChoice(pants, { size: 'L', color: 'Black' })).toEqual({ size: '', color: 'Black' });
    expect(askedChoice(pants, { size: 'M', color: 'Beige' })).toEqual({ size: 'M', color: '' });
    expect(askedChoice(pants, { size: 'XXL', color: 'Pink' })).toEqual({ size: '', color: '' });
  });

  it('is the page preset when nothing is asked for', () => {
    expect(askedChoice(pants, {})).toEqual(initialChoice(pants, 'page'));
    expect(askedChoice(pants, undefined)).toEqual(initialChoice(pants, 'page'));
  });
});

describe('productAddress', () => {
  it('carries a size and colour in the address, read back by the page', () => {
    const address = productAddress('p1', { size: 'M', color: 'Light Blue' });
    expect(address).toBe('/product/p1?size=M&color=Light+Blue');
    const params = new URL(address, 'http://shop').searchParams;
    expect(choiceInAddress(params)).toEqual({ size: 'M', color: 'Light Blue' });
    expect(productAddress('p1', { size: '', color: undefined })).toBe('/product/p1');
    expect(choiceInAddress(new URLSearchParams())).toEqual({ size: undefined, color: undefined });
  });
});

describe('purchaseProblem', () => {
  it('asks for a size first, with the wording of the action', () => {
    const state = selectionState(pants, { size: '', color: 'Black' });
    expect(purchaseProblem(state, { size: '', color: 'Black' }, 1, 0, 'cart')).toEqual({
      kind: 'size',
      action: 'cart',
    });
    expect(purchaseProblem(state, { size: '', color: 'Black' }, 1, 0, 'buy')).toEqual({
      kind: 'size',
      action: 'buy',
    });
  });

  it('refuses more than the stock, counting what is already in the cart', () => {
    const choice = { size: 'M', color: 'Black' };
    const state = selectionState(pants, choice);
    expect(purchaseProblem(state, choice, 4, 0, 'cart')).toBeNull();
    expect(purchaseProblem(state, choice, 3, 2, 'cart')).toEqual({ kind: 'tooMany', available: 4 });
    const sold = { size: 'S', color: 'Black' };
    expect(purchaseProblem(selectionState(pants, sold), sold, 1, 0, 'cart')).toEqual({ kind: 'soldOut' });
  });

  it('limits the stepper to the stock, or 10 when unknown', () => {
    expect(quantityLimit(4)).toBe(4);
    expect(quantityLimit(undefined)).toBe(10);
    expect(quantityLimit(0)).toBe(1);
  });
});
