import { describe, expect, it } from 'vitest';
import { outOfStockItem, outOfStockMessage, stockItemWords } from './out-of-stock';
import { stockTermWords } from './out-of-stock-words';

const details = {
  productId: 'p1',
  variantId: 'v1',
  requested: 2,
  available: 1,
  names: { en: 'Duvet set', rw: "Iseti y'ikiringiti n'amashuka" },
  size: 'King',
  color: 'White',
  ...stockTermWords('King', 'White'),
};

describe('an OUT_OF_STOCK refusal', () => {
  it('keeps the English message the shop has always sent', () => {
    expect(outOfStockMessage(3, stockItemWords('Kitenge dress', 'M', 'Red'))).toBe(
      'Only 3 left of Kitenge dress, M, Red. Please lower the quantity.',
    );
    expect(outOfStockMessage(0, stockItemWords('Kitenge dress', null, 'Red'))).toBe(
      'Kitenge dress, Red is out of stock. Please remove it from your cart.',
    );
  });

  it('names the item in the reader’s language, a tag such as i18next’s too', () => {
    expect(outOfStockItem(details, 'rw')).toEqual({
      item: "Iseti y'ikiringiti n'amashuka, Nini cyane (King), Umweru",
      available: 1,
    });
    // No French name: the product's own, the size and colour still in French.
    expect(outOfStockItem(details, 'fr-RW')).toEqual({
      item: 'Duvet set, King (180 × 200), Blanc',
      available: 1,
    });
    expect(outOfStockItem(details, undefined)).toEqual({ item: 'Duvet set, King, White', available: 1 });
  });

  it('shows the stored word where the server sent no translation of it', () => {
    expect(stockTermWords('XL', 'Ochre')).toEqual({});
    const { sizeWords: _s, colorWords: _c, ...bare } = details;
    expect(outOfStockItem(bare, 'fr')).toEqual({ item: 'Duvet set, King, White', available: 1 });
    expect(outOfStockItem({ ...details, sizeWords: 'King' }, 'rw')?.item).toBe(
      "Iseti y'ikiringiti n'amashuka, King, Umweru",
    );
  });

  it('names nothing from details that do not name the item, rather than breaking the screen', () => {
    expect(outOfStockItem(undefined, 'fr')).toBeNull();
    expect(outOfStockItem({ ...details, names: undefined }, 'fr')).toBeNull();
    expect(outOfStockItem({ ...details, names: 'Duvet set' }, 'fr')).toBeNull();
    expect(outOfStockItem({ ...details, available: -1 }, 'fr')).toBeNull();
    expect(outOfStockItem({ ...details, available: '1' }, 'fr')).toBeNull();
  });
});
