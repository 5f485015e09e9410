import { describe, expect, it } from 'vitest';
import { fromOldProductForm, splitStock } from './old-product-form';

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
});
