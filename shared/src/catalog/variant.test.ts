import { describe, expect, it } from 'vitest';
import { availableOptions, findVariant, productSku, variantGrid } from './variant';

const shirt = [
  { id: 'a', size: 'S', color: 'Red', stockQuantity: 3 },
  { id: 'b', size: 'S', color: 'Blue', stockQuantity: 0 },
  { id: 'c', size: 'M', color: 'Red', stockQuantity: 0 },
  { id: 'd', size: 'M', color: 'Blue', stockQuantity: 0 },
  { id: 'e', size: 'L', color: 'Blue', stockQuantity: 7 },
];

describe('findVariant', () => {
  it('finds the variant matching both the chosen size and colour', () => {
    expect(findVariant(shirt, 'M', 'Blue')?.id).toBe('d');
  });

  it('matches choices regardless of case and surrounding spaces', () => {
    expect(findVariant(shirt, ' l ', 'blue')?.id).toBe('e');
  });

  it('matches an empty choice only to a variant without that attribute', () => {
    const phone = [
      { id: 'x', size: null, color: 'Black', stockQuantity: 2 },
      { id: 'y', size: '', color: 'White', stockQuantity: 1 },
    ];
    expect(findVariant(phone, '', 'White')?.id).toBe('y');
    expect(findVariant(phone, undefined, 'Black')?.id).toBe('x');
    expect(findVariant(shirt, '', 'Red')).toBeUndefined();
    expect(findVariant(shirt, 'S', null)).toBeUndefined();
  });

  it('matches a product whose only variant has neither size nor colour', () => {
    const book = [{ id: 'only', size: null, color: null, stockQuantity: 4 }];
    expect(findVariant(book, null, null)?.id).toBe('only');
    expect(findVariant(book, 'M', null)).toBeUndefined();
  });

  it('returns nothing for a combination that is not sold', () => {
    expect(findVariant(shirt, 'L', 'Red')).toBeUndefined();
  });
});

describe('availableOptions', () => {
  it('marks a size sold out only when every colour of it is, with no colour chosen', () => {
    const { sizes, colors } = availableOptions(shirt);
    expect(sizes).toEqual([
      { value: 'S', stock: 3, soldOut: false },
      { value: 'M', stock: 0, soldOut: true },
      { value: 'L', stock: 7, soldOut: false },
    ]);
    expect(colors).toEqual([
      { value: 'Red', stock: 3, soldOut: false },
      { value: 'Blue', stock: 7, soldOut: false },
    ]);
  });

  it('marks sizes sold out for the chosen colour', () => {
    const { sizes } = availableOptions(shirt, { color: 'Blue' });
    expect(sizes.filter((s) => s.soldOut).map((s) => s.value)).toEqual(['S', 'M']);
  });

  it('marks colours sold out for the chosen size, including colours that size is not made in', () => {
    const { colors } = availableOptions(shirt, { size: 'L' });
    expect(colors).toEqual([
      { value: 'Red', stock: 0, soldOut: true },
      { value: 'Blue', stock: 7, soldOut: false },
    ]);
  });

  it('lists nothing for attributes the product does not have', () => {
    expect(availableOptions([{ size: null, color: null, stockQuantity: 5 }])).toEqual({
      sizes: [],
      colors: [],
    });
  });
});

describe('productSku', () => {
  it('is the last 8 characters of the id in capitals', () => {
    expect(productSku('3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f')).toBe('3C4D5E6F');
  });

  it('keeps a short id whole', () => {
    expect(productSku('ab12')).toBe('AB12');
  });
});

describe('variantGrid', () => {
  it('crosses every size with every colour, sizes first, in the order given', () => {
    expect(variantGrid(['S', 'M'], ['Red', 'Blue'])).toEqual([
      { size: 'S', color: 'Red' },
      { size: 'S', color: 'Blue' },
      { size: 'M', color: 'Red' },
      { size: 'M', color: 'Blue' },
    ]);
  });

  it('uses one list alone when the other is empty, and one plain variant when both are', () => {
    expect(variantGrid([], ['Red'])).toEqual([{ size: null, color: 'Red' }]);
    expect(variantGrid(['42'], [])).toEqual([{ size: '42', color: null }]);
    expect(variantGrid([], [])).toEqual([{ size: null, color: null }]);
  });
});
