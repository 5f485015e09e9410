import { describe, expect, it } from 'vitest';
import { colourImage } from './colour-image';

const product = {
  mainImage: '/media/catalog/phone-orange-0.svg',
  images: [
    { url: '/media/catalog/phone-orange-0.svg', kind: 'image' as const, alt: 'Phone in orange' },
    { url: '/media/catalog/phone-blue-1.svg', kind: 'image' as const, alt: 'Phone in blue' },
    { url: '/media/catalog/phone-red-2.svg', kind: 'image' as const, alt: 'Phone in red' },
  ],
  variants: [
    {
      id: 'a',
      sku: 'A',
      size: null,
      color: 'Orange',
      price: 1000,
      stockQuantity: 3,
      image: '/media/catalog/phone-orange-0.svg',
    },
    {
      id: 'b',
      sku: 'B',
      size: null,
      color: 'Blue',
      price: 1000,
      stockQuantity: 3,
      image: '/media/catalog/phone-blue-1.svg',
    },
    { id: 'c', sku: 'C', size: null, color: 'Red', price: 1000, stockQuantity: 3, image: null },
  ],
};

describe('the picture of a chosen colour', () => {
  it('is the variant picture of that colour, whatever its case', () => {
    expect(colourImage(product, 'Blue')).toBe('/media/catalog/phone-blue-1.svg');
    expect(colourImage(product, 'blue')).toBe('/media/catalog/phone-blue-1.svg');
  });
  it('falls back to a gallery picture described in that colour', () => {
    expect(colourImage(product, 'Red')).toBe('/media/catalog/phone-red-2.svg');
  });
  it('is null without a colour or a picture of it', () => {
    expect(colourImage(product, '')).toBeNull();
    expect(colourImage(product, 'Green')).toBeNull();
  });
});
