import { describe, expect, it } from 'vitest';
import { maxOrderQuantity, stockLevel } from './stock';

describe('stockLevel', () => {
  it.each([
    [100, 'in_stock'],
    [21, 'in_stock'],
    [20, 'low_stock'],
    [6, 'low_stock'],
    [5, 'few_left'],
    [1, 'few_left'],
    [0, 'out_of_stock'],
    [-3, 'out_of_stock'],
    [Number.NaN, 'out_of_stock'],
  ])('%d units is %s', (qty, level) => expect(stockLevel(qty)).toBe(level));
});

describe('maxOrderQuantity', () => {
  it('caps at stock, or 10 when stock is unknown', () => {
    expect(maxOrderQuantity(4)).toBe(4);
    expect(maxOrderQuantity(0)).toBe(0);
    expect(maxOrderQuantity(undefined)).toBe(10);
    expect(maxOrderQuantity(null)).toBe(10);
  });

  it('never passes the most units a cart line may hold, however large the stock', () => {
    expect(maxOrderQuantity(999)).toBe(999);
    expect(maxOrderQuantity(5000)).toBe(999);
  });
});
