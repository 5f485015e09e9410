import { describe, expect, it } from 'vitest';
import { fromOldProductForm, restock, splitStock } from './old-product-form';

describe('the first back-office product form', () => {
  it('renames its fields and lets the shop’s own fields win', () => {
    expect(
      fromOldProductForm({
        name: 'Shirt',
        mainImage: ' https://a/x.jpg ',
        image: 'https://a/x.jpg',
        images: ['https://a/y.webm', '', 7],
        material: 'Silk',
        category: 'fashion',
        subcategory: '',
        variants: [{ size: 'M', stockQuantity: 4 }, { size: 'L', stockQuantity: 9, stock: 2 }, 'odd'],
      }),
    ).toEqual({
      name: 'Shirt',
      media: [
        { url: 'https://a/x.jpg', kind: 'image' },
        { url: 'https://a/y.webm', kind: 'video' },
      ],
      materials: ['Silk'],
      categoryName: 'fashion',
      variants: [{ size: 'M', stock: 4 }, { size: 'L', stock: 2 }, 'odd'],
    });
    const own = fromOldProductForm({
      media: [],
      materials: ['Wool'],
      mainImage: 'https://a/x.jpg',
      material: ['Silk'],
    });
    expect(own).toEqual({ media: [], materials: ['Wool'] });
    expect(fromOldProductForm(null)).toBeNull();
    expect(fromOldProductForm([1])).toEqual([1]);
  });

  it('splits a total over variants as evenly as whole units allow', () => {
    expect(splitStock(10, 3)).toEqual([4, 3, 3]);
    expect(splitStock(2, 4)).toEqual([1, 1, 0, 0]);
    expect(splitStock(5, 0)).toEqual([]);
    for (const [total, count] of [
      [0, 1],
      [17, 5],
      [1_000_000, 7],
    ] as const) {
      const parts = splitStock(total, count);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    }
  });

  it('reads material as a list, a comma-separated text, or nothing when blank', () => {
    expect(fromOldProductForm({ material: 'Cotton, Linen' })).toEqual({ materials: ['Cotton', 'Linen'] });
    expect(fromOldProductForm({ material: '' })).toEqual({});
    expect(fromOldProductForm({ material: null })).toEqual({});
    expect(fromOldProductForm({ material: ['Silk', ' '] })).toEqual({ materials: ['Silk'] });
  });

  it('moves stock to a new total with as little change as possible', () => {
    expect(restock([10, 0, 0], 10)).toEqual([10, 0, 0]);
    expect(restock([5, 4, 1], 7)).toEqual([3, 3, 1]);
    expect(restock([5, 4, 1], 12)).toEqual([6, 5, 1]);
    expect(restock([5, 4, 1], 0)).toEqual([0, 0, 0]);
    expect(restock([0, 0], 3)).toEqual([2, 1]);
    for (const [current, total] of [
      [[9, 2, 7, 7], 11],
      [[1, 1, 1], 1],
      [[100, 3], 50],
    ] as const) {
      const next = restock(current, total);
      expect(next.reduce((a, b) => a + b, 0)).toBe(total);
      for (const [i, units] of next.entries()) expect(units).toBeLessThanOrEqual(current[i]!);
      expect(Math.min(...next)).toBeGreaterThanOrEqual(0);
    }
  });
});
